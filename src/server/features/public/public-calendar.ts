import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import type { Language } from '../../../shared/i18n/languages';
import { currentWeekId } from '../../../shared/schedule/week';
import { calendarTextsFor } from '../exchange/calendar-words';
import { keptCalendar, servedWeeksCalendar } from '../exchange/kept-calendars';
import { publicHost, publicShow, publicStation } from './published-schedule';
import { readPublishedWeeks } from './published-weeks';

export type PublicCalendarScope =
  { kind: 'station' } | { kind: 'show'; id: string } | { kind: 'host'; id: string };

/**
 * A public iCalendar document: the published weeks only, written the way the private feeds are
 * (one event per placed show, a series as RRULE over the published weeks with EXDATE for an
 * airing not published, the station zone as TZID), kept per schedule revision. A show's calendar
 * holds that show; a host's, the shows they host. An unknown show or host, or a station that does
 * not publish, is a 404 like the JSON API's. Its host lines ("DJs: Ann", "Sam (fill-in)") are in
 * the language the public pages would be written in (decision 0074): `languageOf` chooses it
 * from the station's language (the request's `?lang=`, else its Accept-Language, else that).
 */
export async function publicCalendar(
  db: Database,
  clock: StationClock,
  host: string,
  scope: PublicCalendarScope,
  languageOf: (stationLanguage: Language) => Language,
): Promise<string> {
  const station = await publicStation(db, clock);
  const texts = await calendarTextsFor(languageOf(station.language));
  let name = station.name;
  let onlyTemplates: Set<string> | undefined;
  // A host's calendar holds the airings they fill in, not those of their shows someone else
  // fills in (decision 0068); a show's holds all of its airings, whoever hosts them.
  let fillInHosts: Set<string> | undefined;
  if (scope.kind === 'show') {
    const show = await publicShow(db, clock, scope.id);
    name = `${station.name}: ${show.name}`;
    onlyTemplates = new Set([show.id]);
  } else if (scope.kind === 'host') {
    const dj = await publicHost(db, clock, scope.id);
    name = `${station.name}: ${dj.name}`;
    onlyTemplates = new Set(dj.shows.map((s) => s.id));
    fillInHosts = new Set([dj.id]);
  }
  const key = [
    'public',
    scope.kind,
    scope.kind === 'station' ? '' : scope.id,
    name,
    clock.timeZone,
    currentWeekId(clock.now(), clock.timeZone),
    host,
    texts.language,
    [...(onlyTemplates ?? [])].sort().join(','),
  ].join('|');
  return keptCalendar(db, key, async () => {
    const { weekIds } = await readPublishedWeeks(db, clock);
    return servedWeeksCalendar(db, clock, weekIds, {
      host,
      name,
      words: texts.words,
      ...(onlyTemplates && { onlyTemplates }),
      ...(fillInHosts && { fillInHosts }),
    });
  });
}
