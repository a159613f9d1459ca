import UserRoundX from 'lucide-react/icons/user-round-x';
import { CountMark } from '../../../components/count-mark';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';

/** A week's DJ double-bookings, beside its overlap warning (a row or a phone card). */
export function DjClashMark({ clashes }: { clashes: number }) {
  const t = useT(dashboard);
  if (clashes === 0) return null;
  return (
    <CountMark
      icon={UserRoundX}
      label={t('dashboard:djClashLabel', { count: clashes })}
      testId="week-dj-clash"
      className="text-violet-600"
    />
  );
}
