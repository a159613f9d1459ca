// The Show Library's page paint as the library grows (200, 1000 and 5000 shows) beside the
// Profile page's, which has no list: `growthLibraries` for `npm run bench`, or on its own:
// `npx tsx bench/growth-libraries.ts` starts a server on a fresh data directory and prints the rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { seedLibraryShows } from '../e2e/support/library-seed';
import { freePort } from '../src/server/lib/free-port';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { median, round } from './lib/stats';

export type GrowthRow = { figure: string; size: number; ms: number };

export const LIBRARY_SIZES = [200, 1000, 5000] as const;
const RUNS = 5;

/**
 * Paint times (median of 5 loads) of /profile (size 0) and of /library with the station's show
 * library topped up to each size, straight in SQL. `page` is signed in to the server at `baseUrl`;
 * `databaseUrl` is that server's database. Shows are only added: run it on a bench station.
 */
export async function growthLibraries(
  baseUrl: string,
  page: Page,
  databaseUrl: string,
  sizes: readonly number[] = LIBRARY_SIZES,
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [
    { figure: 'profile page paint', size: 0, ms: await paintMs(page, `${baseUrl}/profile`) },
  ];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const size of sizes) {
      await seedLibraryShows(db, size);
      rows.push({
        figure: 'show library page paint',
        size,
        ms: await paintMs(page, `${baseUrl}/library`),
      });
    }
  } finally {
    await db.end();
  }
  return rows;
}

/**
 * Milliseconds from navigation to the page painted with its data: its heading shown, nothing
 * loading, and (on a list page) the first card drawn. Median of RUNS loads.
 */
async function paintMs(page: Page, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main?.querySelector('h1')) return false;
        if (main.querySelector('[role="status"]') && main.textContent?.includes('Loading'))
          return false;
        return !location.pathname.startsWith('/library') || main.querySelector('article') !== null;
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    // After the frame that shows it has been painted.
    times.push(
      await page.evaluate(
        () => new Promise<number>((ok) => requestAnimationFrame(() => ok(performance.now()))),
      ),
    );
  }
  return round(median(times));
}

/** Signs up and in through the API, confirming the address in the database. */
async function signedInPage(
  baseUrl: string,
  databaseUrl: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const email = `bench-${Date.now()}@example.com`;
  const password = 'benchmark password';
  const headers = { origin: baseUrl };
  const up = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Bench' },
    headers,
  });
  if (!up.ok()) throw new Error(`sign-up: ${up.status()} ${await up.text()}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('update users set email_verified = true where email = $1', [email]);
  await db.end();
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers,
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
  return { page: await context.newPage(), close: () => browser.close() };
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-libraries-'));
  const server = await startServerProcess(root, dataDir, await freePort());
  try {
    const databaseUrl = embeddedDatabaseUrl(dataDir);
    const { page, close } = await signedInPage(server.url, databaseUrl);
    try {
      const rows = await growthLibraries(server.url, page, databaseUrl);
      const profile = rows[0]!.ms;
      for (const row of rows)
        console.log(
          `${row.figure.padEnd(26)} ${String(row.size).padStart(5)}  ${String(row.ms).padStart(7)} ms  ${(row.ms / profile).toFixed(2)}x profile`,
        );
    } finally {
      await close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
