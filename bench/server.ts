import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { currentWeekId, addDays } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { atMost, below, type Figure } from './lib/figure';
import { seed } from './lib/seed';
import {
  embeddedDatabaseUrl,
  rssMiB,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process';
import { median, percentile, round } from './lib/stats';

const WARM_STARTS = 3;
const LOAD_SECONDS = 10;
const CONNECTIONS = 50;
const SEQUENTIAL = 60;

/**
 * The server side: `npm start` to ready (first start on a new data directory, then warm
 * restarts on it), the week endpoint under 50 concurrent clients against its own SQL, the
 * dashboard's list of 500 weeks, and the server's memory under that load.
 */
export async function serverBench(root: string): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-'));
  const port = await freePort();
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess(root, dataDir, port);
    const firstMs = server.readyMs;
    await server.stop();
    const warm: number[] = [];
    for (let i = 0; i < WARM_STARTS; i++) {
      server = await startServerProcess(root, dataDir, port);
      warm.push(server.readyMs);
      if (i < WARM_STARTS - 1) await server.stop();
    }
    const warmMs = Math.round(median(warm));
    const startFigures: Figure[] = [
      {
        section: 'Start',
        name: 'first start, new data directory',
        value: Math.round(firstMs),
        unit: 'ms',
      },
      {
        section: 'Start',
        name: `warm start to /api/health (median of ${WARM_STARTS})`,
        value: warmMs,
        unit: 'ms',
        ...atMost(warmMs, 5000),
      },
    ];
    return [...startFigures, ...(await apiFigures(server!, dataDir))];
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function apiFigures(server: ServerProcess, dataDir: string): Promise<Figure[]> {
  const weekId = addDays(currentWeekId(new Date(), 'UTC'), 7);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // As large as the server's own pool (src/server/db/connection.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    await seed(db, weekId);
    const cookie = await signedInCookie(server.url, db);
    const weekUrl = `${server.url}/api/weeks/${weekId}`;
    const first = await fetch(weekUrl, { headers: { cookie } });
    const body = (await first.json()) as { week?: { blocks: unknown[] } };
    if (!first.ok || body.week?.blocks.length !== 320)
      throw new Error(`The week answered ${first.status} with ${body.week?.blocks.length} blocks`);

    // One client at a time: the endpoint against the same week's queries sent alone.
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '');
    const sqlMs = await timeEach(SEQUENTIAL, () => weekSql(pool, weekId, token.split('.')[0]!));
    const endpointMs = await timeEach(SEQUENTIAL, () => getOk(weekUrl, cookie));
    const dashboardMs = await timeEach(20, () => getOk(`${server.url}/api/weeks`, cookie));

    const memory: number[] = [rssMiB(server.pid)];
    const sampler = setInterval(() => memory.push(rssMiB(server.pid)), 250);
    const load = await loadTest(weekUrl, cookie);
    clearInterval(sampler);

    const sqlP50 = round(median(sqlMs), 2);
    const oneP50 = round(median(endpointMs), 2);
    const ratio = round(oneP50 / sqlP50, 2);
    const s = 'Week API (300 shows, 20 series)';
    return [
      {
        section: s,
        name: `p50, ${CONNECTIONS} clients`,
        value: round(percentile(load.latencies, 50)),
        unit: 'ms',
      },
      {
        section: s,
        name: `p95, ${CONNECTIONS} clients`,
        value: round(percentile(load.latencies, 95)),
        unit: 'ms',
        ...below(round(percentile(load.latencies, 95)), 25),
      },
      {
        section: s,
        name: `p99, ${CONNECTIONS} clients`,
        value: round(percentile(load.latencies, 99)),
        unit: 'ms',
      },
      { section: s, name: 'throughput', value: Math.round(load.requestsPerSecond), unit: 'req/s' },
      {
        section: s,
        name: 'errors and non-2xx',
        value: load.errors,
        unit: '',
        ...atMost(load.errors, 0),
      },
      { section: s, name: 'p50, one client', value: oneP50, unit: 'ms' },
      { section: s, name: "the week's SQL alone, p50", value: sqlP50, unit: 'ms' },
      {
        section: s,
        name: 'endpoint / its SQL (one client)',
        value: ratio,
        unit: 'x',
        ...atMost(ratio, 2),
      },
      {
        section: 'Dashboard (500 weeks)',
        name: 'GET /api/weeks p50',
        value: round(median(dashboardMs)),
        unit: 'ms',
      },
      {
        section: 'Dashboard (500 weeks)',
        name: 'GET /api/weeks p95',
        value: round(percentile(dashboardMs, 95)),
        unit: 'ms',
      },
      {
        section: 'Server memory',
        name: 'RSS before load',
        value: Math.round(memory[0]!),
        unit: 'MiB',
      },
      {
        section: 'Server memory',
        name: 'RSS peak under load',
        value: Math.round(Math.max(...memory)),
        unit: 'MiB',
      },
    ];
  } finally {
    await pool.end();
    await db.end();
  }
}

/** Signs up, confirms the address in the database (the mailed link is not the point here), signs in. */
async function signedInCookie(url: string, db: pg.Client): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'benchmark password';
  const headers = { 'content-type': 'application/json', origin: url };
  const up = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: '' }),
  });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  await db.query('update users set email_verified = true where email = $1', [email]);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The statements GET /api/weeks/:date sends, sent the same way (in the same order and with the
 * same parallelism, over a pool as large as the server's): better-auth's session and user
 * look-ups, then the week row with its shows, series and series anchors (weeks.service openWeek,
 * week-view.ts loadWeekContent).
 */
async function weekSql(db: pg.Pool, weekId: string, token: string): Promise<void> {
  const weekEnd = addDays(weekId, 6);
  const session = await db.query<{ user_id: string }>('select * from sessions where token = $1', [
    token,
  ]);
  await db.query('select * from users where id = $1', [session.rows[0]?.user_id]);
  const reaches = 'start_date <= $1 and (end_date is null or end_date >= $2)';
  const block = `id, version, show_template_id, show_name, show_genres, show_description,
    show_color, show_image_url, dj_names, dj_avatar_urls, day_index, time_index, duration,
    recurring_series_id, is_exception, is_deleted_instance, original_instance_date`;
  await Promise.all([
    db.query('select * from weekly_schedules where id = $1', [weekId]),
    db.query(
      `select ${block} from scheduled_shows where weekly_schedule_id = $1
       order by day_index, time_index, created_at`,
      [weekId],
    ),
    db.query(`select * from recurring_series where ${reaches}`, [weekEnd, weekId]),
    db.query(
      `select ${block} from scheduled_shows where recurring_series_id in
         (select id from recurring_series where ${reaches})
       and is_exception = false and is_deleted_instance = false order by created_at`,
      [weekEnd, weekId],
    ),
  ]);
}

async function getOk(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}

async function timeEach(times: number, work: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await work(); // warm caches and JIT first
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function loadTest(url: string, cookie: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers: { cookie } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
