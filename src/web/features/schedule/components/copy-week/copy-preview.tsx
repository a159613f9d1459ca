import { useId } from 'react';
import type { CopyMention, CopyWeekPlan } from '../../../../../shared/schedule/copy-plan';
import { copyPreview } from '../../../../../shared/schedule/copy-week';
import type { CivilDate } from '../../../../../shared/schedule/week';
import { slotTime, type Clock } from '../../../../../shared/schedule/slots';
import { cn } from '../../../../lib/cn';
import { useClock } from '../../../../lib/use-clock';
import { useCalendarWords, type CalendarWords } from '../../../../i18n/calendar-words';
import type { Translate } from '../../../../i18n/translate';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/** "Morning Show, Mon 08:00". */
const named = (t: Translate<'series'>, calendar: CalendarWords, m: CopyMention, clock: Clock) =>
  t('series:copy.mention', {
    show: m.showName,
    day: calendar.weekdayShort(m.dayIndex),
    time: slotTime(m.timeIndex, clock),
  });

/** What a copy will do to one week, in a few words: "2 to copy, 1 already there (skipped)". */
export function weekSummary(
  t: Translate<'series'>,
  plan: CopyWeekPlan | undefined,
  copyDuplicates: boolean,
): string {
  if (!plan) return '';
  if (plan.outcome === 'finalized') return t('series:copy.weekFinalized');
  if (plan.outcome === 'past') return t('series:copy.weekPast');
  const parts = [t('series:copy.toCopy', { count: plan.copies.length })];
  if (plan.alreadyThere.length > 0)
    parts.push(
      copyDuplicates
        ? t('series:copy.alreadyCopied', { count: plan.alreadyThere.length })
        : t('series:copy.alreadySkipped', { count: plan.alreadyThere.length }),
    );
  if (plan.bySeries.length > 0)
    parts.push(t('series:copy.bySeries', { count: plan.bySeries.length }));
  if (plan.overlaps.length > 0)
    parts.push(t('series:copy.wouldOverlap', { count: plan.overlaps.length }));
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
  const t = useT(series);
  const calendar = useCalendarWords();
  const rows = copyPreview(targets);
  const byWeek = new Map((plans ?? []).map((p) => [p.weekId, p]));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {t('series:copy.preview', { count: rows.length })}
        {loading ? (
          <span className="ml-2 text-xs text-slate-500">{t('series:copy.checking')}</span>
        ) : null}
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          {t('series:copy.noWeeks')}
        </p>
      ) : (
        // Focusable, so the list scrolls from the keyboard too.
        <div
          tabIndex={0}
          role="region"
          aria-label={t('series:copy.weeksList')}
          className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ol className="divide-y divide-slate-100">
            {rows.map((row, index) => {
              const plan = byWeek.get(row.startDate);
              const leftAlone = plan !== undefined && plan.outcome !== 'copy';
              return (
                <li key={row.startDate} className="px-3 py-2 text-sm tabular-nums">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                    <span className="min-w-16 shrink-0 text-xs whitespace-nowrap text-slate-500">
                      {t('series:copy.weekNumber', { number: String(row.weekNumber) })}
                    </span>
                    <span className="text-slate-900">{calendar.weekRange(row.startDate)}</span>
                    <span className="ml-auto text-xs text-slate-500">
                      {t('series:copy.position', { n: index + 1, count: rows.length })}
                    </span>
                  </div>
                  {plan ? (
                    <p
                      className={cn(
                        'mt-0.5 text-xs',
                        leftAlone || plan.overlaps.length > 0 ? 'text-amber-800' : 'text-slate-600',
                      )}
                    >
                      {weekSummary(t, plan, copyDuplicates)}
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
      {capped ? <p className="text-xs text-slate-500">{t('series:copy.capped')}</p> : null}
    </section>
  );
}

function Details({ plan, copyDuplicates }: { plan: CopyWeekPlan; copyDuplicates: boolean }) {
  const clock = useClock();
  const t = useT(series);
  const calendar = useCalendarWords();
  const lines = [
    ...plan.alreadyThere.map((m) =>
      copyDuplicates
        ? t('series:copy.alreadyThereCopied', { show: named(t, calendar, m, clock) })
        : t('series:copy.alreadyThere', { show: named(t, calendar, m, clock) }),
    ),
    ...plan.overlaps.map((o) =>
      t('series:copy.overlapLine', {
        show: named(t, calendar, o, clock),
        others: o.with.join(', '),
      }),
    ),
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
