import type { FillInAction, FillInReadAnswer } from '../../../../shared/schemas/fill-ins';
import { ErrorBox } from '../../../components/ui/error-box';
import { PendingButton } from '../../../components/ui/pending-button';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import { useFillInAction } from '../api/fill-ins-api';

const VARIANTS: Record<FillInAction, 'primary' | 'secondary' | 'danger'> = {
  take: 'primary',
  approve: 'primary',
  decline: 'secondary',
  'give-back': 'secondary',
  withdraw: 'secondary',
};

/** What each action on a request is called, on its button. */
const LABELS = {
  take: 'fillIns:action.take',
  withdraw: 'fillIns:action.withdraw',
  'give-back': 'fillIns:action.giveBack',
  approve: 'fillIns:action.approve',
  decline: 'fillIns:action.decline',
} as const satisfies Record<FillInAction, string>;

/** Why the reader cannot take an open request (eligibility.ts's reasons). */
const CANNOT_TAKE = {
  started: 'fillIns:cannot.started',
  'not-a-dj': 'fillIns:cannot.notADj',
  suspended: 'fillIns:cannot.suspended',
  'inactive-dj': 'fillIns:cannot.inactiveDj',
  'not-a-fill-in-host': 'fillIns:cannot.notAFillInHost',
  host: 'fillIns:cannot.host',
  away: 'fillIns:cannot.away',
  'on-air': 'fillIns:cannot.onAir',
  'pending-elsewhere': 'fillIns:cannot.pendingElsewhere',
} as const satisfies Record<NonNullable<FillInReadAnswer['cannotTake']>, string>;

/**
 * What the reader may do with a request now, as the server says (GET /api/fill-ins/:id): Take
 * this show, Withdraw, Give it back, Approve, Decline. A refusal — the race's "Already taken by
 * Sam" — stays above the buttons after the request is read again, so the loser sees who won.
 */
export function FillInActions({ answer }: { answer: FillInReadAnswer }) {
  const t = useT(fillIns);
  const act = useFillInAction(answer.request.id, answer.request.version);
  const why =
    answer.request.state === 'open' && answer.cannotTake && !answer.actions.includes('take')
      ? t(CANNOT_TAKE[answer.cannotTake])
      : null;
  if (answer.actions.length === 0 && !why && !act.error) return null;
  return (
    <div className="space-y-3">
      {act.error ? <ErrorBox>{errorMessage(act.error)}</ErrorBox> : null}
      {why ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{t('fillIns:cannotTake')}</span> {why}
        </p>
      ) : null}
      {answer.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {answer.actions.map((action) => (
            <PendingButton
              key={action}
              variant={VARIANTS[action]}
              pending={act.isPending && act.variables === action}
              pendingText={t(LABELS[action])}
              disabled={act.isPending}
              onClick={() => act.mutate(action)}
              className="max-sm:flex-1"
            >
              {t(LABELS[action])}
            </PendingButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
