import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The buttons at the end of a dialog's form (Cancel, Create...). The dialog's body scrolls when it
 * is taller than the window; this row stays pinned to the dialog's bottom edge, so the way out
 * and the way to save are always in view (a long form at 1440x900 hid them below the fold). The
 * negative margins reach over the dialog's padding so nothing scrolls visibly beneath it.
 */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-dialog-footer
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:flex-row sm:justify-end sm:px-8 sm:py-5',
        className,
      )}
    >
      {children}
    </div>
  );
}
