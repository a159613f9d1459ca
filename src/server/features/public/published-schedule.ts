import {
  addDays,
  dateInZone,
  weekEndOf,
  weekIdOf,
  type CivilDate,
} from '../../../shared/schedule/week';
import { wallClockInstant } from '../../../shared/schedule/wall-clock-instant';
import type { PublicDjField } from '../../../shared/team/station-settings';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { localText } from '../../../shared/i18n/local-text';
import { HttpError } from '../../http/errors';
import { readStationSettings } from '../team/station-settings.service';
import { fallbackAiring, fallbackOf, joinedGaps, type PublicFallback } from './public-fallback';
import { publicStore, type PublicStore } from './public-store';
import {
  readPublishedWeeks,
  type PublicGap,
  type PublicOccurrence,
  type PublishedWeeks,
} from './published-weeks';
import {
  hostSummaries,
  showSummaries,
  type PublicHost,
  type PublicHostSummary,
  type PublicShow,
  type PublicShowSummary,
} from './public-summaries';

/**
 * The published schedule (DESIGN.md D14): the one read model behind every public output (JSON
 * API, iCalendar, public pages, embeds). Published means finalized weeks only, from this week
 * (station time) to the furthest finalized week, with series expanded as on the grid; nothing at
 * all while the station does not publish. Every answer carries public fields only.
 */

export type { PublicOccurrence };

export const PUBLIC_MESSAGES = {
  notPublished: 'This station does not publish its schedule.',
  showNotFound: 'No such show in the published schedule.',
  hostNotFound: 'No such host in the published schedule.',
} as const;

/** Thrown by every read while publishing is off; a 404 with its own code. */
export class ScheduleNotPublished extends HttpError {
  constructor() {
    super(404, 'not_published', localText('api:public.notPublished'));
  }
}

type Executor = Pick<Database, 'select' | 'execute' | '$client'>;

/** The station as listeners see it. Image addresses are as stored ("/media/…" or a URL). */
export type PublicStation = {
  name: string;
  timeZone: string;
  accentColor: string;
  logoUrl: string | null;
  /** Which DJ contact fields the station shows listeners. */
  publicDjFields: PublicDjField[];
  /** "Between shows", shown during gaps of finalized weeks; null when not named (decision 0070). */
  fallback: PublicFallback | null;
  /** The public pages' language when the visitor's browser asks for none of ours. */
  language: Language;
};

export const NEXT_AIRINGS_SHOWN = 10;

/** The station's public face, or ScheduleNotPublished. */
export async function publicStation(db: Executor, clock: StationClock): Promise<PublicStation> {
  return stationOf(db, clock, await publicStore(db, clock.timeZone));
}

async function stationOf(
  db: Executor,
  clock: StationClock,
  store: PublicStore,
): Promise<PublicStation> {
  const settings = await store.kept('settings', () => readStationSettings(db));
  if (!settings.publishSchedule) throw new ScheduleNotPublished();
  return {
    name: settings.stationName,
    timeZone: clock.timeZone,
    accentColor: settings.accentColor,
    logoUrl: settings.logoUrl === '' ? null : settings.logoUrl,
    publicDjFields: settings.publicDjFields,
    fallback: fallbackOf(settings),
    language: settings.stationLanguage,
  };
}

/** The dates published: this week's Sunday to the furthest finalized week's Saturday, or null. */
export async function publishedRange(
  db: Executor,
  clock: StationClock,
): Promise<{ from: CivilDate; to: CivilDate } | null> {
  const { published } = await open(db, clock);
  const weeks = published.weekIds;
  if (weeks.length === 0) return null;
  return { from: weeks[0]!, to: weekEndOf(weeks[weeks.length - 1]!) };
}

/**
 * The published airings that overlap the station dates `from` to `to` (both included), in time
 * order. A show running past midnight into `from` is included. The caller bounds the range.
 */
