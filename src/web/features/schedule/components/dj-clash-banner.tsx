import { UserRoundX } from 'lucide-react';
import { SCHEDULE_TEXTS } from '../../../../shared/messages/schedule';

/**
 * Beside the overlap warning, and told apart from it: the DJs booked on two shows at once, each
 * clash named ("Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00"). It
 * warns; drafts are saved as they are.
 */
export function DjClashBanner({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      aria-label={SCHEDULE_TEXTS.djClashBanner}
      className="flex items-start gap-2 border-b border-violet-200 bg-violet-50 px-4 py-2 text-sm text-violet-900"
    >
      <UserRoundX aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-600" />
      <div className="min-w-0">
        <p className="font-medium">{SCHEDULE_TEXTS.djClashBanner}</p>
        <ul className="mt-0.5 list-none space-y-0.5">
          {lines.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
