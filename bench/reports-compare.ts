// `npx tsx bench/reports-compare.ts <other checkout> [--rounds=9]`: the two-year report counted
// anew after a change to one week (bench/reports.ts), on this checkout's server and another's,
// in turn in one run, each against its own /api/health. Two runs of the reports bench on a
// shared machine are not comparable (the load moves every figure); requests to two servers side
// by side, in turn, see the same load. The other checkout is e.g. a `git archive` of the commit
// to compare with, with node_modules beside it (both are built on start, as `npm start` does).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { getOk, oneClient } from './lib/one-client';
import { seedStationYears } from './lib/report-seed';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { median, round } from './lib/stats';
import { changeOneWeek } from './reports';

const TWO_YEARS_WEEKS = 104;
const WARM_UP_ROUNDS = 3;

/** A server of one checkout on its own data, seeded alike, and its two measured requests. */
async function startSide(root: string, newest: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-reports-compare-'));
  const server = await startServerProcess(root, dataDir, await freePort());
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  const cookie = await signedInCookie(server.url, db);
  await seedStationYears(db, newest);
  const get = (p: string) => getOk(`${server.url}${p}`, cookie, 'gzip');
  const from = addDays(newest, -7 * (TWO_YEARS_WEEKS - 1));
  return {
    health: () => get('/api/health'),
    change: changeOneWeek(db, newest),
    report: () =>
      get(`/api/reports?range=custom&weeks=finalized&from=${from}&to=${addDays(newest, 6)}`),
    async stop() {
      await db.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const timed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

async function main() {
  const other = process.argv[2];
  if (!other || other.startsWith('--')) {
    console.error('usage: npx tsx bench/reports-compare.ts <other checkout> [--rounds=9]');
    process.exit(2);
  }
  const rounds = Number(
    process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 9,
  );
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const newest = currentWeekId(new Date(), 'UTC');
  const all = {
    before: await startSide(path.resolve(other), newest),
    after: await startSide(here, newest),
  };
  const empty = () => ({ health: [] as number[], anew: [] as number[] });
  const samples = { before: empty(), after: empty() };
  try {
    for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
      for (const name of ['before', 'after'] as const) {
        const side = all[name];
        const health = await timed(side.health);
        await side.change();
        const anew = await timed(side.report);
        if (round >= 0) {
          samples[name].health.push(health);
          samples[name].anew.push(anew);
        }
      }
    }
    console.table(
      Object.entries(samples).map(([name, s]) => ({
        checkout: name,
        'health p50 ms': round(median(s.health), 2),
        'counted anew p50 ms': round(median(s.anew), 1),
        'counted anew / health': round(median(s.anew) / median(s.health), 1),
      })),
    );
  } finally {
    oneClient.destroy();
    for (const side of Object.values(all)) await side.stop();
  }
}

await main();
