import { sql } from 'drizzle-orm';
import { airInterval } from '../../../shared/schedule/clock-change';
import { gapInterval, weekCoverage } from '../../../shared/schedule/unfilled-time';
import { isoInZone } from '../../../shared/schedule/wall-clock-instant';
import { addDays, currentWeekId } from '../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { toWeekView } from '../schedule/weeks/week-view';
import { loadWeekContent } from '../schedule/weeks/week-reads';
import { unstoredWeek } from '../schedule/weeks/weeks.service';
import { publicStore, type PublicStore } from './public-store';

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
  /** Its hosts are a fill-in's: a taken fill-in request handed the airing over (decision 0068). */
  fillIn: boolean;
  /** The station's "Between shows" during a gap (decision 0070), never a show. */
  fallback?: true;
};

/** A stretch of unfilled time of a finalized week, as instants. */
export type PublicGap = { start: Date; end: Date; weekId: string };

type Executor = Pick<Database, 'select' | 'execute' | '$client'>;

/** The published weeks as of one set of revisions. */
export type PublishedWeeks = {
  /** Finalized weeks from this week (station time) on, in order; the last is the furthest. */
  weekIds: string[];
  /**
   * Where overnight shows continue (decision 0057): last week, when finalized, whose Saturday
   * show may still be on air this Sunday morning; else none. Its airings are read only to find
   * what runs into this week.
   */
  weekBefore: string[];
  /** The airings of one of those weeks, in time order. */
  airingsOf: (weekId: string) => Promise<PublicOccurrence[]>;
  /** The unfilled time of one of those weeks, in order (decision 0070). */
  gapsOf: (weekId: string) => Promise<PublicGap[]>;
};

/**
 * The published weeks and their airings, kept in the public store (public-store.ts) or read and
 * kept there. Airings are the grid's own expansion (DESIGN.md D8) of the week's placed shows and
 * series.
 */
export async function readPublishedWeeks(
  db: Executor,
  clock: StationClock,
  store?: PublicStore,
): Promise<PublishedWeeks> {
  const kept = store ?? (await publicStore(db, clock.timeZone));
  const thisWeek = currentWeekId(clock.now(), clock.timeZone);
  const weekIds = await kept.kept(`finalized-from:${thisWeek}`, async () => {
    const { rows } = await db.execute<{ id: string }>(sql`
      select id from weekly_schedules where status = 'finalized' and id >= ${thisWeek}
      order by id`);
    return rows.map((r) => r.id);
  });
  const lastWeek = addDays(thisWeek, -7);
  const weekBefore = clock.overnightContinues
    ? await kept.kept(`finalized:${lastWeek}`, async () => {
        const { rows } = await db.execute<{ id: string }>(sql`
          select id from weekly_schedules where status = 'finalized' and id = ${lastWeek}`);
        return rows.map((r) => r.id);
      })
    : [];
  // One read per week for its airings and its gaps (the shows carried in from the week before
  // fill its Sunday morning, as on the grid).
  const weekOf = (weekId: string) =>
    kept.kept(`week:${weekId}`, async () => {
      const content = await loadWeekContent(db, weekId, clock);
      const view = toWeekView(unstoredWeek(weekId, clock), content, clock);
      const { gaps } = weekCoverage(weekId, [...view.carriedIn, ...view.blocks], clock.timeZone);
      return {
        airings: view.blocks.map((block) => toOccurrence(block, weekId, clock.timeZone)),
        gaps: gaps
          .map((gap) => ({ ...gapInterval(weekId, gap, clock.timeZone), weekId }))
          .filter((gap) => gap.end > gap.start),
      };
    });
  const airingsOf = async (weekId: string) => (await weekOf(weekId)).airings;
  const gapsOf = async (weekId: string) => (await weekOf(weekId)).gaps;
  return { weekIds, weekBefore, airingsOf, gapsOf };
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
    fillIn: block.fillIn !== undefined,
  };
}
