import { clockSpan, minutesOfClock, type Clock } from '../../../shared/i18n/clock-text';
import type { WeekStatus } from '../../../shared/schedule/placement';
import { DAY_NAMES, shortDateLabel, type CivilDate } from '../../../shared/schedule/week';
import type { MyShow } from '../../../shared/team/my-shows';

export type MyShowsDay = { date: CivilDate; label: string; shows: MyShow[] };
export type MyShowsWeek = { weekId: CivilDate; status: WeekStatus; days: MyShowsDay[] };

/**
 * The page's outline: weeks in order, each with the days that hold a show. The answer is in
 * time order already, so a show only ever joins the last week and day seen.
 */
export function groupMyShows(shows: readonly MyShow[]): MyShowsWeek[] {
  const weeks: MyShowsWeek[] = [];
  for (const show of shows) {
    let week = weeks.at(-1);
    if (week?.weekId !== show.weekId) {
      week = { weekId: show.weekId, status: show.weekStatus, days: [] };
      weeks.push(week);
    }
    let day = week.days.at(-1);
    if (day?.date !== show.date) {
      day = { date: show.date, label: dayLabel(show), shows: [] };
      week.days.push(day);
    }
    day.shows.push(show);
  }
  return weeks;
}

/** "Tuesday, Nov 24". */
export const dayLabel = (show: Pick<MyShow, 'date' | 'dayIndex'>) =>
  `${DAY_NAMES[show.dayIndex]}, ${shortDateLabel(show.date)}`;

/**
 * "20:00 - 21:00", and "23:00 - 01:00 (next day)" for a show that runs past midnight; on the
 * 12-hour clock "8:00 - 9:00 PM" and "11:00 PM - 1:00 AM (next day)".
 */
export function airTimeLabel(
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
  return show.endDate > show.date && show.endTime !== '00:00' ? `${range} (next day)` : range;
}

/** Where a show's week opens in the schedule screen. */
export const scheduleHref = (weekId: CivilDate) => `/schedule?week=${weekId}`;
