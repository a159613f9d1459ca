import { inArray } from 'drizzle-orm';
import {
  addDays,
  dateInZone,
  weekEndOf,
  weekIdOf,
  type CivilDate,
} from '../../../shared/schedule/week';
import { wallClockInstant } from '../../../shared/schedule/wall-clock-instant';
import type { PublicDjField } from '../../../shared/team/station-settings';
import type { Database } from '../../db/connection';
import { djs, shows } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { hostNameKey } from '../djs/dj-former-names';
import { readStationSettings } from '../team/station-settings.service';
import { publicStore, type PublicStore } from './public-store';
import { readPublishedWeeks, type PublicOccurrence, type PublishedWeeks } from './published-weeks';

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
    super(404, 'not_published', PUBLIC_MESSAGES.notPublished);
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
};

export type PublicShowSummary = {
  id: string;
  name: string;
  description: string | null;
  genres: string[];
  color: string;
  imageUrl: string | null;
  hosts: { id: string; name: string }[];
};

export type PublicShow = PublicShowSummary & {
  /** Its airings that have not ended yet, soonest first (at most NEXT_AIRINGS_SHOWN). */
  nextAirings: PublicOccurrence[];
};

export type PublicHostSummary = {
  id: string;
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  tags: string[];
  /** Present only when the station made the field public. */
  email?: string | null;
  phone?: string | null;
};

export type PublicHost = PublicHostSummary & {
  shows: { id: string; name: string }[];
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
  const { published } = await open(db, clock);
  let current: PublicOccurrence | null = null;
  let since: Date | null = null;
  const answer = (next: PublicOccurrence | null): NowAndNext => {
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
  if (!show) throw new HttpError(404, 'not_found', PUBLIC_MESSAGES.showNotFound);
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
  if (!host) throw new HttpError(404, 'not_found', PUBLIC_MESSAGES.hostNotFound);
  return { ...host, shows: theirs.map((s) => ({ id: s.id, name: s.name })) };
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The library shows the airings are of. A show's hosts are its library DJs who are named on one
 * of those airings: a DJ added to the library entry for a week still in draft is not announced
 * before that week is published. An airing keeps the names of the day it was placed, so a DJ is
 * named on it by their current name or one they had before (a rename keeps them on their shows).
 */
async function showSummaries(
  db: Executor,
  airings: readonly PublicOccurrence[],
): Promise<PublicShowSummary[]> {
  const airedHosts = new Map<string, Set<string>>();
  for (const a of airings) {
    if (a.showId === null) continue;
    const names = airedHosts.get(a.showId) ?? new Set<string>();
    for (const name of a.hostNames) names.add(hostNameKey(name));
    airedHosts.set(a.showId, names);
  }
  const ids = [...airedHosts.keys()];
  if (ids.length === 0) return [];
  const rows = await db.select().from(shows).where(inArray(shows.id, ids));
  const djIds = [...new Set(rows.flatMap((r) => r.djIds))];
  const hostRows =
    djIds.length === 0
      ? []
      : await db
          .select({ id: djs.id, name: djs.name, formerNames: djs.formerNames })
          .from(djs)
          .where(inArray(djs.id, djIds));
  const hostById = new Map(hostRows.map((h) => [h.id, h]));
  const namedOn = (showId: string, dj: { name: string; formerNames: string[] }) =>
    [dj.name, ...dj.formerNames].some((name) => airedHosts.get(showId)!.has(hostNameKey(name)));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      genres: r.genres,
      color: r.color,
      imageUrl: r.imageUrl || null,
      hosts: r.djIds
        .flatMap((id) => hostById.get(id) ?? [])
        .filter((dj) => namedOn(r.id, dj))
        .map((dj) => ({ id: dj.id, name: dj.name })),
    }))
    .sort(byName);
}

async function hostSummaries(
  db: Executor,
  ids: string[],
  publicFields: readonly PublicDjField[],
): Promise<PublicHostSummary[]> {
  if (ids.length === 0) return [];
  // Only the columns listeners may see are read at all; contact fields only when made public.
  const rows = await db
    .select({
      id: djs.id,
      name: djs.name,
      bio: djs.bio,
      avatarUrl: djs.avatarUrl,
      tags: djs.tags,
      email: djs.email,
      phone: djs.phone,
    })
    .from(djs)
    .where(inArray(djs.id, ids));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      bio: r.bio,
      avatarUrl: r.avatarUrl || null,
      tags: r.tags,
      ...(publicFields.includes('email') && { email: r.email || null }),
      ...(publicFields.includes('phone') && { phone: r.phone || null }),
    }))
    .sort(byName);
}
