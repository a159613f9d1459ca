import { buildCalendarEvents } from '../../../shared/exchange/calendar-events';
import { toICalendar } from '../../../shared/exchange/ical-document';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { loadCalendarSource } from '../exchange/calendar-source';
import { publicHost, publicShow, publicStation } from './published-schedule';
import { readPublishedWeeks } from './published-weeks';

const HOUR_MS = 60 * 60 * 1000;

export type PublicCalendarScope =
  { kind: 'station' } | { kind: 'show'; id: string } | { kind: 'host'; id: string };

/**
 * A public iCalendar document: the published weeks only, written the way the private feeds are
 * (one event per placed show, a series as RRULE with EXDATE for every airing not published, the
 * station zone as TZID). A show's calendar holds that show; a host's, the shows they host.
 * An unknown show or host, or a station that does not publish, is a 404 like the JSON API's.
 */
export async function publicCalendar(
  db: Database,
  clock: StationClock,
  host: string,
  scope: PublicCalendarScope,
): Promise<string> {
  const station = await publicStation(db, clock);
  let name = station.name;
  let onlyTemplates: Set<string> | undefined;
  if (scope.kind === 'show') {
    const show = await publicShow(db, clock, scope.id);
    name = `${station.name}: ${show.name}`;
    onlyTemplates = new Set([show.id]);
  } else if (scope.kind === 'host') {
    const dj = await publicHost(db, clock, scope.id);
    name = `${station.name}: ${dj.name}`;
    onlyTemplates = new Set(dj.shows.map((s) => s.id));
  }
  const { weekIds: weeks } = await readPublishedWeeks(db, clock);
  const served = new Set(weeks);
  const source = await loadCalendarSource(db, weeks, {
    host,
    isServedWeek: (weekId) => served.has(weekId),
    ...(onlyTemplates && { onlyTemplates }),
  });
  return toICalendar(buildCalendarEvents(source, clock.timeZone), {
    timeZone: clock.timeZone,
    name,
    // DTSTAMP says when the document was made; kept to the hour, so an unchanged calendar keeps
    // its ETag and a calendar app's revalidation is a 304.
    now: new Date(Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS),
  });
}
