import { useId } from 'react';
import { COPY_LIMITS, copyPreview } from '../../../../../shared/schedule/copy-week';
import type { CivilDate } from '../../../../../shared/schedule/week';
import { weeksLabel } from '../../copy-week-plan';

/** The weeks a copy will write to, headed with their number; it scrolls past a few rows. */
export function CopyPreview({ targets, capped }: { targets: CivilDate[]; capped: boolean }) {
  const headingId = useId();
  const rows = copyPreview(targets);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        Preview: {weeksLabel(rows.length)}
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          No weeks to copy to
        </p>
      ) : (
        // Focusable, so the list scrolls from the keyboard too.
        <div
          tabIndex={0}
          role="region"
          aria-label="Weeks to copy to"
          className="max-h-44 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ol className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <li
                key={row.startDate}
                className="flex items-center gap-3 px-3 py-2 text-sm tabular-nums"
              >
                <span className="w-16 shrink-0 text-xs text-slate-500">Week {row.weekNumber}</span>
                <span className="text-slate-900">{row.rangeLabel}</span>
                <span className="ml-auto text-xs text-slate-500">
                  {index + 1} of {rows.length}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {capped ? (
        <p className="text-xs text-slate-500">
          A copy reaches at most {COPY_LIMITS.maxWeeks} weeks ahead.
        </p>
      ) : null}
    </section>
  );
}
