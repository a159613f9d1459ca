import { datetime, RRule, type RRuleOptions } from './rrule-adapter';
import { directOccurrences } from './direct-occurrences';
import {
  MAX_ITERATIONS,
  type NthWeekday,
  type RecurrenceRule,
  type SeriesSpan,
} from './recurrence-rule';
import { addDays, addMonths, dayIndexOf, type CivilDate } from './week';

/*
 * The rule's shape lives in recurrence-rule.ts (so direct-occurrences.ts can use it without
 * importing this file back); it is exported from here too, where its many callers look for it.
 */
export {
  FREQUENCIES,
  MAX_ITERATIONS,
  NTH_VALUES,
  nthWeekdaySchema,
  recurrenceRuleSchema,
  type Frequency,
  type NthWeekday,
  type RecurrenceRule,
  type SeriesSpan,
} from './recurrence-rule';

const FREQ = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const;

/** Our Sunday-first weekday (0-6) as rrule's Monday-first one. */
const toRRuleWeekday = (day: number) => (day + 6) % 7;
const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
/** "The 2nd Friday" as rrule's BYDAY=2FR (the last is -1). */
const toRRuleNth = ({ weekday, nth }: NthWeekday) => RRULE_DAYS[toRRuleWeekday(weekday)]!.nth(nth);

const atMidnight = (date: CivilDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return datetime(y, m, d);
};
const atDayEnd = (date: CivilDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return datetime(y, m, d, 23, 59, 59);
};

/**
 * A series with an end (a count or a date) stops at the latest ten years after its first date
 * (SPEC.md §9). A series whose end is "never" has no such stop: it runs until someone changes it
 * (a standing schedule, DESIGN.md D16), and every read is bounded by the window asked for instead.
 */
export const HORIZON_MONTHS = 120;

/** A series runs without end: its rule ends "never" and nothing ended the series itself. */
export function isEndless(series: SeriesSpan): boolean {
  return series.rule.endType === 'never' && !series.endDate;
}

/**
 * The last date a series may occur on by its ends and horizon alone, or null if it has none. A
 * counted series may run out earlier (the count numbers its dates; this does not count them).
 */
export function endBound(series: SeriesSpan): CivilDate | null {
  const { rule } = series;
  const ends = [
    rule.endType === 'date' ? rule.endDate : undefined,
    series.endDate ?? undefined,
    rule.endType === 'never' ? undefined : addDays(addMonths(series.startDate, HORIZON_MONTHS), -1),
  ]
    .filter((d): d is string => d !== undefined)
    .sort();
  return ends[0] ?? null;
}

/**
 * The frequency, interval and BY parts of a rule as rrule's options: what repeats, without where
 * it starts or ends.
 */
export function ruleParts(rule: RecurrenceRule): Partial<RRuleOptions> {
  const parts: Partial<RRuleOptions> = { freq: FREQ[rule.frequency], interval: rule.interval };
  if (rule.frequency === 'weekly' && rule.byWeekday?.length)
    parts.byweekday = rule.byWeekday.map(toRRuleWeekday);
  if (rule.frequency === 'monthly' && rule.byNthWeekday)
    parts.byweekday = [toRRuleNth(rule.byNthWeekday)];
  else if (rule.frequency === 'monthly' && rule.byMonthday?.length)
    parts.bymonthday = rule.byMonthday;
  if (rule.frequency === 'yearly' && rule.byMonth?.length) parts.bymonth = rule.byMonth;
  return parts;
}

/**
 * The rrule a series stands for, as the rule says (calendar export writes its options out).
 * Occurrences are calendar dates: the time of day is the series' slot in station wall-clock
 * time, so daylight-saving changes never move a show (DESIGN.md §3). Week reads do not walk it:
 * occurrencesBetween computes the same dates directly (direct-occurrences.ts).
 */
export function toRRule(series: SeriesSpan): InstanceType<typeof RRule> {
  const { rule } = series;
  const options: Partial<RRuleOptions> = {
    ...ruleParts(rule),
    dtstart: atMidnight(series.startDate),
  };
  if (rule.endType === 'count' && rule.count !== undefined) options.count = rule.count;
  // A series without end is written without UNTIL or COUNT: calendars repeat it until changed.
  const last = endBound(series);
  if (last !== null) options.until = atDayEnd(last);
  return new RRule(options);
}

/**
 * The dates in [from, to] on which a series occurs, at most MAX_ITERATIONS of them. A weekly
 * series on Tuesdays from 2026-11-24 with count 5 occurs on 2026-12-08 within 2026-12-06..12.
 * Computed by arithmetic over the window only (direct-occurrences.ts), never past `to` or the
 * series' end (endBound), so its cost follows the window asked for, not how long ago the series
 * began nor whether it ever ends.
 */
export function occurrencesBetween(
  series: SeriesSpan,
  from: CivilDate,
  to: CivilDate,
): CivilDate[] {
  if (to < series.startDate || to < from) return [];
  return directOccurrences(series, from, to, MAX_ITERATIONS);
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
