import HandHelping from 'lucide-react/icons/hand-helping';
import { CountMark } from '../../../components/count-mark';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { useOpenFillIns } from '../hooks/use-open-fill-ins';

/** A dashboard week's open fill-in requests: a mark with the count, in text too. */
export function FillInWeekMark({ weekId }: { weekId: string }) {
  const t = useT(fillIns);
  const count = useOpenFillIns()?.byWeek.get(weekId) ?? 0;
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
