import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SLOTS_PER_WEEK } from '../../../../shared/constants/limits';
import {
  HORIZON_MONTHS,
  isEndless,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../../../shared/schedule/recurrence';
import { walkedFromStart } from '../../../../shared/schedule/recurrence-reference';
import { absoluteSlot } from '../../../../shared/schedule/slots';
import { addDays, addMonths, dayIndexOf, weekIdOf } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { seedSeriesHistory } from '../../../test/seed-series-history';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { anchorsInWeekQuery } from './week-reads';

/**
 * docs/decisions/0039: week reads skip ended series in SQL (by the generated last_date), start
 * each expansion near the week, and find first placements with one index probe per series.
 * None of that may change an answer: every week is compared with a reference that expands every
 * stored series from its first date, with no filter at all.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const TARGET = '2031-06-01';

const { app, staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
beforeAll(() => seedSeriesHistory(app.database.pool, { weekId: TARGET, series: 120, seed: 7 }));

type SeriesRow = {
  id: string;
  recurrence_rule: RecurrenceRule;
  start_date: string;
  end_date: string | null;
  time_index: number;
  duration: number;
  last_date: string;
};
type StoredRow = {
  id: string;
  weekly_schedule_id: string;
  show_name: string;
  day_index: number;
  time_index: number;
  duration: number;
  recurring_series_id: string | null;
  is_exception: boolean;
  is_deleted_instance: boolean;
  original_instance_date: string | null;
};

const walked = new Map<string, string[]>();

/** Every date of every series, walked from its first date to the ten-year horizon (once each). */
function allOccurrences(series: SeriesRow[]): Map<string, string[]> {
  return new Map(
    series.map((s) => {
      const key = JSON.stringify([s.id, s.end_date]);
      const known = walked.get(key);
      if (known) return [s.id, known];
      const span = { rule: s.recurrence_rule, startDate: s.start_date, endDate: s.end_date };
      // In windows of 900 days: one expansion gives at most 1000 dates (MAX_ITERATIONS).
      const windows = Array.from({ length: 5 }, (_, i) => addDays(s.start_date, 900 * i));
      const dates = windows.flatMap((from) => walkedFromStart(span, from, addDays(from, 899)));
      walked.set(key, dates);
      return [s.id, dates];
    }),
  );
}

/** A week's blocks as the reference draws them: every series' dates, no filter at all. */
function referenceBlocks(
  weekId: string,
  series: SeriesRow[],
  stored: StoredRow[],
  occurrences = allOccurrences(series),
): string[] {
  const weekEnd = addDays(weekId, 6);
  const inWeek = stored.filter((row) => row.weekly_schedule_id === weekId);
  const blocks = inWeek
    .filter((row) => !row.is_deleted_instance)
    .map((row) => `${row.id} ${row.show_name} ${row.day_index}:${row.time_index}+${row.duration}`);
  for (const s of series) {
    const anchor = stored.find(
      (row) =>
        row.recurring_series_id === s.id &&
        !row.is_exception &&
        (!row.is_deleted_instance || row.original_instance_date === s.start_date),
    );
    if (!anchor) continue;
    for (const date of occurrences.get(s.id)!) {
      if (date < weekId || date > weekEnd) continue;
      const covered = inWeek.some(
        (row) => row.recurring_series_id === s.id && row.original_instance_date === date,
      );
      if (covered) continue;
      const day = dayIndexOf(date);
      const duration = Math.min(s.duration, SLOTS_PER_WEEK - absoluteSlot(day, s.time_index));
      blocks.push(`${s.id}:${date} ${anchor.show_name} ${day}:${s.time_index}+${duration}`);
    }
  }
  return blocks.sort();
}

async function answeredBlocks(weekId: string): Promise<string[]> {
  const response = await staff.client.get(`/api/weeks/${weekId}`);
  expect(response.status).toBe(200);
  const { week } = response.json<{ week: WeekView }>();
  return week.blocks
    .map((b) => `${b.id} ${b.showName} ${b.dayIndex}:${b.timeIndex}+${b.duration}`)
    .sort();
}

async function storedHistory() {
  const { pool } = app.database;
  const series = (
    await pool.query<SeriesRow>(`select id, recurrence_rule, start_date::text, end_date::text, time_index, duration,
         last_date::text from recurring_series`)
  ).rows;
  const stored = (
    await pool.query<StoredRow>(
      `select id, weekly_schedule_id::text, show_name, day_index, time_index, duration,
         recurring_series_id, is_exception, is_deleted_instance, original_instance_date::text
       from scheduled_shows order by created_at`,
    )
  ).rows;
  return { series, stored };
}

describe('week reads over years of series', () => {
  it('answer every week exactly as expanding every series from its first date does', async () => {
    const { series, stored } = await storedHistory();
    // The weeks around the seeded exceptions and removals, and the first weeks of old series.
    const weeks = [
      ...Array.from({ length: 17 }, (_, i) => addDays(TARGET, 7 * (i - 8))),
      ...series.slice(0, 24).map((s) => weekIdOf(s.start_date)),
    ];
    const occurrences = allOccurrences(series);
    let drawn = 0;
    for (const weekId of weeks) {
      const expected = referenceBlocks(weekId, series, stored, occurrences);
      drawn += expected.length;
      expect(await answeredBlocks(weekId), weekId).toEqual(expected);
    }
    // The comparison means something only if the weeks hold instances, exceptions and removals.
    expect(drawn).toBeGreaterThan(300);
    expect(stored.some((row) => row.is_exception)).toBe(true);
    expect(stored.some((row) => row.is_deleted_instance)).toBe(true);
  }, 30_000);

  it('store a last date never before the last occurrence, and skip a series only after it', async () => {
    const { series } = await storedHistory();
    const occurrences = allOccurrences(series);
    for (const s of series) {
      const span = { rule: s.recurrence_rule, startDate: s.start_date, endDate: s.end_date };
      // A series without end has none: 'infinity', after every date (migration 0018).
      if (isEndless(span)) {
        expect(s.last_date).toBe('infinity');
        continue;
      }
      const last = occurrences.get(s.id)!.at(-1) ?? s.start_date;
      expect(s.last_date >= last, `${s.id} ${s.last_date} < ${last}`).toBe(true);
      // Nothing is drawn after it, however far the window reaches.
      expect(occurrencesBetween(span, addDays(s.last_date, 1), addDays(s.last_date, 400))).toEqual(
        [],
      );
      // Ended by a date (or never) the last date is exactly the earliest end.
      if (s.recurrence_rule.endType === 'count') continue;
      const ends = [
        s.end_date,
        s.recurrence_rule.endType === 'date' ? s.recurrence_rule.endDate : undefined,
        s.recurrence_rule.endType === 'never'
          ? undefined
          : addDays(addMonths(s.start_date, HORIZON_MONTHS), -1),
      ].filter((end): end is string => typeof end === 'string');
      expect(s.last_date).toBe(ends.sort()[0]);
    }
  });

  it('keep the last date true through edits: a series ended early is skipped after its end', async () => {
    const { series } = await storedHistory();
    const open = series.find((s) => s.recurrence_rule.endType === 'never' && s.end_date === null)!;
    await app.database.pool.query(`update recurring_series set end_date = $2 where id = $1`, [
      open.id,
      TARGET,
    ]);
    const { rows } = await app.database.pool.query<{ last_date: string }>(
      `select last_date::text from recurring_series where id = $1`,
      [open.id],
    );
    expect(rows[0]!.last_date <= TARGET).toBe(true);
    const later = await answeredBlocks(addDays(TARGET, 7));
    expect(later.some((block) => block.startsWith(`${open.id}:`))).toBe(false);
  });
});

/** Every plan node of an EXPLAIN (FORMAT JSON) answer. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

describe('first placements of the week’s series', () => {
  it('are found through the index even when the planner’s statistics are stale', async () => {
    const { pool } = app.database;
    // Statistics taken while the station was small; then years of placements and hundreds of
    // series added without ANALYZE (as an import or a restore does). The planner believes few
    // series reach the week and the table is small; a join that scans every placement won then.
    await pool.query('analyze');
    await pool.query(
      `insert into weekly_schedules (id, start_date, end_date, status)
       select d, d, d + 6, 'finalized' from generate_series(0, 799) n,
         lateral (select '2031-06-01'::date - (n * 7 + 700) as d) w
       on conflict (id) do nothing`,
    );
    await pool.query(
      `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, day_index,
         time_index, duration, weekly_schedule_status)
       select w.id, 'Archive Show', '#3b82f6', s % 7, (s * 5) % 90, 2, 'finalized'
       from weekly_schedules w, generate_series(0, 49) s where w.status = 'finalized'`,
    );
    await seedSeriesHistory(pool, { weekId: TARGET, series: 600, seed: 8 });
    const { rows } = await app.database.db.execute<{ 'QUERY PLAN': Record<string, unknown>[] }>(
      sql`explain (format json) ${anchorsInWeekQuery(TARGET, addDays(TARGET, 6))}`,
    );
    const nodes = planNodes(rows[0]!['QUERY PLAN'][0]!.Plan as Record<string, unknown>);
    const onShows = nodes.filter((node) => node['Relation Name'] === 'scheduled_shows');
    expect(onShows.length).toBeGreaterThan(0);
    expect(onShows.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(onShows.map((node) => node['Index Name'])).toContain('scheduled_shows_series_first_idx');
  }, 20_000);
});
