import { sql } from 'drizzle-orm';
import type { CivilDate } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import type { StationClock } from '../../../http/app-env';
import type { WeekFigures } from './week-figures';

/** A week as the dashboard lists it, with its kept figures when they are fresh. */
export type WeekWithFigures = {
  id: CivilDate;
  startDate: CivilDate;
  endDate: CivilDate;
  status: string;
  updatedAt: Date;
  /** The figures' generation when read; null when the week has no figures row yet. */
  generation: number | null;
  figures: WeekFigures | null;
};

type Row = {
  id: string;
  start_date: string;
  end_date: string;
  status: string;
  updated_at: Date | string;
  generation: string | null;
  time_zone: string | null;
  show_count: number | null;
  total_slots: number | null;
  airtime_minutes: number | null;
  has_overlaps: boolean | null;
  dj_clashes: number | null;
  host_away: number | null;
  unfilled_minutes: number | null;
};

/**
 * What kept figures were counted under, stored in `week_figures.time_zone`: the station zone, and
 * " overnight" after it where Saturday-night shows count whole (decision 0057), so a change of
 * either counts every week again, as a change of zone did alone (decision 0042).
 */
export function figuresBasis(clock: Pick<StationClock, 'timeZone' | 'overnightContinues'>): string {
  return clock.overnightContinues ? `${clock.timeZone} overnight` : clock.timeZone;
}

/**
 * Every week, oldest first, with its kept figures if they were counted in this station zone and
 * no write has changed the week since (docs/decisions/0042). One read of one row per week.
 */
export async function readWeeksWithFigures(
  db: Database,
  timeZone: string,
): Promise<WeekWithFigures[]> {
  const { rows } = await db.execute<Row>(sql`
    select w.id::text as id, w.start_date::text as start_date, w.end_date::text as end_date,
      w.status, w.updated_at, f.generation, f.time_zone, f.show_count, f.total_slots,
      f.airtime_minutes, f.has_overlaps, f.dj_clashes, f.host_away, f.unfilled_minutes
    from weekly_schedules w left join week_figures f on f.week_id = w.id
    order by w.start_date`);
  return rows.map((row) => ({
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    updatedAt: new Date(row.updated_at),
    generation: row.generation === null ? null : Number(row.generation),
    figures:
      row.time_zone === timeZone && row.host_away !== null && row.unfilled_minutes !== null
        ? {
            showCount: row.show_count!,
            totalSlots: row.total_slots!,
            airtimeMinutes: row.airtime_minutes!,
            hasOverlaps: row.has_overlaps!,
            djClashes: row.dj_clashes!,
            hostAway: row.host_away,
            unfilledMinutes: row.unfilled_minutes,
          }
        : null,
  }));
}

/**
 * Keeps figures counted from what was read after `generation`: a week changed since then has a
 * newer generation and keeps its stale mark. Rows another request is storing are skipped, not
 * waited for (they are counted again next time), so this never blocks or deadlocks. Weeks with
 * no figures row (loaded by a restore with triggers off) get one, to be filled next time.
 */
export async function keepWeekFigures(
  db: Database,
  timeZone: string,
  counted: readonly { weekId: CivilDate; generation: number | null; figures: WeekFigures }[],
): Promise<void> {
  const withRow = counted.filter((c) => c.generation !== null);
  const withoutRow = counted.filter((c) => c.generation === null).map((c) => c.weekId);
  if (withRow.length > 0) {
    const values = JSON.stringify(
      withRow.map((c) => ({
        week_id: c.weekId,
        generation: c.generation,
        show_count: c.figures.showCount,
        total_slots: c.figures.totalSlots,
        airtime_minutes: c.figures.airtimeMinutes,
        has_overlaps: c.figures.hasOverlaps,
        dj_clashes: c.figures.djClashes,
        host_away: c.figures.hostAway,
        unfilled_minutes: c.figures.unfilledMinutes,
      })),
    );
    await db.execute(sql`
      with v as (
        select * from jsonb_to_recordset(${values}::jsonb) as x(week_id date, generation bigint,
          show_count int, total_slots int, airtime_minutes int, has_overlaps boolean, dj_clashes int,
          host_away int, unfilled_minutes int)
      ), free as (
        select f.week_id from week_figures f join v using (week_id)
        where f.generation = v.generation
        for update of f skip locked
      )
      update week_figures f set time_zone = ${timeZone}, show_count = v.show_count,
        total_slots = v.total_slots, airtime_minutes = v.airtime_minutes,
        has_overlaps = v.has_overlaps, dj_clashes = v.dj_clashes, host_away = v.host_away,
        unfilled_minutes = v.unfilled_minutes
      from v
      where f.week_id = v.week_id and f.generation = v.generation
        and f.week_id in (select week_id from free)`);
  }
  if (withoutRow.length > 0) {
    await db.execute(sql`
      insert into week_figures (week_id)
      select id from weekly_schedules where id = any(${`{${withoutRow.join(',')}}`}::date[])
      on conflict do nothing`);
  }
}
