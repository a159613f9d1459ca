import { isEndless, occurrencesBetween } from '../../../shared/schedule/recurrence';
import { addMonths, dayIndexOf, type CivilDate } from '../../../shared/schedule/week';
import type { SeriesDetails } from '../../../shared/schemas/series';
import { defaultSeriesValues, nthOfMonth, type SeriesFormValues } from './series-form';

/**
 * The series' last date (its rule and end applied), or null if it has none left. A series without
 * end has none either: callers ask isEndless first.
 */
export function lastDateOf(series: SeriesDetails): CivilDate | null {
  if (isEndless(series)) return null;
  const dates = occurrencesBetween(series, series.startDate, addMonths(series.startDate, 120));
  return dates.at(-1) ?? null;
}

/**
 * The Edit Series form as the series is: its rule, and its end as a date (its last show, within
 * the dialog's six months from today): a count would count again from the changed date. A series
 * without end stays without end.
 */
export function editSeriesValues(series: SeriesDetails, latest: CivilDate): SeriesFormValues {
  const { rule } = series;
  const base = defaultSeriesValues(dayIndexOf(series.startDate), series.startDate);
  const last = lastDateOf(series);
  return {
    ...base,
    frequency: rule.frequency,
    interval: rule.interval,
    weekdays: rule.byWeekday?.length ? [...rule.byWeekday] : base.weekdays,
    monthDaysText: rule.byMonthday?.join(', ') ?? '',
    monthlyBy: rule.byNthWeekday ? 'weekday' : 'days',
    nth: rule.byNthWeekday?.nth ?? nthOfMonth(series.startDate),
    nthWeekday: rule.byNthWeekday?.weekday ?? base.nthWeekday,
    months: rule.byMonth ? [...rule.byMonth] : [],
    endType: isEndless(series) ? 'never' : last ? 'date' : 'count',
    endDate: last ? (last < latest ? last : latest) : '',
  };
}
