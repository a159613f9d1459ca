import ChevronsDown from 'lucide-react/icons/chevrons-down';
import { Button } from '../../../components/ui/button';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

/**
 * Under the weeks when past weeks are left undrawn: a year more of them per press, so a station
 * with years of history paints only what is looked at.
 */
export function ShowMoreWeeks({ hidden, onShowMore }: { hidden: number; onShowMore: () => void }) {
  const t = useT(dashboard);
  if (hidden <= 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 px-4 py-3">
      <Button variant="secondary" onClick={onShowMore}>
        <ChevronsDown aria-hidden className="size-4" />
        {t('dashboard:showEarlier')}
      </Button>
      <span className="text-sm text-slate-600">{t('dashboard:notShown', { count: hidden })}</span>
    </div>
  );
}
