import Plane from 'lucide-react/icons/plane';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

/** A week's airings whose host is away (decision 0065): a mark with the count, in text too. */
export function HostAwayMark({ count }: { count: number }) {
  const t = useT(dashboard);
  if (count === 0) return null;
  const label = t('dashboard:hostAway.week', { count });
  return (
    <span
      role="img"
      data-testid="week-host-away"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-0.5 text-xs font-medium text-orange-700"
    >
      <Plane aria-hidden className="size-4" />
      <span aria-hidden>{count}</span>
    </span>
  );
}
