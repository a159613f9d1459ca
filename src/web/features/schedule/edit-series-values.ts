import { isEndless, occurrencesBetween } from '../../../shared/schedule/recurrence';
import { seasonOn, type Season } from '../../../shared/schedule/seasons';
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
/**
 * The season Edit Series offers as the end (decision 0056): the one the series ends with now
 * (its own last date is that season's last day, from `fromDate` on), else the season of the
 * date being edited.
 */
export function seasonForEdit(
  seasons: readonly Season[],
  series: SeriesDetails,
  fromDate: CivilDate,
): Season | null {
  const endsWith = seasons.find((s) => s.lastDay === series.endDate && s.lastDay >= fromDate);
  return endsWith ?? seasonOn(seasons, fromDate);
}

/** Whether the series ends "at the end of the season" offered: its rule "never", its end that day. */
const endsWithSeason = (series: SeriesDetails, season: Season | null) =>
  season !== null && series.rule.endType === 'never' && series.endDate === season.lastDay;

export function editSeriesValues(
  series: SeriesDetails,
  latest: CivilDate,
  season: Season | null = null,
): SeriesFormValues {
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
    endType: endsWithSeason(series, season)
      ? 'season'
      : isEndless(series)
        ? 'never'
        : last
          ? 'date'
          : 'count',
    endDate: last ? (last < latest ? last : latest) : '',
    seasonLastDay: season?.lastDay ?? '',
  };
}
