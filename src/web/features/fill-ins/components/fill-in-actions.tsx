import {
  FILL_IN_ACTION_LABELS,
  FILL_IN_CANNOT_TAKE,
  FILL_IN_TEXTS as T,
  type FillInAction,
} from '../../../../shared/messages/fill-ins';
import type { FillInReadAnswer } from '../../../../shared/schemas/fill-ins';
import { ErrorBox } from '../../../components/ui/error-box';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/api-error';
import { useFillInAction } from '../api/fill-ins-api';

const VARIANTS: Record<FillInAction, 'primary' | 'secondary' | 'danger'> = {
  take: 'primary',
  approve: 'primary',
  decline: 'secondary',
  'give-back': 'secondary',
  withdraw: 'secondary',
};

/**
 * What the reader may do with a request now, as the server says (GET /api/fill-ins/:id): Take
 * this show, Withdraw, Give it back, Approve, Decline. A refusal — the race's "Already taken by
 * Sam" — stays above the buttons after the request is read again, so the loser sees who won.
 */
export function FillInActions({ answer }: { answer: FillInReadAnswer }) {
  const act = useFillInAction(answer.request.id, answer.request.version);
  const why =
    answer.request.state === 'open' && answer.cannotTake && !answer.actions.includes('take')
      ? FILL_IN_CANNOT_TAKE[answer.cannotTake]
      : null;
  if (answer.actions.length === 0 && !why && !act.error) return null;
  return (
    <div className="space-y-3">
      {act.error ? <ErrorBox>{errorMessage(act.error)}</ErrorBox> : null}
      {why ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{T.cannotTake}:</span> {why}
        </p>
      ) : null}
      {answer.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {answer.actions.map((action) => (
            <PendingButton
              key={action}
              variant={VARIANTS[action]}
              pending={act.isPending && act.variables === action}
              pendingText={FILL_IN_ACTION_LABELS[action]}
              disabled={act.isPending}
              onClick={() => act.mutate(action)}
              className="max-sm:flex-1"
            >
              {FILL_IN_ACTION_LABELS[action]}
            </PendingButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
