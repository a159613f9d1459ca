import HandHelping from 'lucide-react/icons/hand-helping';
import { FILL_IN_TEXTS } from '../../../../shared/messages/fill-ins';
import { useOpenFillIns } from '../hooks/use-open-fill-ins';

/** A dashboard week's open fill-in requests: a mark with the count, in text too. */
export function FillInWeekMark({ weekId }: { weekId: string }) {
  const count = useOpenFillIns()?.byWeek.get(weekId) ?? 0;
  if (count === 0) return null;
  const label = FILL_IN_TEXTS.dashboard.weekMark(count);
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
