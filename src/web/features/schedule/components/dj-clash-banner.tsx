import UserRoundX from 'lucide-react/icons/user-round-x';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/** The clashes a desktop lists at first; a heavy week's others open on request. */
const FIRST_LINES = 3;

/**
 * Beside the overlap warning, and told apart from it: the DJs booked on two shows at once, each
 * clash named ("Ava Brooks: Morning Drive, Tue 09:00–11:00 and Jazz Hour, Tue 10:00–11:00"). It
 * warns; drafts are saved as they are.
 */
export function DjClashBanner({ lines }: { lines: readonly string[] }) {
  // On a phone the banner folds to its one title line, on a desktop to its first clashes; the
  // others open under it on request, so a heavy week does not push the grid off the screen.
  const t = useT(schedule);
  const folds = lines.length > FIRST_LINES;
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
            className={cn(
              'shrink-0 rounded font-medium text-violet-700 underline',
              !folds && 'sm:hidden',
            )}
          >
            {open ? (
              t('schedule:djClash.hide')
            ) : (
              <>
                <span className="sm:hidden">
                  {t('schedule:djClash.show', { count: lines.length })}
                </span>
                <span className="max-sm:hidden">
                  {t('schedule:djClash.showAll', { count: lines.length })}
                </span>
              </>
            )}
          </button>
        </div>
        <ul id={listId} className={cn('mt-0.5 list-none space-y-0.5', !open && 'max-sm:hidden')}>
          {lines.map((line, index) => (
            <li
              key={line}
              className={cn('break-words', !open && index >= FIRST_LINES && 'sm:hidden')}
            >
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
