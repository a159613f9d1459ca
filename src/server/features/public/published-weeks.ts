import { sql } from 'drizzle-orm';
import { airInterval } from '../../../shared/schedule/clock-change';
import { isoInZone } from '../../../shared/schedule/wall-clock-instant';
import { currentWeekId } from '../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { readRevisions } from '../../db/revisions';
import type { StationClock } from '../../http/app-env';
import { loadWeekContent, toWeekView } from '../schedule/week-view';
import { unstoredWeek } from '../schedule/weeks.service';

/** One airing in a finalized week, as listeners may see it (public fields only). */
export type PublicOccurrence = {
  /**
   * Stable while the airing is unchanged: a placed show's id, or "<seriesId>:<date>" for an
   * airing a recurring series generates (editing that one airing gives it an id of its own).
   */
  id: string;
  /** The library show it was placed from; null once that show was deleted from the library. */
  showId: string | null;
  title: string;
  description: string | null;
  genres: string[];
  color: string;
  imageUrl: string | null;
  hostNames: string[];
  /** UTC instants. */
  start: Date;
  end: Date;
  /** The same instants on the station clock, with offset: "2026-11-24T10:00:00+00:00". */
  startLocal: string;
  endLocal: string;
  /** The week (its Sunday) the airing belongs to. */
  weekId: string;
  recurring: boolean;
};

type Executor = Pick<Database, 'select' | 'execute' | '$client'>;

/**
 * Promises, not results: requests arriving together after a change share one read and expansion
 * of each week instead of each doing it (a public widget's load is many identical requests).
 */
type Kept = {
  key: string;
  finalizedFrom: Map<string, Promise<string[]>>;
  weeks: Map<string, Promise<PublicOccurrence[]>>;
};
/**
 * What finalized weeks hold changes only with the schedule tables, whose revision counter moves
 * with every committed change (drizzle/0002_revisions.sql): answers are kept per database handle
 * and revision, and a new revision starts afresh. Derived data only (DESIGN.md D11).
 */
const keptByDatabase = new WeakMap<object, Kept>();
const MAX_KEPT_WEEKS = 400;

async function keptFor(db: Executor, timeZone: string): Promise<Kept> {
  const revisions = await readRevisions(db);
  const key = revisions ? `${revisions.schedule}:${timeZone}` : null;
  const found = keptByDatabase.get(db);
  if (key && found?.key === key) return found;
  const fresh: Kept = { key: key ?? '', finalizedFrom: new Map(), weeks: new Map() };
  if (key) keptByDatabase.set(db, fresh);
  return fresh;
}

/** The published weeks as of one read of the schedule's revision. */
export type PublishedWeeks = {
  /** Finalized weeks from this week (station time) on, in order; the last is the furthest. */
  weekIds: string[];
  /** The airings of one of those weeks, in time order. */
  airingsOf: (weekId: string) => Promise<PublicOccurrence[]>;
};

/**
 * The published weeks and their airings: one read of the revision, then what is kept for it
 * (or read and kept). Airings are the grid's own expansion (DESIGN.md D8) of the week's placed
 * shows and series.
 */
export async function readPublishedWeeks(
  db: Executor,
  clock: StationClock,
): Promise<PublishedWeeks> {
  const store = await keptFor(db, clock.timeZone);
  const thisWeek = currentWeekId(clock.now(), clock.timeZone);
  const weekIds = await kept(store.finalizedFrom, thisWeek, async () => {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from weekly_schedules where status = 'finalized' and id >= ${thisWeek}
      order by id`);
    return rows.map((r) => r.id);
  });
  const airingsOf = (weekId: string) =>
    kept(store.weeks, weekId, async () => {
      const content = await loadWeekContent(db, weekId);
      const view = toWeekView(unstoredWeek(weekId, clock), content, clock);
      return view.blocks.map((block) => toOccurrence(block, weekId, clock.timeZone));
    });
  return { weekIds, airingsOf };
}

/** The kept promise of `key`, or a new one kept; a failed read is not kept. */
function kept<T>(map: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  if (map.size >= MAX_KEPT_WEEKS) map.clear();
  const reading = read();
  map.set(key, reading);
  reading.catch(() => {
    if (map.get(key) === reading) map.delete(key);
  });
  return reading;
}

function toOccurrence(block: ScheduledBlock, weekId: string, timeZone: string): PublicOccurrence {
  // Airtime is real elapsed time, by the change-day rule every export uses (docs/decisions/0038).
  const { start, end } = airInterval(weekId, block, timeZone);
  return {
    id: block.id,
    showId: block.templateId,
    title: block.showName,
    description: block.showDescription,
    genres: block.showGenres,
    color: block.showColor,
    imageUrl: block.showImageUrl,
    hostNames: block.djNames,
    start,
    end,
    // Written once per kept week, not per answer: reading a zone's offset is slow work.
    startLocal: isoInZone(start, timeZone),
    endLocal: isoInZone(end, timeZone),
    weekId,
    recurring: block.recurringSeriesId !== null,
  };
}
