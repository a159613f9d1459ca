import { clockSpan, minutesOfClock, type Clock } from '../../../shared/i18n/clock-text';
import type { WeekStatus } from '../../../shared/schedule/placement';
import type { Language } from '../../../shared/i18n/languages';
import { type CivilDate } from '../../../shared/schedule/week';
import type { MyShow } from '../../../shared/team/my-shows';
import { dateParts } from '../../i18n/date-parts';
import type { Translate } from '../../i18n/translate';

export type MyShowsDay = { date: CivilDate; label: string; shows: MyShow[] };
export type MyShowsWeek = { weekId: CivilDate; status: WeekStatus; days: MyShowsDay[] };

/**
 * The page's outline: weeks in order, each with the days that hold a show. The answer is in
 * time order already, so a show only ever joins the last week and day seen.
 */
export function groupMyShows(
  shows: readonly MyShow[],
  label: (show: MyShow) => string,
): MyShowsWeek[] {
  const weeks: MyShowsWeek[] = [];
  for (const show of shows) {
    let week = weeks.at(-1);
    if (week?.weekId !== show.weekId) {
      week = { weekId: show.weekId, status: show.weekStatus, days: [] };
      weeks.push(week);
    }
    let day = week.days.at(-1);
    if (day?.date !== show.date) {
      day = { date: show.date, label: label(show), shows: [] };
      week.days.push(day);
    }
    day.shows.push(show);
  }
  return weeks;
}

/** "Tuesday, Nov 24", "Martes, 24 nov", "Dienstag, 24. Nov.": the weekday and date from Intl. */
export const dayLabel = (t: Translate<'myShows'>, language: Language, show: Pick<MyShow, 'date'>) =>
  t('myShows:day.heading', { ...dateParts(language, show.date) });

/**
 * "20:00 - 21:00", and "23:00 - 01:00 (next day)" for a show that runs past midnight; on the
 * 12-hour clock "8:00 - 9:00 PM" and "11:00 PM - 1:00 AM (next day)".
 */
export function airTimeLabel(
  t: Translate<'myShows'>,
  show: Pick<MyShow, 'date' | 'endDate' | 'startTime' | 'endTime'>,
  clock: Clock = '24h',
) {
  const sameDay = show.endDate === show.date;
  const range = clockSpan(
    minutesOfClock(show.startTime),
    minutesOfClock(show.endTime),
    ' - ',
    clock,
    sameDay,
  );
  return show.endDate > show.date && show.endTime !== '00:00'
    ? t('myShows:nextDay', { range })
    : range;
}

/** Where a show's week opens in the schedule screen. */
export const scheduleHref = (weekId: CivilDate) => `/schedule?week=${weekId}`;
