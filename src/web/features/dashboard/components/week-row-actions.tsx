import { useLanguage } from '../../../i18n/language-context';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Eye from 'lucide-react/icons/eye';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'wouter';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { scheduleHref, weekActions, weekName } from '../dashboard-view';
import type { WeekAction } from '../hooks/use-week-actions';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

export type WeekActionHandlers = {
  /** Finalize at once; Revert and Delete ask first. */
  onAction: (week: WeekSummary, action: WeekAction) => void;
  pendingFor: (weekId: string) => WeekAction | null;
  /** The row actions the member may take; the others are not offered (View/Edit always is). */
  may: Record<WeekAction, boolean>;
};

/**
 * A label as SPEC.md §2 names the action, with the shorter form a narrow table shows. The full
 * label, with the week, is the accessible name either way.
 */
function ActionLabel({ short, rest, compact }: { short: string; rest: string; compact: boolean }) {
  return (
    // One flex item: the button's gap must not open between the two parts.
    <span>
      {short}
      <span className={cn(compact && 'hidden xl:inline')}>{rest}</span>
    </span>
  );
}

/**
 * A week's actions (SPEC.md §2, §4): View/Edit Week always; Finalize Week, Revert to Draft and
 * Delete Week as the week's state and the member's role allow. `compact` (the table below 1280
 * px) shows "View/Edit", "Finalize", "Revert" and "Delete"; the week cards have room for all.
 */
export function WeekRowActions({
  week,
  onAction,
  pendingFor,
  may,
  compact,
}: WeekActionHandlers & { week: WeekSummary; compact: boolean }) {
  const t = useT(dashboard);
  const name = weekName(week, useLanguage());
  const offered = weekActions(week);
  const pending = pendingFor(week.id);
  const busy = pending !== null;
  return (
    // Wrapping, the actions take a second line where a language's longer labels need it (French,
    // Portuguese at 1440 px) instead of pushing the table past its frame.
    <div className="flex flex-wrap gap-1">
      <Link
        href={scheduleHref(week.id)}
        aria-label={t('dashboard:action.viewLabel', { week: name })}
        className={buttonClasses(compact ? 'ghost' : 'secondary', 'sm')}
      >
        <Eye aria-hidden className="size-4" />
        <ActionLabel
          short={t('dashboard:action.view')}
          rest={t('dashboard:action.viewRest')}
          compact={compact}
        />
      </Link>
      {offered.finalize && may.finalize ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('dashboard:action.finalizeLabel', { week: name })}
          className="min-w-26 text-emerald-700 hover:bg-emerald-50 hover:text-emerald-800"
          disabled={busy}
          onClick={() => onAction(week, 'finalize')}
        >
          <CheckCircle2 aria-hidden className="size-4" />
          {pending === 'finalize' ? (
            t('dashboard:action.finalizing')
          ) : (
            <ActionLabel
              short={t('dashboard:action.finalize')}
              rest={t('dashboard:action.finalizeRest')}
              compact={compact}
            />
          )}
        </Button>
      ) : null}
      {offered.revert && may.revert ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('dashboard:action.revertLabel', { week: name })}
          className="min-w-26"
          disabled={busy}
          onClick={() => onAction(week, 'revert')}
        >
          <RotateCcw aria-hidden className="size-4" />
          {pending === 'revert' ? (
            t('dashboard:action.reverting')
          ) : (
            <ActionLabel
              short={t('dashboard:action.revert')}
              rest={t('dashboard:action.revertRest')}
              compact={compact}
            />
          )}
        </Button>
      ) : null}
      {offered.delete && may.delete ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('dashboard:action.deleteLabel', { week: name })}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          disabled={busy}
          onClick={() => onAction(week, 'delete')}
        >
          <Trash2 aria-hidden className="size-4" />
          {pending === 'delete' ? (
            t('dashboard:action.deleting')
          ) : (
            <ActionLabel
              short={t('dashboard:action.delete')}
              rest={t('dashboard:action.deleteRest')}
              compact={compact}
            />
          )}
        </Button>
      ) : null}
    </div>
  );
}