export async function publishedOccurrences(
  db: Executor,
  clock: StationClock,
  from: CivilDate,
  to: CivilDate,
): Promise<PublicOccurrence[]> {
  const { published } = await open(db, clock);
  // The week before `from`'s may run into it past Saturday midnight (decision 0057).
  const firstWeek = clock.overnightContinues ? addDays(weekIdOf(from), -7) : weekIdOf(from);
  const weeks = [...published.weekBefore, ...published.weekIds].filter(
    (id) => id >= firstWeek && id <= weekIdOf(to),
  );
  const start = wallClockInstant(from, 0, clock.timeZone);
  const end = wallClockInstant(addDays(to, 1), 0, clock.timeZone);
  const airings = await Promise.all(weeks.map(published.airingsOf));
  return airings.flat().filter((a) => a.end > start && a.start < end);
}

/**
 * The station (or ScheduleNotPublished), the published weeks and the store they are kept in, for
 * one look-up of the revisions.
 */
async function open(db: Executor, clock: StationClock) {
  const store = await publicStore(db, clock.timeZone);
  const [station, published] = await Promise.all([
    stationOf(db, clock, store),
    readPublishedWeeks(db, clock, store),
  ]);
  return { station, published, store };
}

/** Every published airing, this week to the furthest finalized week. */
async function allAirings(published: PublishedWeeks): Promise<PublicOccurrence[]> {
  const airings = await Promise.all(published.weekIds.map(published.airingsOf));
  return airings.flat();
}

/**
 * What is on air at `at` (null between shows) and the next airing to start after it (null when
 * the published schedule holds none). Finalized weeks cannot overlap, so at most one is on air.
 * The answer holds from `since` (the last start or end of an airing at or before `at`; this
 * week's start when there was none) until `until` (the next end or start; null when none is
 * published), while the published schedule stays as it is: a player may keep it that long.
 */
export async function nowAndNext(
  db: Executor,
  clock: StationClock,
  at: Date = clock.now(),
): Promise<NowAndNext> {
  const { published, station } = await open(db, clock);
  let current: PublicOccurrence | null = null;
  let since: Date | null = null;
  const answer = async (next: PublicOccurrence | null): Promise<NowAndNext> => {
    // Between shows of a finalized week, the station's fallback is on air until the gap ends.
    if (!current && station.fallback) {
      const gap = await publishedGapAt(published, at, clock.timeZone);
      if (gap) current = fallbackAiring(station.fallback, gap, station.accentColor, clock.timeZone);
    }
    const ends = [current?.end, next?.start].filter((d): d is Date => d !== undefined);
    return {
      current,
      next,
      since: since ?? thisWeekStart(at, clock.timeZone),
      until: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
    };
  };
  for (const weekId of [...published.weekBefore, ...published.weekIds]) {
    for (const airing of await published.airingsOf(weekId)) {
      if (airing.start > at) return answer(airing);
      if (at < airing.end) current = airing;
      const changed = airing.end <= at ? airing.end : airing.start;
      if (!since || changed > since) since = changed;
    }
  }
  return answer(null);
}

/**
 * The unfilled time of the published weeks from `fromWeek` to `toWeek`, a gap across a week's end
 * joined with the next finalized week's first one. Read from the weeks the public store keeps.
 */
async function publishedGaps(
  published: PublishedWeeks,
  fromWeek: CivilDate,
  toWeek: CivilDate,
): Promise<PublicGap[]> {
  const ids = published.weekIds.filter((id) => id >= fromWeek && id <= toWeek);
  const weeks = await Promise.all(
    ids.map(async (weekId) => ({ weekId, gaps: await published.gapsOf(weekId) })),
  );
  return joinedGaps(weeks);
}

/**
 * The gap of a finalized week holding `at`, or null. A gap running to the week's end goes on
 * through the next finalized weeks' empty starts; read a week at a time, at most a year ahead.
 */
async function publishedGapAt(
  published: PublishedWeeks,
  at: Date,
  timeZone: string,
): Promise<PublicGap | null> {
  const week = weekIdOf(dateInZone(at, timeZone));
  const gap = (await publishedGaps(published, week, week)).find((g) => g.start <= at && at < g.end);
  if (!gap) return null;
  for (let next = addDays(week, 7), n = 0; n < 52; next = addDays(next, 7), n += 1) {
    const [first] = await publishedGaps(published, next, next);
    if (!first || first.start > gap.end) break;
    gap.end = first.end;
  }
  return gap;
}

