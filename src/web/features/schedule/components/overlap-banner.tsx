import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** SPEC.md §2: shown while any two shows of the week overlap. */
export function OverlapBanner() {
  const t = useT(schedule);
  return (
    <div
      role="alert"
      title={t('schedule:overlapBanner')}
      className="flex items-center gap-2 border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800 max-sm:px-3 max-sm:py-1.5 max-sm:text-xs"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-red-600" />
      {/* One line on a phone (the whole text stays readable to screen readers). */}
      <span className="min-w-0 max-sm:truncate">{t('schedule:overlapBanner')}</span>
    </div>
  );
}
