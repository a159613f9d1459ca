import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { atMost, type Figure } from './lib/figure';
import { load as loadFor } from './lib/load';
import { seed } from './lib/seed';
import { signedInCookie } from './lib/session';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { percentile, round } from './lib/stats';
import { publicPace } from './public-pace';

const CONNECTIONS = 200;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
const CHANGE_EVERY_MS = 100;

/**
 * The public API under 200 concurrent clients: /now and a week of /schedule, first with the
 * published schedule unchanged (answers kept per revision), then while the schedule changes ten
 * times a second (each change makes the next answers read the weeks anew).
 */
export async function publicApiBench(root: string): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-public-'));
  const port = await freePort();
  const server = await startServerProcess(root, dataDir, port, {
    PUBLIC_SCHEDULE: 'true',
    // The bench's 200 clients share one address; the limit itself is not what is measured.
    PUBLIC_API_RATE_LIMIT: '1000000000/60',
  });
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const weekId = currentWeekId(new Date(), 'UTC');
    await seed(db, weekId);
    await db.query(`update weekly_schedules set status = 'finalized' where id = $1`, [weekId]);
    const base = `${server.url}/api/public/v1`;
    const routes = [
      { name: '/now', url: `${base}/now` },
      {
        name: '/schedule (7 days)',
        url: `${base}/schedule?from=${weekId}&to=${addDays(weekId, 6)}`,
      },
    ];
    const figures: Figure[] = [];
    for (const route of routes) {
      const check = await fetch(route.url);
      if (!check.ok) throw new Error(`${route.url} answered ${check.status}`);
      await load(route.url, WARM_UP_SECONDS);
      const kept = await load(route.url);
      const changing = await whileChanging(db, () => load(route.url));
      const s = `Public API ${route.name}, ${CONNECTIONS} clients`;
      figures.push(
        {
          section: s,
          name: 'p95, unchanged',
          value: round(percentile(kept.latencies, 95)),
          unit: 'ms',
        },
        { section: s, name: 'throughput, unchanged', value: Math.round(kept.rps), unit: 'req/s' },
        {
          section: s,
          name: `p95, a change every ${CHANGE_EVERY_MS} ms`,
          value: round(percentile(changing.latencies, 95)),
          unit: 'ms',
        },
        {
          section: s,
          name: `throughput, a change every ${CHANGE_EVERY_MS} ms`,
          value: Math.round(changing.rps),
          unit: 'req/s',
        },
        { section: s, name: 'errors and non-2xx', value: kept.errors + changing.errors, unit: '' },
      );
    }
    const cookie = await signedInCookie(server.url, db);
    figures.push(...(await publicPace(server.url, cookie, weekId)));
    figures.push(...(await staffUnderPublicLoad(server.url, cookie)));
    return figures;
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` while the schedule's revision moves (as a committed change moves it). */
async function whileChanging<T>(db: pg.Client, work: () => Promise<T>): Promise<T> {
  let moving: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // One change at a time on the one connection: a slow commit skips a turn.
    // Announced as move_revision announces it (drizzle/0018): processes learn of it by notification.
    moving ??= db
      .query(
        `with moved as (update revisions set value = value + 1 where name = 'schedule' returning value)
         select pg_notify('radio_revisions', 'schedule ' || value) from moved`,
      )
      .finally(() => (moving = null));
  }, CHANGE_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await moving;
  }
}

/**
 * The staff's /api/shows median alone and while 200 public clients read /now, /on-air and the
 * now-next embed: public load must not slow the staff (docs/decisions/0051, 0055). A ratio in one
 * run, not a timed test.
 */
async function staffUnderPublicLoad(url: string, cookie: string): Promise<Figure[]> {
  const staff = () =>
    load(`${url}/api/shows`, SECONDS, { connections: 10, headers: { cookie, origin: url } });
  await staff();
  const alone = await staff();
  const publicPaths = ['/api/public/v1/now', '/on-air', '/embed/now-next'];
  const [loaded] = await Promise.all([
    staff(),
    ...publicPaths.map((p) =>
      load(`${url}${p}`, SECONDS, {
        connections: Math.floor(CONNECTIONS / publicPaths.length),
        // Browsers and players ask for compressed answers.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    ),
  ]);
  const s = `Staff /api/shows under ${CONNECTIONS} public clients (/now, /on-air, embed)`;
  const median = (r: { latencies: number[] }) => round(percentile(r.latencies, 50));
  const ratio = median(loaded) / Math.max(median(alone), 0.01);
  return [
    { section: s, name: 'median alone', value: median(alone), unit: 'ms' },
    { section: s, name: 'median under public load', value: median(loaded), unit: 'ms' },
    { section: s, name: 'ratio', value: round(ratio), unit: 'x', ...atMost(ratio, 2) },
    { section: s, name: 'staff errors and non-2xx', value: alone.errors + loaded.errors, unit: '' },
  ];
}

const load = (
  url: string,
  seconds = SECONDS,
  options: { connections?: number; headers?: Record<string, string> } = {},
) => loadFor(url, seconds, { ...options, connections: options.connections ?? CONNECTIONS });
