import { useId } from 'react';
import type { CopyMention, CopyWeekPlan } from '../../../../../shared/schedule/copy-plan';
import { COPY_LIMITS, copyPreview } from '../../../../../shared/schedule/copy-week';
import { DAY_NAMES, type CivilDate } from '../../../../../shared/schedule/week';
import { slotTime, type Clock } from '../../../../../shared/schedule/slots';
import { cn } from '../../../../lib/cn';
import { weeksLabel } from '../../copy-week-plan';
import { useClock } from '../../../../lib/use-clock';

/** "Morning Show, Mon 08:00". */
const named = (m: CopyMention, clock: Clock) =>
  `${m.showName}, ${DAY_NAMES[m.dayIndex]!.slice(0, 3)} ${slotTime(m.timeIndex, clock)}`;

/** What a copy will do to one week, in a few words: "2 to copy, 1 already there (skipped)". */
export function weekSummary(plan: CopyWeekPlan | undefined, copyDuplicates: boolean): string {
  if (!plan) return '';
  if (plan.outcome === 'finalized') return 'Finalized: left as it is';
  if (plan.outcome === 'past') return 'Past: left as it is';
  const parts = [`${plan.copies.length} to copy`];
  if (plan.alreadyThere.length > 0)
    parts.push(
      `${plan.alreadyThere.length} already there${copyDuplicates ? ' (copied anyway)' : ' (skipped)'}`,
    );
  if (plan.bySeries.length > 0) parts.push(`${plan.bySeries.length} left to its series`);
  if (plan.overlaps.length > 0) parts.push(`${plan.overlaps.length} would overlap`);
  return parts.join(', ');
}

/**
 * The weeks a copy will write to, headed with their number; it scrolls past a few rows. Each
 * row says, before anything is copied, what the copy will do there (from the server's preview):
 * shows already there, overlaps it would create, and finalized or past weeks left alone.
 */
export function CopyPreview({
  targets,
  capped,
  plans,
  copyDuplicates,
  loading,
}: {
  targets: CivilDate[];
  capped: boolean;
  plans: readonly CopyWeekPlan[] | undefined;
  copyDuplicates: boolean;
  loading: boolean;
}) {
  const headingId = useId();
  const rows = copyPreview(targets);
  const byWeek = new Map((plans ?? []).map((p) => [p.weekId, p]));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        Preview: {weeksLabel(rows.length)}
        {loading ? <span className="ml-2 text-xs text-slate-500">Checking the weeks…</span> : null}
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
          className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ol className="divide-y divide-slate-100">
            {rows.map((row, index) => {
              const plan = byWeek.get(row.startDate);
              const leftAlone = plan !== undefined && plan.outcome !== 'copy';
              return (
                <li key={row.startDate} className="px-3 py-2 text-sm tabular-nums">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                    <span className="w-16 shrink-0 text-xs text-slate-500">
                      Week {row.weekNumber}
                    </span>
                    <span className="text-slate-900">{row.rangeLabel}</span>
                    <span className="ml-auto text-xs text-slate-500">
                      {index + 1} of {rows.length}
                    </span>
                  </div>
                  {plan ? (
                    <p
                      className={cn(
                        'mt-0.5 text-xs',
                        leftAlone || plan.overlaps.length > 0 ? 'text-amber-800' : 'text-slate-600',
                      )}
                    >
                      {weekSummary(plan, copyDuplicates)}
                    </p>
                  ) : null}
                  {plan && plan.outcome === 'copy' ? (
                    <Details plan={plan} copyDuplicates={copyDuplicates} />
                  ) : null}
                </li>
              );
            })}
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

function Details({ plan, copyDuplicates }: { plan: CopyWeekPlan; copyDuplicates: boolean }) {
  const clock = useClock();
  const lines = [
    ...plan.alreadyThere.map(
      (m) => `Already there: ${named(m, clock)}${copyDuplicates ? ' (copied anyway)' : ''}`,
    ),
    ...plan.overlaps.map((o) => `Would overlap: ${named(o, clock)} with ${o.with.join(', ')}`),
  ];
  if (lines.length === 0) return null;
  // Plain lines, not a nested list: each week stays one item of the list of weeks.
  return (
    <div className="mt-1 space-y-0.5 text-xs break-words text-slate-600">
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
