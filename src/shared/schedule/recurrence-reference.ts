import { HORIZON_MONTHS, MAX_ITERATIONS, type SeriesSpan } from './recurrence';
import { datetime, RRule, type RRuleOptions } from './rrule-adapter';
import { addMonths } from './week';

/**
 * The expansion as it was before it started near the window: rrule walks from the series' first
 * date, every time, with the rule exactly as stored. Slow for old series and kept only as the
 * reference the bounded expansion and the week reads must equal (tests use it).
 */
export function walkedFromStart(series: SeriesSpan, from: string, to: string): string[] {
  if (to < series.startDate) return [];
  const { rule } = series;
  const at = (date: string, ...time: number[]) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return datetime(y, m, d, ...time);
  };
  const ends = [rule.endType === 'date' ? rule.endDate : undefined, series.endDate ?? undefined]
    .filter((d): d is string => d !== undefined)
    .sort();
  const freq = {
    daily: RRule.DAILY,
    weekly: RRule.WEEKLY,
    monthly: RRule.MONTHLY,
    yearly: RRule.YEARLY,
  };
  const options: Partial<RRuleOptions> = {
    freq: freq[rule.frequency],
    interval: rule.interval,
    dtstart: at(series.startDate),
  };
  if (rule.frequency === 'weekly' && rule.byWeekday?.length)
    options.byweekday = rule.byWeekday.map((day) => (day + 6) % 7);
  if (rule.frequency === 'monthly' && rule.byNthWeekday) {
    const { weekday, nth } = rule.byNthWeekday;
    options.byweekday = [
      [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU][
        (weekday + 6) % 7
      ]!.nth(nth),
    ];
  } else if (rule.frequency === 'monthly' && rule.byMonthday?.length)
    options.bymonthday = rule.byMonthday;
  if (rule.frequency === 'yearly' && rule.byMonth?.length) options.bymonth = rule.byMonth;
  if (rule.endType === 'count' && rule.count !== undefined) options.count = rule.count;
  if (ends[0]) options.until = at(ends[0], 23, 59, 59);
  // A series with an end stops ten years after its first date; one without end does not.
  const horizon =
    rule.endType === 'never' ? '9999-12-31' : addMonths(series.startDate, HORIZON_MONTHS);
  return new RRule(options)
    .between(at(from), at(to, 23, 59, 59), true, (_d, i) => i < MAX_ITERATIONS)
    .map((d) => d.toISOString().slice(0, 10))
    .filter((date) => date < horizon);
}
