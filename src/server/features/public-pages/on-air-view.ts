import { wallClockInstant } from '../../../shared/schedule/wall-clock-instant';
import {
  addDays,
  dateInZone,
  isWeekId,
  weekIdOf,
  type CivilDate,
} from '../../../shared/schedule/week';
import type { StationClock } from '../../http/app-env';
import type { Database } from '../../db/connection';
import {
  nowAndNext,
  publicStation,
  publishedOccurrences,
  publishedRange,
  type PublicOccurrence,
  type PublicStation,
} from '../public/published-schedule';
import type { DisplayZone } from './listener-time';
import { PageRefusal } from './page-refusal';

type Executor = Pick<Database, 'select' | 'execute' | '$client'>;

/** What the week page shows: the station, now and next, and seven days in the display zone. */
export type WeekPage = {
  station: PublicStation;
  zone: DisplayZone;
  now: Date;
  /** The week shown (its Sunday, in the display zone), and its neighbours if published. */
  week: CivilDate;
  previousWeek: CivilDate | null;
  nextWeek: CivilDate | null;
  /** False when no week is finalized from this week on. */
  anythingPublished: boolean;
  current: PublicOccurrence | null;
  next: PublicOccurrence | null;
  days: { date: CivilDate; airings: PublicOccurrence[] }[];
};

/**
 * The week page's data from the published read model. Days are the display zone's: a listener
 * in Tokyo sees a London evening show on the next morning. Weeks run from this week to the week
 * holding the last published moment; any other week is a 404 (a malformed one a 400).
 */
export async function loadWeekPage(
  db: Executor,
  clock: StationClock,
  zone: DisplayZone,
  askedWeek: string | undefined,
): Promise<WeekPage> {
  const station = await publicStation(db, clock);
  const now = clock.now();
  const thisWeek = weekIdOf(dateInZone(now, zone.timeZone));
  if (askedWeek !== undefined && !isWeekId(askedWeek)) {
    throw new PageRefusal(400, 'invalid_request', 'public:refusal.badWeek');
  }
  const week = askedWeek ?? thisWeek;
  const range = await publishedRange(db, clock);
  const lastWeek = range
    ? weekIdOf(
        dateInZone(
          new Date(wallClockInstant(addDays(range.to, 1), 0, clock.timeZone).getTime() - 1),
          zone.timeZone,
        ),
      )
    : thisWeek;
  if (week < thisWeek || week > lastWeek) {
    throw new PageRefusal(404, 'not_found', 'public:refusal.weekNotPublished');
  }
  // The station's dates a day either side hold every airing that starts in the zone's week.
  const [airings, { current, next }] = await Promise.all([
    publishedOccurrences(db, clock, addDays(week, -1), addDays(week, 7)),
    nowAndNext(db, clock, now),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(week, i),
    airings: [] as PublicOccurrence[],
  }));
  for (const airing of airings) {
    const day = days.find((d) => d.date === dateInZone(airing.start, zone.timeZone));
    day?.airings.push(airing);
  }
  return {
    station,
    zone,
    now,
    week,
    previousWeek: week > thisWeek ? addDays(week, -7) : null,
    nextWeek: week < lastWeek ? addDays(week, 7) : null,
    anythingPublished: range !== null,
    current,
    next,
    days,
  };
}

/** How far through an airing `now` is, 0 to 100. */
export function progressPercent(airing: PublicOccurrence, now: Date): number {
  const length = airing.end.getTime() - airing.start.getTime();
  if (length <= 0) return 100;
  const done = (now.getTime() - airing.start.getTime()) / length;
  return Math.round(Math.min(1, Math.max(0, done)) * 100);
}
