import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs';
import { keyed } from '../i18n/local-text';
import {
  addDays,
  addMonths,
  daysBetween,
  isCivilDate,
  weekIdOf,
  type CivilDate,
} from '../schedule/week';
import { isDateInRange } from '../schedule/week-range';

/**
 * The ranges a report covers (issue 36), in station time. A report counts whole weeks: the weeks
 * whose Sunday falls in the range, so a week belongs to the month (quarter, year) it starts in and
 * consecutive monthly reports neither share nor miss a week (decision 0073).
 */
export const REPORT_RANGES = [
  'this-week',
  'last-4-weeks',
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
  'custom',
] as const;
export type ReportRangePreset = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABELS: Record<ReportRangePreset, string> = {
  'this-week': 'This week',
  'last-4-weeks': 'Last 4 weeks',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'this-year': 'This year',
  custom: 'Custom',
};

/** Which weeks count: finalized ones only (the default: what the station committed to) or all. */
export const REPORT_WEEKS = ['finalized', 'all'] as const;
export type ReportWeeks = (typeof REPORT_WEEKS)[number];

/** A custom range is at most two years (a leap day included): about 105 weeks of work. */
export const REPORT_MAX_DAYS = 731;

export const REPORT_MESSAGES = {
  customNeedsDates: 'A custom range needs a first and a last date (YYYY-MM-DD).',
  badDate: 'Enter dates as YYYY-MM-DD.',
  reversed: 'The first date must not be after the last.',
  tooLong: 'A report covers at most two years; choose a shorter range.',
} as const;

/** Each range refusal's catalog key (namespace `reports`), said in the request's language. */
export const REPORT_MESSAGE_KEYS = {
  customNeedsDates: 'reports:range.customNeedsDates',
  badDate: 'reports:range.badDate',
  reversed: 'reports:range.reversed',
  tooLong: 'reports:range.tooLong',
} as const satisfies Record<keyof typeof REPORT_MESSAGES, MessageKey>;

const dateField = z
  .string()
  .refine(isCivilDate, keyed(REPORT_MESSAGE_KEYS.badDate, REPORT_MESSAGES.badDate));

/** GET /api/reports?range=…&from=…&to=…&weeks=… */
export const reportQuerySchema = z.object({
  range: z.enum(REPORT_RANGES).default('last-4-weeks'),
  from: dateField.optional(),
  to: dateField.optional(),
  weeks: z.enum(REPORT_WEEKS).default('finalized'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export type ResolvedRange = {
  preset: ReportRangePreset;
  from: CivilDate;
  to: CivilDate;
  /** The Sundays in from..to, oldest first. */
  weekIds: CivilDate[];
};

/** Why a range is refused: the caller answers 400 with this message (`reason` names its key). */
export class ReportRangeError extends Error {
  constructor(readonly reason: keyof typeof REPORT_MESSAGES) {
    super(REPORT_MESSAGES[reason]);
  }
}

const monthStart = (date: CivilDate) => `${date.slice(0, 8)}01`;
const monthsEnd = (start: CivilDate, months: number) => addDays(addMonths(start, months), -1);

/**
 * The dates a preset names on `today` (the station's date now), or the custom dates checked.
 * Example: "last-month" on 2027-03-10 is 2027-02-01..2027-02-28 and counts the weeks of 7, 14, 21
 * and 28 February.
 */
export function resolveReportRange(query: ReportQuery, today: CivilDate): ResolvedRange {
  const [from, to] = datesOf(query, today);
  if (!isDateInRange(from) || !isDateInRange(to)) throw new ReportRangeError('badDate');
  if (from > to) throw new ReportRangeError('reversed');
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS) throw new ReportRangeError('tooLong');
  return { preset: query.range, from, to, weekIds: sundaysBetween(from, to) };
}

function datesOf(query: ReportQuery, today: CivilDate): [CivilDate, CivilDate] {
  const week = weekIdOf(today);
  const month = monthStart(today);
  switch (query.range) {
    case 'this-week':
      return [week, addDays(week, 6)];
    case 'last-4-weeks':
      // The four whole weeks before this one.
      return [addDays(week, -28), addDays(week, -1)];
    case 'this-month':
      return [month, monthsEnd(month, 1)];
    case 'last-month': {
      const last = addMonths(month, -1);
      return [last, monthsEnd(last, 1)];
    }
    case 'this-quarter': {
      const monthIndex = Number(today.slice(5, 7)) - 1;
      const start = `${today.slice(0, 5)}${String(monthIndex - (monthIndex % 3) + 1).padStart(2, '0')}-01`;
      return [start, monthsEnd(start, 3)];
    }
    case 'this-year':
      return [`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`];
    case 'custom':
      if (!query.from || !query.to) throw new ReportRangeError('customNeedsDates');
      return [query.from, query.to];
  }
}

/** The Sundays from `from` to `to`, both included. */
export function sundaysBetween(from: CivilDate, to: CivilDate): CivilDate[] {
  const first = weekIdOf(from) === from ? from : addDays(weekIdOf(from), 7);
  const sundays: CivilDate[] = [];
  for (let sunday = first; sunday <= to; sunday = addDays(sunday, 7)) sundays.push(sunday);
  return sundays;
}
