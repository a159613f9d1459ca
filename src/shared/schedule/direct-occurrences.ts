import type { SeriesSpan } from './recurrence-rule';
import type { CivilDate } from './week';

// Civil dates as day numbers (days since 1970-01-01) and back, in integers only: a week read
// does this for every series, and Date objects and date-fns cost more than the rule itself.
// The proleptic Gregorian algorithms of H. Hinnant ("chrono-compatible low-level date
// algorithms"), as rrule's and Date's calendars are.
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
function civilFromDays(days: number): { y: number; m0: number; d: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m0: m - 1, d };
}
const dayNumber = (date: CivilDate) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return daysFromCivil(y, m, d);
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const civilOf = (day: number): CivilDate => {
  const { y, m0, d } = civilFromDays(day);
  return `${pad(y, 4)}-${pad(m0 + 1, 2)}-${pad(d, 2)}`;
};
/** Monday 0 ... Sunday 6, as rrule's weeks count. */
const mondayFirst = (day: number) => (((day + 3) % 7) + 7) % 7;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in month m0 (0-11) of year y. */
const monthLength = (y: number, m0: number) => (m0 === 1 && isLeap(y) ? 29 : LENGTHS[m0]!);
const monthStart = (y: number, m0: number) => daysFromCivil(y, m0 + 1, 1);
const ymd = civilFromDays;

/**
 * The dates of a series in [from, to], computed from the rule by arithmetic instead of by rrule:
 * building an rrule and walking even a few days with it costs about half a millisecond, which a
 * week read paid for every series reaching the week. Each candidate day of the window is tested
 * against the rule (its period, weekday or month day), and a rule ending after a count numbers
 * the date by counting the occurrences of the periods before it. Exactly what rrule gives, which
 * recurrence-bounded.test.ts proves against walking the rule from its first date, in any zone.
 * At most `limit` dates, the first ones, as rrule's expansion is capped.
 */
export function directOccurrences(
  series: SeriesSpan,
  from: CivilDate,
  to: CivilDate,
  limit: number,
): CivilDate[] {
  const { rule, startDate } = series;
  const start = dayNumber(startDate);
  let last = dayNumber(to);
  // The ten-year horizon (HORIZON_MONTHS) of a series with an end: the day before the same date
  // ten years on, where February 29 becomes the 28th (as addMonths does). A series whose end is
  // "never" has none; the window alone bounds it (endBound says the same in dates).
  if (rule.endType !== 'never') {
    const s = ymd(start);
    last = Math.min(
      last,
      monthStart(s.y + 10, s.m0) + Math.min(s.d, monthLength(s.y + 10, s.m0)) - 2,
    );
  }
  if (rule.endType === 'date' && rule.endDate) last = Math.min(last, dayNumber(rule.endDate));
  if (series.endDate) last = Math.min(last, dayNumber(series.endDate));
  const first = Math.max(dayNumber(from), start);
  const count = rule.endType === 'count' ? rule.count : undefined;
  const test = dateTest(series, start);
  const dates: CivilDate[] = [];
  let tested = 0;
  for (let day = first; day <= last && dates.length < limit; day++) {
    tested++;
    const index = test(day);
    if (index === null) continue;
    if (count !== undefined && index >= count) break;
    dates.push(civilOf(day));
  }
  expansionWork.daysTested += tested;
  return dates;
}

/**
 * How many days the expansion has tested against a rule since the process started. Tests bound
 * a read's work with it (a week tests its seven days, however long ago its series began), where
 * a timing would depend on the machine; what it costs is a bench figure.
 */
export const expansionWork = { daysTested: 0 };

/**
 * For a day, null if the rule does not occur on it, else its 0-based number among the series'
 * occurrences (counted only where a count needs it; 0 otherwise).
 */
function dateTest(series: SeriesSpan, start: number): (day: number) => number | null {
  const { rule } = series;
  const interval = rule.interval;
  const counted = rule.endType === 'count';
  const s = ymd(start);
  switch (rule.frequency) {
    case 'daily':
      return (day) => ((day - start) % interval === 0 ? (day - start) / interval : null);
    case 'weekly': {
      const positions = new Set(
        rule.byWeekday?.length ? rule.byWeekday.map((d) => (d + 6) % 7) : [mondayFirst(start)],
      );
      const startPos = mondayFirst(start);
      const firstMonday = start - startPos;
      const inFirstWeek = [...positions].filter((p) => p >= startPos).length;
      const before = (pos: number, from = 0) =>
        [...positions].filter((p) => p >= from && p < pos).length;
      return (day) => {
        const pos = mondayFirst(day);
        if (!positions.has(pos)) return null;
        const weeks = (day - pos - firstMonday) / 7;
        if (weeks % interval !== 0) return null;
        if (!counted) return 0;
        const k = weeks / interval;
        if (k === 0) return before(pos, startPos);
        return inFirstWeek + (k - 1) * positions.size + before(pos);
      };
    }
    case 'monthly': {
      const nth = rule.byNthWeekday;
      const days = rule.byMonthday?.length ? rule.byMonthday : [s.d];
      // The dates of the month (y, m0) the rule picks, in order.
      const datesOf = (y: number, m0: number): number[] => {
        const length = monthLength(y, m0);
        if (nth) {
          const firstDay = monthStart(y, m0);
          const weekday = (nth.weekday + 6) % 7;
          if (nth.nth > 0)
            return [firstDay + ((weekday - mondayFirst(firstDay) + 7) % 7) + (nth.nth - 1) * 7];
          const lastDay = firstDay + length - 1;
          return [lastDay - ((mondayFirst(lastDay) - weekday + 7) % 7)];
        }
        const base = monthStart(y, m0);
        return [...new Set(days)]
          .filter((d) => d <= length)
          .sort((a, b) => a - b)
          .map((d) => base + d - 1);
      };
      return (day) => {
        const { y, m0 } = ymd(day);
        const months = (y - s.y) * 12 + (m0 - s.m0);
        if (months % interval !== 0 || !datesOf(y, m0).includes(day)) return null;
        if (!counted) return 0;
        let index = 0;
        for (let k = 0; k * interval <= months; k++) {
          const m = s.m0 + k * interval;
          const yy = s.y + Math.floor(m / 12);
          index += datesOf(yy, m - Math.floor(m / 12) * 12).filter(
            (d) => d >= start && d < day,
          ).length;
        }
        return index;
      };
    }
    case 'yearly': {
      const months = [...new Set(rule.byMonth?.length ? rule.byMonth : [s.m0 + 1])].sort(
        (a, b) => a - b,
      );
      const datesOf = (y: number) =>
        months
          .filter((m) => s.d <= monthLength(y, m - 1))
          .map((m) => monthStart(y, m - 1) + s.d - 1);
      return (day) => {
        const { y, m0, d } = ymd(day);
        const years = y - s.y;
        if (years % interval !== 0 || d !== s.d || !months.includes(m0 + 1)) return null;
        if (!counted) return 0;
        let index = 0;
        for (let k = 0; k * interval <= years; k++)
          index += datesOf(s.y + k * interval).filter((x) => x >= start && x < day).length;
        return index;
      };
    }
  }
}
