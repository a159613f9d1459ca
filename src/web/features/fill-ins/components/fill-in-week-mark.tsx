import HandHelping from 'lucide-react/icons/hand-helping';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { useOpenFillIns } from '../hooks/use-open-fill-ins';

/** A dashboard week's open fill-in requests: a mark with the count, in text too. */
export function FillInWeekMark({ weekId }: { weekId: string }) {
  const t = useT(fillIns);
  const count = useOpenFillIns()?.byWeek.get(weekId) ?? 0;
  if (count === 0) return null;
  const label = t('fillIns:dashboard.weekMark', { count });
  return (
    <span
      role="img"
      data-testid="week-open-fill-ins"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-0.5 text-xs font-medium text-sky-700"
    >
      <HandHelping aria-hidden className="size-4" />
      <span aria-hidden>{count}</span>
    </span>
  );
}
