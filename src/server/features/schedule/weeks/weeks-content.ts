import { sql } from 'drizzle-orm';
import { addDays, type CivilDate } from '../../../../shared/schedule/week';
import type { WeekEdge } from '../../../../shared/schedule/week-edge';
import type { Database } from '../../../db/connection';
import { readTogether } from '../../../db/read-together';
import { carriedFrom, expandSeries } from './week-view';
import {
  STORED_COLUMNS,
  toShowRow,
  type SeriesRow,
  type StoredRow,
  type WeekContent,
} from './week-rows';

type Executor = Pick<Database, 'select' | 'execute'>;

/**
 * What many weeks hold, in three reads whatever their number: their stored shows, the series
 * that reach into any of them and those series' first placements. Each week is then expanded as
 * loadWeekContent expands one (the same rows per week, the same instances), so a copy to 52
 * weeks plans from exactly what 52 single reads would give, without 156 round trips.
 */
export async function loadWeeksContent(
  db: Executor,
  weekIds: readonly CivilDate[],
  edge: WeekEdge,
): Promise<Map<CivilDate, WeekContent>> {
  const contents = new Map<CivilDate, WeekContent>();
  if (weekIds.length === 0) return contents;
  const sorted = [...weekIds].sort();
  const first = sorted[0]!;
  const lastEnd = addDays(sorted.at(-1)!, 6);
  // last_date: a series past its last occurrence is not read at all (decision 0039).
  const reach = sql`start_date <= ${lastEnd} and last_date >= ${first}`;
  const ids = sql.join(
    sorted.map((id) => sql`${id}::date`),
    sql`, `,
  );
  const [stored, series, anchors] = await readTogether(
    db,
    () =>
      db.execute<StoredRow & { weekly_schedule_id: string }>(sql`
        select weekly_schedule_id, ${STORED_COLUMNS} from scheduled_shows
        where weekly_schedule_id in (${ids})
        order by day_index, time_index, created_at`),
    () =>
      db.execute<SeriesRow>(sql`
        select id, recurrence_rule, start_date, end_date, time_index, duration, is_repeat
        from recurring_series where ${reach}`),
    // The same first placements anchorsInWeek picks: a series reaching one of the weeks is in
    // this wider set too, and its anchor rows are chosen by the row alone.
    () =>
      db.execute<StoredRow>(sql`
        select ${STORED_COLUMNS} from scheduled_shows
        where recurring_series_id in (select id from recurring_series where ${reach})
        and is_exception = false
        and (is_deleted_instance = false or (recurring_series_id, original_instance_date) in
          (select id, start_date from recurring_series where ${reach}))
        order by created_at`),
  );

  const rowsOf = new Map<string, ReturnType<typeof toShowRow>[]>(sorted.map((id) => [id, []]));
  for (const row of stored.rows) rowsOf.get(row.weekly_schedule_id)?.push(toShowRow(row));
  const anchorRows = anchors.rows.map(toShowRow);
  for (const weekId of sorted) {
    const weekEnd = addDays(weekId, 6);
    const rows = rowsOf.get(weekId)!;
    const reaching = series.rows.filter(
      (s) => s.start_date <= weekEnd && (s.end_date === null || s.end_date >= weekId),
    );
    contents.set(weekId, {
      rows,
      instances: expandSeries(weekId, rows, reaching, anchorRows, edge),
      carriedIn: [],
    });
  }
  // Where overnight shows continue, a week whose week before is among them takes its Saturday
  // shows that run on, as loadWeekContent reads them (decision 0057).
  if (edge.overnightContinues) {
    for (const weekId of sorted) {
      const before = contents.get(addDays(weekId, -7));
      if (!before) continue;
      contents.get(weekId)!.carriedIn = carriedFrom(before);
    }
  }
  return contents;
}
