import Plane from 'lucide-react/icons/plane';
import { AWAY_TEXTS } from '../../../../shared/messages/away';

/** A week's airings whose host is away (decision 0065): a mark with the count, in text too. */
export function HostAwayMark({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      role="img"
      data-testid="week-host-away"
      aria-label={AWAY_TEXTS.weekHostAway(count)}
      title={AWAY_TEXTS.weekHostAway(count)}
      className="inline-flex items-center gap-0.5 text-xs font-medium text-orange-700"
    >
      <Plane aria-hidden className="size-4" />
      <span aria-hidden>{count}</span>
    </span>
  );
}
