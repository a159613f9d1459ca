import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { isCivilDate, type CivilDate } from './week';

/*
 * The shape of a recurrence rule and of a series' span, with no expansion: direct-occurrences.ts
 * and recurrence.ts both build on it, so neither needs the other for its types.
 */

/** How often a series repeats (SPEC.md §3 "Recurrence rule"). */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** At most this many occurrences are generated per series and expansion (SPEC.md §9). */
export const MAX_ITERATIONS = 1000;

const civilDate = z
  .string()
  .refine(isCivilDate, keyed('series:refusal.dateInvalid', 'Please enter a valid date'));
const INTERVAL = keyed('series:check.interval', 'Repeat every 1 to 99');

/** Which of a month's weekdays a monthly rule means: the 1st to 4th, or the last (-1). */
export const NTH_VALUES = [1, 2, 3, 4, -1] as const;

/** "The 2nd Friday": weekday 0-6 from Sunday, nth 1-4 or -1 for the last. */
export const nthWeekdaySchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  nth: z.union(
    [z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)],
    keyed('series:refusal.nth', 'Choose the 1st to 4th or the last'),
  ),
});
export type NthWeekday = z.infer<typeof nthWeekdaySchema>;

/**
 * A recurrence rule. Weekdays count from Sunday (0), as the grid's days do; month days 1-31;
 * months 1-12. The end is never, after `count` occurrences (the first placement included), or
 * on `endDate`.
 */
export const recurrenceRuleSchema = z
  .strictObject({
    frequency: z.enum(
      FREQUENCIES,
      keyed('series:refusal.frequency', 'Choose daily, weekly, monthly or yearly'),
    ),
    interval: z.number().int().min(1, INTERVAL).max(99, INTERVAL),
    byWeekday: z.array(z.number().int().min(0).max(6)).optional(),
    byMonthday: z.array(z.number().int().min(1).max(31)).optional(),
    /** Monthly only, instead of month days: "every month on the last Monday". */
    byNthWeekday: nthWeekdaySchema.optional(),
    byMonth: z.array(z.number().int().min(1).max(12)).optional(),
    endType: z.enum(['never', 'count', 'date']),
    count: z.number().int().min(1).max(MAX_ITERATIONS).optional(),
    endDate: civilDate.optional(),
  })
  .refine((r) => r.endType !== 'count' || r.count !== undefined, {
    ...keyed('series:refusal.countRequired', 'Enter how many times'),
    path: ['count'],
  })
  .refine((r) => r.endType !== 'date' || r.endDate !== undefined, {
    ...keyed('series:check.endDate', 'Choose an end date'),
    path: ['endDate'],
  })
  .refine((r) => !r.byNthWeekday || (r.frequency === 'monthly' && !r.byMonthday?.length), {
    ...keyed(
      'series:refusal.nthOrDays',
      'Choose either days of the month or a weekday of the month',
    ),
    path: ['byNthWeekday'],
  });

export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;

export type SeriesSpan = { rule: RecurrenceRule; startDate: CivilDate; endDate?: CivilDate | null };
