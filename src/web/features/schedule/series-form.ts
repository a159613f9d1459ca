import { z } from 'zod';
import { FREQUENCIES, type RecurrenceRule } from '../../../shared/schedule/recurrence';
import { addMonths, isCivilDate, type CivilDate } from '../../../shared/schedule/week';
import { SERIES_LIMITS } from '../../../shared/schemas/series';
import type { Translate } from '../../i18n/translate';

/**
 * The Create Recurring Series dialog's input rules (SPEC.md §5 "Recurrence dialog") as pure
 * functions: what the boxes accept, and the rule the dialog sends.
 */

/**
 * The End choice: the spec's count and date, "never" beside them (decision 0053), and "at the end
 * of the season" when the show's date is in one (decision 0056).
 */
export type SeriesEndType = 'count' | 'date' | 'never' | 'season';

/**
 * The dialog's fields; `additional` counts the occurrences after the placed show. Numbers are
 * checked in `seriesFormSchemaFor`, so every refusal shows at once.
 */
export const seriesFormSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  interval: z.number(),
  weekdays: z.array(z.number().int().min(0).max(6)),
  monthDaysText: z.string(),
  /** A monthly rule repeats on days of the month, or on "the 2nd Friday", "the last Monday". */
  monthlyBy: z.enum(['days', 'weekday']),
  nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  nthWeekday: z.number().int().min(0).max(6),
  months: z.array(z.number().int().min(1).max(12)),
  endType: z.enum(['count', 'date', 'never', 'season']),
  additional: z.number(),
  endDate: z.string(),
  /** The last day of the season offered as the end ("" when none is): for the summary. */
  seasonLastDay: z.string().optional(),
});
export type SeriesFormValues = z.infer<typeof seriesFormSchema>;

/** The dates an end date must lie between: the placed show's date and six months from today. */
export type EndDateBounds = { startDate: CivilDate; latestEndDate: CivilDate };

/**
 * The form's schema for one placed show, with the server's messages: interval 1 to 99, and only
 * the chosen end's field (1 to 25 more occurrences, or a date from the first show to six months
 * from today; "never" has no field).
 */
export function seriesFormSchemaFor(bounds: EndDateBounds, t: Translate<'series'>) {
  return seriesFormSchema.superRefine((values, ctx) => {
    const { interval, additional } = values;
    if (!Number.isInteger(interval) || interval < 1 || interval > SERIES_LIMITS.maxInterval)
      ctx.addIssue({ code: 'custom', path: ['interval'], message: t('series:check.interval') });
    if (values.endType === 'count') {
      if (!Number.isInteger(additional) || additional < 1)
        ctx.addIssue({ code: 'custom', path: ['additional'], message: t('series:check.countMin') });
      else if (additional > SERIES_LIMITS.maxAdditional)
        ctx.addIssue({
          code: 'custom',
          path: ['additional'],
          message: t('series:check.countTooHigh'),
        });
      return;
    }
    if (values.endType === 'never' || values.endType === 'season') return;
    const message = endDateProblem(values.endDate, bounds, t);
    if (message) ctx.addIssue({ code: 'custom', path: ['endDate'], message });
  });
}

/** Why an end date is refused, or null: "2027-09-01" six months after "2027-02-01" is too late. */
export function endDateProblem(
  endDate: string,
  bounds: EndDateBounds,
  t: Translate<'series'>,
): string | null {
  if (!isCivilDate(endDate)) return t('series:check.endDate');
  if (endDate > bounds.latestEndDate) return t('series:check.endTooLate');
  if (endDate < bounds.startDate) return t('series:check.endBeforeStart');
  return null;
}

/** The latest end date the dialog offers: six months from today (station zone). */
export function latestEndDate(today: CivilDate): CivilDate {
  return addMonths(today, SERIES_LIMITS.maxMonthsAhead);
}

/**
 * Which of its month's weekdays a date is: 2027-01-08 is the 2nd Friday; the 29th to 31st are
 * "the last" (there is no 5th in most months).
 */
export function nthOfMonth(date: CivilDate): 1 | 2 | 3 | 4 | -1 {
  const day = Number(date.slice(8, 10));
  const nth = Math.ceil(day / 7);
  return nth >= 5 ? -1 : (nth as 1 | 2 | 3 | 4);
}

/** Where the dialog starts: weekly, every 1, on the show's day, ending after 4 more. */
export function defaultSeriesValues(dayIndex: number, startDate?: CivilDate): SeriesFormValues {
  return {
    frequency: 'weekly',
    interval: 1,
    weekdays: [dayIndex],
    monthDaysText: '',
    monthlyBy: 'days',
    nth: startDate ? nthOfMonth(startDate) : 1,
    nthWeekday: dayIndex,
    months: [],
    endType: 'count',
    additional: SERIES_LIMITS.defaultAdditional,
    endDate: '',
  };
}

/** A whole number typed in a box; text that is not a number becomes 1: "abc" is 1, "7" is 7. */
export function parseWholeNumber(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 1;
}

/**
 * The month days typed as "1, 15, 31": whole numbers 1 to 31 are kept, sorted and once each;
 * anything else is left out. "15, 1, 40, x, 2.5, 15" gives [1, 15].
 */
export function parseMonthDays(text: string): number[] {
  const days = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((day) => day >= 1 && day <= 31);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** Turns one value of a sorted list on or off, keeping it sorted: ([1, 5], 3) gives [1, 3, 5]. */
export function toggleSorted(list: readonly number[], value: number): number[] {
  if (list.includes(value)) return list.filter((item) => item !== value);
  return [...list, value].sort((a, b) => a - b);
}

/**
 * The rule the dialog sends (SPEC.md §5): only the chosen frequency's list (left out when empty,
 * so the series keeps the first show's weekday, day or month) and only the chosen end, the count
 * being the additional occurrences plus the placed show itself ("never" sends neither).
 */
export function toSeriesRule(values: SeriesFormValues): RecurrenceRule {
  const rule: RecurrenceRule = {
    frequency: values.frequency,
    interval: values.interval,
    // The season's end is the series' own last date, sent as its season (seasonChoice).
    endType: values.endType === 'season' ? 'never' : values.endType,
  };
  if (values.frequency === 'weekly' && values.weekdays.length > 0)
    rule.byWeekday = [...values.weekdays];
  const monthDays = parseMonthDays(values.monthDaysText);
  if (values.frequency === 'monthly' && values.monthlyBy === 'weekday')
    rule.byNthWeekday = { weekday: values.nthWeekday, nth: values.nth };
  else if (values.frequency === 'monthly' && monthDays.length > 0) rule.byMonthday = monthDays;
  if (values.frequency === 'yearly' && values.months.length > 0) rule.byMonth = [...values.months];
  if (values.endType === 'count') rule.count = values.additional + 1;
  else if (values.endType === 'date') rule.endDate = values.endDate;
  return rule;
}

/**
 * The season a dialog sends beside the rule: the offered season's id when the End choice is "at
 * the end of the season", else nothing.
 */
export function seasonChoice(
  values: Pick<SeriesFormValues, 'endType'>,
  offered: { id: string } | null,
): { seasonId?: string } {
  return values.endType === 'season' && offered ? { seasonId: offered.id } : {};
}
