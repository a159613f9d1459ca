import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { addDays } from '../src/shared/schedule/week';
import { createDatabase } from '../src/server/db/connection';
import { applyMigrations } from '../src/server/db/migrate';
import { openWeek } from '../src/server/features/schedule/weeks/weeks.service';
import { seedSeriesHistory } from '../src/server/test/seed-series-history';
import { median, round } from './lib/stats';

/** One growth figure at one size: the bench prints these side by side with their ratios. */
export type GrowthRow = { figure: string; size: number; ms: number };

export const SERIES_SIZES = [50, 250, 1000] as const;
/** A far week, so the seeded history (up to ten years back) is all before or around it. */
const WEEK = '2031-06-01';
const READS = 7;
/**
 * Series still running at the weeks read, whatever the size: a station draws about a hundred
 * shows a week (the scale probe's figure), so more series means more history, not a fuller week.
 */
const RUNNING = 40;

/**
 * "Week first read" as the number of series grows: for each size a database of its own
 * (created on the server `adminUrl` points at, migrated, dropped afterwards) holds that many
 * series of every rule kind and age, up to ten years old, RUNNING of them still running and the
 * rest ended in past seasons (seedSeriesHistory). A week is read
 * the way GET /api/weeks/:id reads one on a cache miss (openWeek: SQL, expansion, overlap flags),
 * in this process, once per week and never twice, so every read is a first read; the figure is
 * the median over READS weeks. "Later week first read" reads weeks a year further on, which
 * must cost no more: nothing walks a series from its first date.
 */
export async function seriesGrowth(adminUrl: string): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  const clock = { timeZone: 'Europe/London', now: () => new Date(`${WEEK}T12:00:00Z`) };
  // A first pass warms the code paths (JIT, pool), so size 50 is not charged for them.
  for (const [pass, sizes] of [
    ['warm-up', [50]],
    ['measured', SERIES_SIZES],
  ] as const) {
    for (const size of sizes) {
      await withDatabase(adminUrl, async (pool, db) => {
        await seedSeriesHistory(pool, {
          weekId: WEEK,
          series: size,
          seed: size + pass.length,
          running: RUNNING,
        });
        await pool.query('analyze');
        const timed = async (firstWeek: string) => {
          const times: number[] = [];
          for (let i = 0; i < READS; i++) {
            const started = performance.now();
            await openWeek(db, addDays(firstWeek, 7 * i), clock);
            times.push(performance.now() - started);
          }
          return round(median(times), 2);
        };
        const first = await timed(WEEK);
        const later = await timed(addDays(WEEK, 364));
        if (pass === 'warm-up') return;
        rows.push({ figure: 'week first read', size, ms: first });
        rows.push({ figure: 'later week first read', size, ms: later });
      });
    }
  }
  return rows;
}

async function withDatabase(
  adminUrl: string,
  work: (pool: pg.Pool, db: ReturnType<typeof createDatabase>['db']) => Promise<void>,
) {
  const name = `growth_series_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { db, pool } = createDatabase(url.toString(), 3);
    try {
      await applyMigrations(pool);
      await work(pool, db);
    } finally {
      await pool.end();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
