import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentWeekId, addDays } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import type { Database } from '../src/server/db/connection';
import { readRevisions } from '../src/server/db/revisions';
import * as schema from '../src/server/db/schema';
import { openWeek } from '../src/server/features/schedule/weeks/weeks.service';
import { atMost, below, type Figure } from './lib/figure';
import { seed } from './lib/seed';
import {
  embeddedDatabaseUrl,
  rssMiB,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process';
import { median, percentile, round } from './lib/stats';
import { signedInCookie } from './lib/session';
import { getOk, oneClient } from './lib/one-client';

const WARM_STARTS = 3;
const LOAD_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const SEQUENTIAL = 60;
const SEQUENTIAL_WARM_UP_MS = 1_000;

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
  const poolDb = drizzle(pool, { schema });
  try {
    await seed(db, weekId);
    const cookie = await signedInCookie(server.url, db);
    const weekUrl = `${server.url}/api/weeks/${weekId}`;
    const first = await fetch(weekUrl, { headers: { cookie } });
    const body = (await first.json()) as { week?: { blocks: unknown[] } };
    if (!first.ok || body.week?.blocks.length !== 320)
      throw new Error(`The week answered ${first.status} with ${body.week?.blocks.length} blocks`);

    const statements = await weekStatements(pool, weekId);
    // One client at a time. A kept answer costs the revisions read and the sending; after a
    // change the week is read anew, and that is compared with the same statements sent alone.
    const keptMs = await timeEach(SEQUENTIAL, () => getOk(weekUrl, cookie, 'identity'));
    const moveRevision = () =>
      db.query(`update revisions set value = value + 1 where name = 'schedule'`);
    // Interleaved, so a busy moment on the shared machine hits both sides of the ratio alike.
    const [anewMs = [], sqlMs = []] = await timeInterleaved(SEQUENTIAL, [
      { work: () => getOk(weekUrl, cookie, 'identity'), before: moveRevision },
      { work: () => weekSql(poolDb, statements) },
    ]);
    const dashboardMs = await timeEach(20, () =>
      getOk(`${server.url}/api/weeks`, cookie, 'identity'),
    );

    const memory: number[] = [rssMiB(server.pid)];
    const sampler = setInterval(() => memory.push(rssMiB(server.pid)), 250);
    // A short load first, so the measured ones meet a warmed-up process (JIT, pool, kept answers).
    await loadTest(weekUrl, { cookie, 'accept-encoding': BROWSER_ENCODINGS }, WARM_UP_SECONDS);
    const load = await loadTest(weekUrl, { cookie, 'accept-encoding': BROWSER_ENCODINGS });
    const plainLoad = await loadTest(weekUrl, { cookie });
    clearInterval(sampler);

    const sqlP50 = round(median(sqlMs), 2);
    const anewP50 = round(median(anewMs), 2);
    const ratio = round(anewP50 / sqlP50, 2);
    const s = 'Week API (300 shows, 20 series)';
    return [
      {
        section: s,
        name: `p50, ${CONNECTIONS} clients asking for gzip`,
        value: round(percentile(load.latencies, 50)),
        unit: 'ms',
      },
      {
        section: s,
        name: `p95, ${CONNECTIONS} clients asking for gzip`,
        value: round(percentile(load.latencies, 95)),
        unit: 'ms',
        ...below(round(percentile(load.latencies, 95)), 25),
      },
      {
        section: s,
        name: `p99, ${CONNECTIONS} clients asking for gzip`,
        value: round(percentile(load.latencies, 99)),
        unit: 'ms',
      },
      { section: s, name: 'throughput', value: Math.round(load.requestsPerSecond), unit: 'req/s' },
      {
        section: s,
        name: 'errors and non-2xx',
        value: load.errors + plainLoad.errors,
        unit: '',
        ...atMost(load.errors, 0),
      },
      {
        section: s,
        name: `p95, ${CONNECTIONS} clients not asking for gzip`,
        value: round(percentile(plainLoad.latencies, 95)),
        unit: 'ms',
      },
      {
        section: s,
        name: 'throughput not asking for gzip',
        value: Math.round(plainLoad.requestsPerSecond),
        unit: 'req/s',
      },
      {
        section: s,
        name: 'p50, one client, kept answer',
        value: round(median(keptMs), 2),
        unit: 'ms',
      },
      { section: s, name: 'p50, one client, read anew after a change', value: anewP50, unit: 'ms' },
      { section: s, name: "the same reads' SQL alone, p50", value: sqlP50, unit: 'ms' },
      {
        section: s,
        name: 'read anew / its SQL (one client)',
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
    oneClient.destroy();
    await pool.end();
    await db.end();
  }
}

type Statement = { query: string; params: unknown[] };

/**
 * The statements GET /api/weeks/:date sends when it reads the week anew besides the revisions,
 * taken from the server's own read (weeks.service openWeek) run once here: the week row, its
 * shows, the series reaching into it and their anchors, the away dates and fill-ins it marks. A
 * list written out here once fell behind the read (it lacked the away dates and fill-ins), and the
 * ratio then compared the read with less than its SQL.
 */
async function weekStatements(pool: pg.Pool, weekId: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  await openWeek(db, weekId, { timeZone: 'UTC', now: () => new Date() });
  return statements;
}

/**
 * What the read anew sends, sent the same way over a pool as large as the server's: the revisions
 * (the session check is kept, docs/decisions/0014), then the week's statements together, as
 * its reads go out (src/server/db/read-together.ts).
 */
async function weekSql(db: Database, statements: readonly Statement[]): Promise<void> {
  await readRevisions(db);
  await Promise.all(statements.map(({ query, params }) => db.$client.query(query, params)));
}

type Step = { work: () => Promise<void>; before?: () => Promise<unknown> };

/** Times each run of `work`; `before` runs first each time, untimed. */
async function timeEach(
  times: number,
  work: () => Promise<void>,
  before: () => Promise<unknown> = async () => undefined,
): Promise<number[]> {
  return (await timeInterleaved(times, [{ work, before }]))[0]!;
}

/** Times the steps in turn, `times` rounds of each after a warm-up of them all. */
async function timeInterleaved(times: number, steps: Step[]): Promise<number[][]> {
  // The same steps, untimed, for a while first: the server and the pool meet them warmed up
  // (JIT, caches), as a running station's server does, and as the load's warm-up does.
  const warmUntil = performance.now() + SEQUENTIAL_WARM_UP_MS;
  while (performance.now() < warmUntil) {
    for (const step of steps) {
      await step.before?.();
      await step.work();
    }
  }
  const samples = steps.map((): number[] => []);
  for (let i = 0; i < times; i++) {
    for (const [index, step] of steps.entries()) {
      await step.before?.();
      const t0 = performance.now();
      await step.work();
      samples[index]!.push(performance.now() - t0);
    }
  }
  return samples;
}

/** What Chromium sends: a browser's week request may be answered gzipped. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function loadTest(url: string, headers: Record<string, string>, seconds = LOAD_SECONDS) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers },
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
