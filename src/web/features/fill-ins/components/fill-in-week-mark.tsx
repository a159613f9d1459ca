import HandHelping from 'lucide-react/icons/hand-helping';
import { CountMark } from '../../../components/count-mark';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';

/**
 * A dashboard week's open fill-in requests: a mark with the count, in text too. The list reads
 * the requests once for all its weeks (useOpenFillIns().byWeek) and gives each its count: a
 * reader per week was two queries' observers and the requests counted again for every row.
 */
export function FillInWeekMark({ count }: { count: number }) {
  const t = useT(fillIns);
  if (count === 0) return null;
  return (
    <CountMark
      icon={HandHelping}
      label={t('fillIns:dashboard.weekMark', { count })}
      count={count}
      testId="week-open-fill-ins"
      className="text-xs font-medium text-sky-700"
    />
  );
}
