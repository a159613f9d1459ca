import UserRoundX from 'lucide-react/icons/user-round-x';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * Beside the overlap warning, and told apart from it: the DJs booked on two shows at once, each
 * clash named ("Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00"). It
 * warns; drafts are saved as they are.
 */
export function DjClashBanner({ lines }: { lines: readonly string[] }) {
  // On a phone the banner folds to its one title line; the clashes open under it on request.
  const t = useT(schedule);
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      aria-label={t('schedule:djClash.banner')}
      className="flex items-start gap-2 border-b border-violet-200 bg-violet-50 px-4 py-2 text-sm text-violet-900 max-sm:px-3 max-sm:py-1.5 max-sm:text-xs"
    >
      <UserRoundX aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-600" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1 font-medium max-sm:truncate">
            {t('schedule:djClash.banner')}
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="shrink-0 rounded font-medium text-violet-700 underline sm:hidden"
          >
            {open
              ? t('schedule:djClash.hide')
              : t('schedule:djClash.show', { count: lines.length })}
          </button>
        </div>
        <ul id={listId} className={cn('mt-0.5 list-none space-y-0.5', !open && 'max-sm:hidden')}>
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
