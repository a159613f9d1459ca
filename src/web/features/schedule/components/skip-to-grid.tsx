import type { RefObject } from 'react';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * "Skip to schedule grid": the first stop of the schedule, visible only when focused. The panel
 * and the header hold dozens of controls; this goes straight to the grid, from where Tab reaches
 * the first block.
 */
export function SkipToGrid({ viewport }: { viewport: RefObject<HTMLElement | null> }) {
  const t = useT(schedule);
  return (
    <a
      href="#week-grid"
      onClick={(event) => {
        event.preventDefault();
        viewport.current?.focus();
      }}
      className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden"
    >
      {t('schedule:skipToGrid')}
    </a>
  );
}
