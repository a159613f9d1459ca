import Plane from 'lucide-react/icons/plane';
import { CountMark } from '../../../components/count-mark';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

/** A week's airings whose host is away (decision 0065): a mark with the count, in text too. */
export function HostAwayMark({ count }: { count: number }) {
  const t = useT(dashboard);
  if (count === 0) return null;
  return (
    <CountMark
      icon={Plane}
      label={t('dashboard:hostAway.week', { count })}
      count={count}
      testId="week-host-away"
      className="text-xs font-medium text-orange-700"
    />
  );
}
