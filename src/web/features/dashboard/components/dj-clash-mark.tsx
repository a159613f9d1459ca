import UserRoundX from 'lucide-react/icons/user-round-x';
import { DASHBOARD_TEXTS } from '../dashboard-texts';

/** A week's DJ double-bookings, beside its overlap warning (a row or a phone card). */
export function DjClashMark({ clashes }: { clashes: number }) {
  if (clashes === 0) return null;
  return (
    <span
      role="img"
      data-testid="week-dj-clash"
      aria-label={DASHBOARD_TEXTS.djClashLabel(clashes)}
      title={DASHBOARD_TEXTS.djClashLabel(clashes)}
      className="inline-flex text-violet-600"
    >
      <UserRoundX aria-hidden className="size-4" />
    </span>
  );
}
