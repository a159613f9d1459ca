import ChevronsDown from 'lucide-react/icons/chevrons-down';
import { Button } from '../../../components/ui/button';
import { DASHBOARD_TEXTS } from '../dashboard-texts';

/**
 * Under the weeks when past weeks are left undrawn: a year more of them per press, so a station
 * with years of history paints only what is looked at.
 */
export function ShowMoreWeeks({ hidden, onShowMore }: { hidden: number; onShowMore: () => void }) {
  if (hidden <= 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 px-4 py-3">
      <Button variant="secondary" onClick={onShowMore}>
        <ChevronsDown aria-hidden className="size-4" />
        {DASHBOARD_TEXTS.showEarlier}
      </Button>
      <span className="text-sm text-slate-600">{DASHBOARD_TEXTS.notShown(hidden)}</span>
    </div>
  );
}