/**
 * The station's fallback in the gaps of the published weeks that overlap the station dates `from`
 * to `to` (`/schedule?includeFallback=true`); none when the station names no fallback.
 */
export async function publishedFallbacks(
  db: Executor,
  clock: StationClock,
  from: CivilDate,
  to: CivilDate,
): Promise<PublicOccurrence[]> {
  const { published, station } = await open(db, clock);
  const fallback = station.fallback;
  if (!fallback) return [];
  const start = wallClockInstant(from, 0, clock.timeZone);
  const end = wallClockInstant(addDays(to, 1), 0, clock.timeZone);
  // A gap running past `to` is joined with the next week's start (it ends where it ends).
  return (await publishedGaps(published, weekIdOf(from), addDays(weekIdOf(to), 7)))
    .filter((gap) => gap.end > start && gap.start < end)
    .map((gap) => fallbackAiring(fallback, gap, station.accentColor, clock.timeZone));
}

export type NowAndNext = {
  current: PublicOccurrence | null;
  next: PublicOccurrence | null;
  since: Date;
  until: Date | null;
};

const thisWeekStart = (at: Date, timeZone: string) =>
  wallClockInstant(weekIdOf(dateInZone(at, timeZone)), 0, timeZone);

/** The library shows that air in the published schedule, by name. */
export async function publicShows(db: Executor, clock: StationClock): Promise<PublicShowSummary[]> {
  return showsOf(db, await open(db, clock));
}

type Opened = Awaited<ReturnType<typeof open>>;

/** Every show of the published schedule, kept with the weeks they are read from. */
function showsOf(db: Executor, { store, published }: Opened): Promise<PublicShowSummary[]> {
  const key = `shows:${published.weekIds.join(',')}`;
  return store.kept(key, async () => showSummaries(db, await allAirings(published)));
}

/** Every host of the published schedule, with the fields the station makes public. */
function hostsOf(db: Executor, opened: Opened): Promise<PublicHostSummary[]> {
  const key = `hosts:${opened.published.weekIds.join(',')}`;
  return opened.store.kept(key, async () => {
    const shown = await showsOf(db, opened);
    const ids = [...new Set(shown.flatMap((s) => s.hosts.map((h) => h.id)))];
    return hostSummaries(db, ids, opened.station.publicDjFields);
  });
}

/** One show of the published schedule with its next airings; 404 for any other id. */
export async function publicShow(
  db: Executor,
  clock: StationClock,
  id: string,
): Promise<PublicShow> {
  const opened = await open(db, clock);
  const show = (await showsOf(db, opened)).find((s) => s.id === id);
  if (!show) throw new HttpError(404, 'not_found', localText('public:refusal.showNotFound'));
  const now = clock.now();
  const airings = (await allAirings(opened.published)).filter((a) => a.showId === id);
  return {
    ...show,
    nextAirings: airings.filter((a) => a.end > now).slice(0, NEXT_AIRINGS_SHOWN),
  };
}

/** The DJs who host a show of the published schedule, by name. */
export async function publicHosts(db: Executor, clock: StationClock): Promise<PublicHostSummary[]> {
  return hostsOf(db, await open(db, clock));
}

/** One host of the published schedule with their public shows; 404 for any other id. */
export async function publicHost(
  db: Executor,
  clock: StationClock,
  id: string,
): Promise<PublicHost> {
  const opened = await open(db, clock);
  const theirs = (await showsOf(db, opened)).filter((s) => s.hosts.some((h) => h.id === id));
  const host = (await hostsOf(db, opened)).find((h) => h.id === id);
  if (!host) throw new HttpError(404, 'not_found', localText('public:refusal.hostNotFound'));
  return { ...host, shows: theirs.map((s) => ({ id: s.id, name: s.name })) };
}
