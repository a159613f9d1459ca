// `npx tsx bench/paint-compare.ts <other checkout> [--figures=profile,team] [--runs=7]`: two
// builds' pages in one run, loaded alternately. On a shared machine two separate runs of the
// paint bench are not comparable (the load moves every figure by 2-3x); loads of two servers
// side by side, in turn, see the same load. The timed loads run as the paint bench's do (a lean
// browser per side, each load from a rested blank tab); the traced ones through Playwright. The
// other checkout is e.g. `git worktree add` or a `git archive` of the commit to compare with,
// with node_modules beside it. The same build on both sides reads 0.99-1.00 (Profile, schedule).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { addDays } from '../src/shared/schedule/week';
import { paintPage, thisWeek } from './lib/paint-pages';
import { freePort } from '../src/server/lib/free-port';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { seeding } from './lib/growth';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { median } from './lib/stats';
import { launchLeanBrowser, type LeanTab } from './lib/lean-browser';
import { cookiesOf, openAndWait, tracedLoad, watchForContent } from './paint';

type Side = Awaited<ReturnType<typeof startSide>>;

/** A server of one checkout, on its own data, seeded alike, and a signed-in browser context. */
async function startSide(root: string, browser: Browser) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-compare-'));
  const server = await startServerProcess(root, dataDir, await freePort(), {
    PUBLIC_SCHEDULE: 'true',
  });
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  const cookie = await signedInCookie(server.url, db);
  const seed = seeding(db);
  await seed.weeks(addDays(thisWeek, -7 * 51), 52);
  await seed.shows(1000);
  await seed.djs(200);
  const cookies = cookiesOf(cookie, server.url);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookies);
  // A lean browser of the side's own: both servers are on localhost, and a browser keeps one
  // session cookie per host whatever the port.
  const lean = await launchLeanBrowser(cookies);
  return {
    server,
    context,
    lean,
    async stop() {
      await lean.close();
      await context.close();
      await db.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Measured = { paint: number[]; script: number[]; busy: number[]; ran: Set<string> };

/** A built script's name without its content hash: "pages~profile-DMXSOSmK.js" → "pages~profile". */
const chunkName = (url: string) => (url.split('/').at(-1) ?? url).replace(/-[\w-]{8}\.js$/, '');

/**
 * One page on both sides: a warm-up load each, then timed loads (in each side's lean browser,
 * from a rested blank tab, as the paint bench times them) and traced loads (in Playwright's,
 * which reads the traces), the sides taking turns (and who goes first alternating), so both see
 * the machine's load alike.
 */
async function comparePage(sides: Side[], name: string, runs: number): Promise<Measured[]> {
  const page = paintPage(name);
  const address = page.path;
  const tabs: Page[] = [];
  const leanTabs: LeanTab[] = [];
  for (const side of sides) {
    const tab = await side.context.newPage();
    tab.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await tab.addInitScript({ content: watchForContent(page) });
    await openAndWait(tab, `${side.server.url}${address}`);
    tabs.push(tab);
    const leanTab = await side.lean.newTab({
      width: 1440,
      height: 900,
      initScript: watchForContent(page),
    });
    for (let i = 0; i < 2; i++) await leanTab.open(`${side.server.url}${address}`);
    leanTabs.push(leanTab);
  }
  const measured: Measured[] = sides.map(() => ({
    paint: [],
    script: [],
    busy: [],
    ran: new Set<string>(),
  }));
  const turns = (i: number) => (i % 2 === 0 ? [0, 1] : [1, 0]);
  for (let i = 0; i < runs; i++)
    for (const k of turns(i))
      measured[k]!.paint.push(await leanTabs[k]!.open(`${sides[k]!.server.url}${address}`));
  for (let i = 0; i < runs; i++)
    for (const k of turns(i)) {
      const work = await tracedLoad(tabs[k]!, `${sides[k]!.server.url}${address}`);
      measured[k]!.script.push(work.scriptMs);
      measured[k]!.busy.push(work.busyMs);
      for (const url of work.scripts) measured[k]!.ran.add(chunkName(url));
    }
  for (const tab of tabs) await tab.close();
  for (const tab of leanTabs) await tab.close();
  return measured;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const other = args.find((a) => !a.startsWith('--'));
  if (!other) throw new Error('Usage: npx tsx bench/paint-compare.ts <other checkout> [...]');
  const option = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const pages = (option('figures') ?? 'profile,dashboard,team,settings').split(',');
  const runs = Number(option('runs') ?? 7);
  try {
    os.setPriority(process.pid, Math.max(os.getPriority(process.pid), 10));
  } catch {
    // Not allowed here: run at the priority we have.
  }

  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const sides: Side[] = [];
  try {
    sides.push(await startSide(path.resolve(other), browser), await startSide(root, browser));
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(`${other} (A) against this checkout (B), ${runs} loads each; load ${load()}`);
    console.log('page       paint A  paint B  B/A   script A  script B  B/A   busy A  busy B');
    for (const name of ['reference', ...pages.filter((p) => p !== 'reference')]) {
      const measured = await comparePage(sides, name, runs);
      const [a, b] = measured.map((m) => ({
        paint: median(m.paint),
        script: median(m.script),
        busy: median(m.busy),
      }));
      const ms = (n: number) => n.toFixed(0).padStart(7);
      const ratio = (x: number, y: number) => (y / x).toFixed(2).padStart(5);
      console.log(
        `${name.padEnd(10)} ${ms(a!.paint)}  ${ms(b!.paint)}  ${ratio(a!.paint, b!.paint)}  ` +
          `${ms(a!.script)}   ${ms(b!.script)}  ${ratio(a!.script, b!.script)}  ` +
          `${ms(a!.busy)} ${ms(b!.busy)}`,
      );
      // The code that ran before the paint on one side only (in any traced load).
      const [ranA, ranB] = measured.map((m) => m.ran);
      const only = (x: Set<string>, y: Set<string>) => [...x].filter((c) => !y.has(c)).join(', ');
      if (only(ranA!, ranB!)) console.log(`  before the paint in A only: ${only(ranA!, ranB!)}`);
      if (only(ranB!, ranA!)) console.log(`  before the paint in B only: ${only(ranB!, ranA!)}`);
    }
    console.log(`Medians; script and busy in CPU ms before the paint. Load ${load()}`);
  } finally {
    await browser.close();
    for (const side of sides) await side.stop();
  }
}

await main();
