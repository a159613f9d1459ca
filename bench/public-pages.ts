import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { atMost, type Figure } from './lib/figure';
import { seed } from './lib/seed';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { percentile, round } from './lib/stats';

const REQUESTS = 200;
const WARM_UP = 20;
/** DESIGN.md / the public pages: first byte under ~50 ms from a warm cache on this machine. */
const FIRST_BYTE_BAR_MS = 50;

/**
 * The listeners' page /on-air, asked by one visitor after another once it is warm (kept per
 * revision and minute): the time to its first byte, with 300 placed shows and 20 series.
 */
export async function publicPagesBench(root: string): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-pages-'));
  const port = await freePort();
  const server = await startServerProcess(root, dataDir, port, { PUBLIC_SCHEDULE: 'true' });
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const weekId = currentWeekId(new Date(), 'UTC');
    await seed(db, weekId);
    await db.query(`update weekly_schedules set status = 'finalized' where id = $1`, [weekId]);
    const url = `${server.url}/on-air`;
    for (let i = 0; i < WARM_UP; i++) await firstByte(url);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await firstByte(url));
    const section = 'Public page /on-air, one visitor at a time';
    const p95 = round(percentile(times, 95));
    return [
      {
        section,
        name: 'first byte, median (warm)',
        value: round(percentile(times, 50)),
        unit: 'ms',
      },
      {
        section,
        name: 'first byte, p95 (warm)',
        value: p95,
        unit: 'ms',
        ...atMost(p95, FIRST_BYTE_BAR_MS),
      },
    ];
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from sending a GET to its answer's status line and headers. */
function firstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, (response) => {
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume();
      response.on('end', () => resolve(elapsed));
    });
    request.on('error', reject);
  });
}
