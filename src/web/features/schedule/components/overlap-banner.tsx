import { TriangleAlert } from 'lucide-react';
import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';

/** SPEC.md §2: shown while any two shows of the week overlap. */
export function OverlapBanner() {
  return (
    <div
      role="alert"
      className="flex items-center gap-2 border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-red-600" />
      {SCHEDULE_TEXTS.overlapBanner}
    </div>
  );
}
