import { sql } from 'drizzle-orm';
import { addDays } from '../../../../shared/schedule/week';
import { airedDuration, type WeekEdge } from '../../../../shared/schedule/week-edge';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import { readTogether } from '../../../db/read-together';
import { awayBetween } from '../../away/away-reads';
import { takenFillInsOf } from '../../fill-ins/fill-in-marks';
import {
  STORED_COLUMNS,
  toShowRow,
  type SeriesRow,
  type ShowRow,
  type StoredRow,
  type WeekContent,
} from './week-rows';
import { carriedFrom, expandSeries } from './week-view';

/*
 * The reads of one week: its stored shows, the series reaching into it with their first
 * placements, and the shows the week before's Saturday carries in.
 */

type Executor = Pick<Database, 'select' | 'execute'>;

/**
 * The series that may occur in the week: begun by its end, and not over before it. `last_date`
 * (generated from the rule, docs/decisions/0039) is never before a series' last occurrence, so a
 * series ended by a count or long ago is skipped here, not expanded to find it has nothing.
 */
const seriesReachWeek = (weekId: string, weekEnd: string) =>
  sql`recurring_series.start_date <= ${weekEnd} and recurring_series.last_date >= ${weekId}`;

/** The week's stored shows, in grid order. */
async function storedShowsOf(db: Executor, weekId: string): Promise<ShowRow[]> {
  const { rows } = await db.execute<StoredRow>(sql`
    select ${STORED_COLUMNS} from scheduled_shows where weekly_schedule_id = ${weekId}
    order by day_index, time_index, created_at`);
  return rows.map(toShowRow);
}

/** The series that reach into the week. */
async function seriesInWeek(db: Executor, weekId: string, weekEnd: string) {
  const { rows } = await db.execute<SeriesRow>(sql`
    select id, recurrence_rule, start_date, end_date, time_index, duration, is_repeat
    from recurring_series where ${seriesReachWeek(weekId, weekEnd)}`);
  return rows;
}

/**
 * The first placements of those series, which their instances copy: for each series, the earliest
 * stored row that is neither an exception nor a removal marker, or the first placement itself
 * with its date skipped (it still lends its details). One probe of
 * scheduled_shows_series_first_idx per series (LATERAL ... LIMIT 1), a plan that stays the same
 * whatever the planner's statistics say (a scan of the whole table was chosen once they were
 * stale). It selects its series itself instead of waiting for their ids, so the week's three
 * reads are independent.
 */
export const anchorsInWeekQuery = (weekId: string, weekEnd: string) => sql`
  select first_placement.* from recurring_series cross join lateral (
    select ${STORED_COLUMNS} from scheduled_shows
    where scheduled_shows.recurring_series_id = recurring_series.id
    and scheduled_shows.is_exception = false
    and (scheduled_shows.is_deleted_instance = false
      or scheduled_shows.original_instance_date = recurring_series.start_date)
    order by scheduled_shows.created_at limit 1) first_placement
  where ${seriesReachWeek(weekId, weekEnd)}`;

async function anchorsInWeek(db: Executor, weekId: string, weekEnd: string) {
  const { rows } = await db.execute<StoredRow>(anchorsInWeekQuery(weekId, weekEnd));
  return rows.map(toShowRow);
}

/**
 * Loads a week's stored shows and expands the series that reach into it (DESIGN.md D8). An
 * instance is left out where a stored row of its series stands for that date: the series' first
 * placement, an exception, or a removed-instance marker.
 */
export async function loadWeekContent(
  db: Executor,
  weekId: string,
  edge: WeekEdge,
): Promise<WeekContent> {
  const weekEnd = addDays(weekId, 6);
  const [rows, series, anchors, carriedIn, away, fillIns] = await readTogether(
    db,
    () => storedShowsOf(db, weekId),
    () => seriesInWeek(db, weekId, weekEnd),
    () => anchorsInWeek(db, weekId, weekEnd),
    () => (edge.overnightContinues ? carriedInto(db, weekId) : Promise.resolve([])),
    // A day either side: last Saturday's show carried in, this Saturday's running on.
    () => awayBetween(db, addDays(weekId, -1), addDays(weekEnd, 1)),
    () => takenFillInsOf(db, weekId),
  );
  return {
    rows: edge.overnightContinues
      ? rows
      : rows.map((r) => ({ ...r, duration: airedDuration(r, edge) })),
    instances: expandSeries(weekId, rows, series, anchors, edge),
    carriedIn,
    away,
    fillIns,
  };
}

/**
 * The shows of the week before's Saturday that run on into this week, as day -1 (week-edge.ts):
 * its stored shows there and its series' Saturday airings that cross midnight. The reads are
 * bounded by that one day, as a week's are by its seven (decisions 0039, 0053).
 */
async function carriedInto(db: Executor, weekId: string): Promise<ScheduledBlock[]> {
  const previousWeek = addDays(weekId, -7);
  const saturday = addDays(weekId, -1);
  const [stored, series, anchors] = await readTogether(
    db,
    async () => {
      const { rows } = await db.execute<StoredRow>(sql`
        select ${STORED_COLUMNS} from scheduled_shows
        where weekly_schedule_id = ${previousWeek} and day_index = 6
        order by time_index, created_at`);
      return rows.map(toShowRow);
    },
    async () => {
      const { rows } = await db.execute<SeriesRow>(sql`
        select id, recurrence_rule, start_date, end_date, time_index, duration, is_repeat
        from recurring_series where ${seriesReachWeek(saturday, saturday)}
        and time_index + duration > 96`);
      return rows;
    },
    () => anchorsInWeek(db, saturday, saturday),
  );
  const saturdayShows = {
    rows: stored,
    instances: expandSeries(previousWeek, stored, series, anchors, { overnightContinues: true }),
    carriedIn: [],
  };
  return carriedFrom(saturdayShows);
}
