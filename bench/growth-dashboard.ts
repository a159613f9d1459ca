import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { median, round } from './lib/stats';
import { signedInCookie } from './lib/session';
import { getOk } from './lib/one-client';

/** One growth figure: what was timed, at how many weeks, the median in milliseconds. */
export type GrowthRow = { figure: string; size: number; ms: number };

export const DASHBOARD_SIZES = [50, 250, 1000] as const;
const SHOWS_PER_WEEK = 100;
const SERIES = 20;
const SAMPLES = 15;

/**
 * The dashboard API as a station's history grows: 50, 250 and 1000 weeks of 100 placed shows
 * each plus 20 weekly series running through them all, seeded straight in SQL. At each size:
 * /api/health (the floor), the first dashboard read after the seeding (every week counted), the
 * read with every week's figures kept, and the read after one show moved (one week counted
 * again). Medians of 15. Run alone: `npx tsx bench/growth-dashboard.ts`.
 */
export async function growthDashboardBench(root: string): Promise<GrowthRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-dashboard-'));
  const server = await startServerProcess(root, dataDir, await freePort());
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const cookie = await signedInCookie(server.url, db);
    const newest = addDays(currentWeekId(new Date(), 'UTC'), 7 * 4);
    await seedSeries(db, addDays(newest, -7 * (DASHBOARD_SIZES.at(-1)! - 1)));
    const rows: GrowthRow[] = [];
    for (const size of DASHBOARD_SIZES) {
      await seedWeeks(db, newest, size);
      const get = (p: string) => getOk(`${server.url}${p}`, cookie, 'gzip');
      const [first] = await timeEach(1, () => get('/api/weeks'));
      const kept = await timeEach(SAMPLES, () => get('/api/weeks'));
      const afterMove = await timeEach(
        SAMPLES,
        () => get('/api/weeks'),
        () => moveOne(db, newest),
      );
      const health = await timeEach(SAMPLES, () => get('/api/health'));
      rows.push(
        { figure: '/api/health', size, ms: round(median(health), 2) },
        { figure: 'dashboard API, first read after seeding', size, ms: round(first!, 1) },
        { figure: 'dashboard API, figures kept', size, ms: round(median(kept), 2) },
        { figure: 'dashboard API, after one show moved', size, ms: round(median(afterMove), 2) },
      );
    }
    return rows;
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Weeks back from `newest` until there are `size`, each with its hundred shows; idempotent. */
async function seedWeeks(db: pg.Client, newest: string, size: number): Promise<void> {
  const oldest = addDays(newest, -7 * (size - 1));
  await db.query('begin');
  const { rows } = await db.query<{ id: string }>(
    `insert into weekly_schedules (id, start_date, end_date, status)
     select d, d, d + 6, (array['not-started','draft','finalized'])[1 + (n % 3)]
     from generate_series(0, $2 - 1) n, lateral (select $1::date + n * 7 as d) w
     on conflict (id) do nothing returning id::text`,
    [oldest, size],
  );
  await db.query(
    `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_names,
       day_index, time_index, duration, weekly_schedule_status)
     select w, 'Archive Show ' || s, '#3b82f6',
       case when s % 10 = 0 then '{Alex Rivera}'::text[] else '{}'::text[] end, s % 7, (s * 7) % 92, 4, 'draft'
     from unnest($1::date[]) w, generate_series(0, $2 - 1) s`,
    [rows.map((r) => r.id), SHOWS_PER_WEEK],
  );
  await db.query('commit');
}

/** Twenty weekly series from the oldest week on, never ending, each with its first placement. */
async function seedSeries(db: pg.Client, oldest: string): Promise<void> {
  await db.query('begin');
  await db.query(
    `insert into weekly_schedules (id, start_date, end_date) values ($1, $1, $1::date + 6)
     on conflict do nothing`,
    [oldest],
  );
  for (let i = 0; i < SERIES; i++) {
    const day = i % 7;
    const rule = { frequency: 'weekly', interval: 1, byWeekday: [day], endType: 'never' };
    const { rows } = await db.query<{ id: string }>(
      `insert into recurring_series (recurrence_rule, start_date, time_index, duration)
       values ($1, $2, 92, 2) returning id`,
      [JSON.stringify(rule), addDays(oldest, day)],
    );
    await db.query(
      `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_names,
         day_index, time_index, duration, recurring_series_id, original_instance_date)
       values ($1, $2, '#059669', '{Alex Rivera}', $3, 92, 2, $4, $5)`,
      [oldest, `Series ${i}`, day, rows[0]!.id, addDays(oldest, day)],
    );
  }
  await db.query('commit');
}

/** Moves one show of the newest week a quarter hour, as a drag would. */
async function moveOne(db: pg.Client, weekId: string): Promise<void> {
  await db.query(
    `update scheduled_shows set time_index = (time_index + 1) % 92
     where id = (select id from scheduled_shows where weekly_schedule_id = $1 limit 1)`,
    [weekId],
  );
}

async function timeEach(
  times: number,
  work: () => Promise<void>,
  before: () => Promise<unknown> = async () => undefined,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    await before();
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.table(await growthDashboardBench(root));
}
