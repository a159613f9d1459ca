import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { localText } from '../../../../shared/i18n/local-text';
import {
  endingOn,
  lastDateWithSeason,
  nextSeasonAfter,
  type Season,
} from '../../../../shared/schedule/seasons';
import type { Database } from '../../../db/connection';
import { recurringSeries, scheduledShows, seasons } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { isFirstShow, shapeOf, type SeriesRow } from '../series-changes/series-change-state';
import type { Tx } from '../weeks/weeks.service';

// The series a season's carry reads and continues, for its preview and for the carry itself.

/** The season and the one after it (null if none starts after it ends); 404 for no season. */
export async function seasonAndNext(db: Pick<Database, 'select'>, id: string) {
  const all = (await db.select().from(seasons).orderBy(asc(seasons.firstDay))).map((s): Season => ({
    id: s.id,
    name: s.name,
    firstDay: s.firstDay,
    lastDay: s.lastDay,
  }));
  const season = all.find((s) => s.id === id);
  if (!season) throw new HttpError(404, 'not_found', localText('seasons:refusal.notFound'));
  return { season, next: nextSeasonAfter(all, season) };
}

export type Candidate = {
  series: SeriesRow;
  showName: string;
  djNames: string[];
  lastDate: string;
};

/**
 * The series that end with `season` (lastDateWithSeason): read are only those whose span meets
 * the season's days and that have an end (last_date is 'infinity' for one without), so the work
 * follows the season, not the station's history. `lock` holds them against a concurrent change.
 */
export async function candidatesOf(tx: Tx, season: Season, ids?: readonly string[], lock = false) {
  const query = tx
    .select()
    .from(recurringSeries)
    .where(
      and(
        lte(recurringSeries.startDate, season.lastDay),
        gte(recurringSeries.lastDate, season.firstDay),
        ne(recurringSeries.lastDate, sql`'infinity'::date`),
        ids ? inArray(recurringSeries.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(recurringSeries.id));
  const rows = lock ? await query.for('update') : await query;
  const ending = rows
    .map((series) => ({ series, lastDate: lastDateWithSeason(shapeOf(series), season) }))
    .filter((c): c is { series: SeriesRow; lastDate: string } => c.lastDate !== null);
  if (ending.length === 0) return [];
  const members = await tx
    .select()
    .from(scheduledShows)
    .where(
      and(
        inArray(
          scheduledShows.recurringSeriesId,
          ending.map((c) => c.series.id),
        ),
        eq(scheduledShows.isException, false),
      ),
    )
    .orderBy(asc(scheduledShows.createdAt));
  return ending.flatMap(({ series, lastDate }): Candidate[] => {
    const first = members.find((m) => m.recurringSeriesId === series.id && isFirstShow(series, m));
    return first ? [{ series, lastDate, showName: first.showName, djNames: first.djNames }] : [];
  });
}

/** Continues each series through `lastDay` (its rule's end replaced by that concrete last date). */
export async function continueSeries(tx: Tx, rows: readonly SeriesRow[], lastDay: string) {
  for (const series of rows) {
    const next = endingOn(shapeOf(series), lastDay);
    await tx
      .update(recurringSeries)
      .set({ recurrenceRule: next.rule, endDate: next.endDate, updatedAt: new Date() })
      .where(eq(recurringSeries.id, series.id));
  }
}
