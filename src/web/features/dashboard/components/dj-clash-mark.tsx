import UserRoundX from 'lucide-react/icons/user-round-x';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

/** A week's DJ double-bookings, beside its overlap warning (a row or a phone card). */
export function DjClashMark({ clashes }: { clashes: number }) {
  const t = useT(dashboard);
  if (clashes === 0) return null;
  const label = t('dashboard:djClashLabel', { count: clashes });
  return (
    <span
      role="img"
      data-testid="week-dj-clash"
      aria-label={label}
      title={label}
      className="inline-flex text-violet-600"
    >
      <UserRoundX aria-hidden className="size-4" />
    </span>
  );
}
