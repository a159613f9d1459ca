import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';

/** SPEC.md §2: shown while any two shows of the week overlap. */
export function OverlapBanner() {
  return (
    <div
      role="alert"
      title={SCHEDULE_TEXTS.overlapBanner}
      className="flex items-center gap-2 border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800 max-sm:px-3 max-sm:py-1.5 max-sm:text-xs"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-red-600" />
      {/* One line on a phone (the whole text stays readable to screen readers). */}
      <span className="min-w-0 max-sm:truncate">{SCHEDULE_TEXTS.overlapBanner}</span>
    </div>
  );
}
