import { and, asc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type {
  CalendarSource,
  StoredPlacement,
  StoredSeries,
} from '../../../shared/exchange/calendar-events';
import type { RecurrenceRule } from '../../../shared/schedule/recurrence';
import { addDays } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows } from '../../db/schema';
import { readTogether } from '../../db/read-together';

type Executor = Pick<Database, 'select'>;
type ShowRow = typeof scheduledShows.$inferSelect;

export function toStoredPlacement(row: ShowRow): StoredPlacement {
  return {
    id: row.id,
    weekId: row.weeklyScheduleId,
    dayIndex: row.dayIndex,
    timeIndex: row.timeIndex,
    duration: row.duration,
    showName: row.showName,
    showDescription: row.showDescription,
    showGenres: row.showGenres,
    djNames: row.djNames,
    recurringSeriesId: row.recurringSeriesId,
    isException: row.isException,
    isDeletedInstance: row.isDeletedInstance,
    originalInstanceDate: row.originalInstanceDate,
  };
}

/**
 * What the calendar of some weeks is made of: their stored shows and the series that reach into
 * them, each series with all its stored rows (first placement, exceptions, removed markers),
 * wherever they are, because a series is one calendar event whose exclusions span its life.
 *
 * `seriesIds` narrows the series to those named (a week export takes the series it draws).
 */
export async function loadCalendarSource(
  db: Executor,
  weekIds: string[],
  options: { host: string; isServedWeek: (weekId: string) => boolean; seriesIds?: string[] },
): Promise<CalendarSource> {
  if (weekIds.length === 0) {
    return { host: options.host, placements: [], series: [], isServedWeek: options.isServedWeek };
  }
  const sorted = [...weekIds].sort();
  const from = sorted[0]!;
  const to = addDays(sorted[sorted.length - 1]!, 6);
  const [rows, seriesRows] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(scheduledShows)
        .where(inArray(scheduledShows.weeklyScheduleId, weekIds))
        .orderBy(
          asc(scheduledShows.weeklyScheduleId),
          asc(scheduledShows.dayIndex),
          asc(scheduledShows.timeIndex),
        ),
    () =>
      options.seriesIds
        ? options.seriesIds.length === 0
          ? Promise.resolve([])
          : db.select().from(recurringSeries).where(inArray(recurringSeries.id, options.seriesIds))
        : db
            .select()
            .from(recurringSeries)
            .where(
              and(
                lte(recurringSeries.startDate, to),
                or(isNull(recurringSeries.endDate), gte(recurringSeries.endDate, from)),
              ),
            ),
  );
  const memberRows =
    seriesRows.length === 0
      ? []
      : await db
          .select()
          .from(scheduledShows)
          .where(
            inArray(
              scheduledShows.recurringSeriesId,
              seriesRows.map((s) => s.id),
            ),
          )
          // The oldest non-exception row is the series' first placement, as on the grid.
          .orderBy(asc(scheduledShows.createdAt));

  const bySeries = new Map<string, StoredPlacement[]>(seriesRows.map((s) => [s.id, []]));
  for (const row of memberRows) bySeries.get(row.recurringSeriesId!)?.push(toStoredPlacement(row));
  return {
    host: options.host,
    isServedWeek: options.isServedWeek,
    placements: rows.map(toStoredPlacement),
    series: seriesRows.map((s) => ({
      series: {
        id: s.id,
        rule: s.recurrenceRule as RecurrenceRule,
        startDate: s.startDate,
        endDate: s.endDate,
        timeIndex: s.timeIndex,
        duration: s.duration,
      } satisfies StoredSeries,
      rows: bySeries.get(s.id) ?? [],
    })),
  };
}
