import { z } from 'zod';
import { datetime, RRule, type RRuleOptions } from './rrule-adapter';
import { addDays, dayIndexOf, isCivilDate, type CivilDate } from './week';

/** How often a series repeats (SPEC.md §3 "Recurrence rule"). */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** At most this many occurrences are generated per series and expansion (SPEC.md §9). */
export const MAX_ITERATIONS = 1000;

const civilDate = z.string().refine(isCivilDate, 'Please enter a valid date');

/**
 * A recurrence rule. Weekdays count from Sunday (0), as the grid's days do; month days 1-31;
 * months 1-12. The end is never, after `count` occurrences (the first placement included), or
 * on `endDate`.
 */
export const recurrenceRuleSchema = z
  .strictObject({
    frequency: z.enum(FREQUENCIES, { error: 'Choose daily, weekly, monthly or yearly' }),
    interval: z.number().int().min(1, 'Repeat every 1 to 99').max(99, 'Repeat every 1 to 99'),
    byWeekday: z.array(z.number().int().min(0).max(6)).optional(),
    byMonthday: z.array(z.number().int().min(1).max(31)).optional(),
    byMonth: z.array(z.number().int().min(1).max(12)).optional(),
    endType: z.enum(['never', 'count', 'date']),
    count: z.number().int().min(1).max(MAX_ITERATIONS).optional(),
    endDate: civilDate.optional(),
  })
  .refine((r) => r.endType !== 'count' || r.count !== undefined, {
    message: 'Enter how many times',
    path: ['count'],
  })
  .refine((r) => r.endType !== 'date' || r.endDate !== undefined, {
    message: 'Choose an end date',
    path: ['endDate'],
  });

export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

export type SeriesSpan = { rule: RecurrenceRule; startDate: CivilDate; endDate?: CivilDate | null };

const FREQ = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const;

/** Our Sunday-first weekday (0-6) as rrule's Monday-first one. */
const toRRuleWeekday = (day: number) => (day + 6) % 7;

const atMidnight = (date: CivilDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return datetime(y, m, d);
};
const atDayEnd = (date: CivilDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return datetime(y, m, d, 23, 59, 59);
};

/**
 * The rrule a series stands for. Occurrences are calendar dates: the time of day is the series'
 * slot in station wall-clock time, so daylight-saving changes never move a show (DESIGN.md §3).
 */
export function toRRule(series: SeriesSpan): InstanceType<typeof RRule> {
  const { rule } = series;
  const ends = [rule.endType === 'date' ? rule.endDate : undefined, series.endDate ?? undefined]
    .filter((d): d is string => d !== undefined)
    .sort();
  const options: Partial<RRuleOptions> = {
    freq: FREQ[rule.frequency],
    interval: rule.interval,
    dtstart: atMidnight(series.startDate),
  };
  if (rule.frequency === 'weekly' && rule.byWeekday?.length)
    options.byweekday = rule.byWeekday.map(toRRuleWeekday);
  if (rule.frequency === 'monthly' && rule.byMonthday?.length) options.bymonthday = rule.byMonthday;
  if (rule.frequency === 'yearly' && rule.byMonth?.length) options.bymonth = rule.byMonth;
  if (rule.endType === 'count' && rule.count !== undefined) options.count = rule.count;
  if (ends[0]) options.until = atDayEnd(ends[0]);
  return new RRule(options);
}

/**
 * The dates in [from, to] on which a series occurs, at most MAX_ITERATIONS of them. A weekly
 * series on Tuesdays from 2026-11-24 with count 5 occurs on 2026-12-08 within 2026-12-06..12.
 * Generation never looks past `to`, so the spec's ten-year horizon is never reached.
 */
export function occurrencesBetween(
  series: SeriesSpan,
  from: CivilDate,
  to: CivilDate,
): CivilDate[] {
  if (to < series.startDate) return [];
  const dates = toRRule(series).between(
    atMidnight(from),
    atDayEnd(to),
    true,
    (_date, i) => i < MAX_ITERATIONS,
  );
  return dates.map((d) => d.toISOString().slice(0, 10));
}

/** The occurrences of a series in the week starting `weekId`, as grid days (0 = Sunday). */
export function occurrencesInWeek(
  series: SeriesSpan,
  weekId: CivilDate,
): { date: CivilDate; dayIndex: number }[] {
  return occurrencesBetween(series, weekId, addDays(weekId, 6)).map((date) => ({
    date,
    dayIndex: dayIndexOf(date),
  }));
}
