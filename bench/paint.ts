import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { addDays } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { atMost, type Figure } from './lib/figure';
import { seeding } from './lib/growth';
import {
  MAIN_THREAD_TRACE_CATEGORIES,
  mainThreadWork,
  PAINTED_AT,
  PAINTED_MARK,
  type MainThreadWork,
} from './lib/main-thread';
import {
  launchLeanBrowser,
  type LeanBrowser,
  type LeanTab,
  type TabOptions,
} from './lib/lean-browser';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { PAINT_PAGES, thisWeek, type PageContent, type PaintPageName } from './lib/paint-pages';
import { median, round } from './lib/stats';

/**
 * Loads per page, each paired with a load of the reference page: the reference page paints in
 * 35 to 105 ms from one load to the next (a frame or two either way), so five pairs left a fifth
 * of the ratio to chance. Fifteen settled pairs (bench/lib/lean-browser.ts) gave the reference
 * medians of 46-51 ms in six tabs.
 */
const RUNS = 15;
/**
 * Unmeasured loads first, in the tab the page is measured in. A tab's first two loads of an
 * address are 80-130 ms slower than its later ones, whatever the page (Profile 367, 294, then
 * 250-296 ms; Team 326, 317, then 196-243 ms): the renderer's own warm-up and V8 keeping compiled
 * code only from a script's second run. A member's browser that opens the app every day is past
 * both; one warm-up load measured the second of them as the page's.
 */
const WARM_UP_LOADS = 2;
/**
 * Loads traced for the script figure, after the timed ones: tracing slows a page down, so the
 * timed loads are never traced.
 */
const TRACED_RUNS = 3;
/** Cold loads over the slow link take seconds each: three are enough for a median. */
const COLD_RUNS = 3;
const DESKTOP = { width: 1440, height: 900 };
const SECTION = `Page paint (median of ${RUNS}, vs the reference page)`;
/**
 * The yardstick: the smallest HTML page the server answers, served the way it serves the app's
 * HTML (src/web/public/reference-page.html). A page that needs no script to paint, so what it
 * measures is the browser's own cost of opening an address on this machine at this moment.
 */
const REFERENCE_PATH = '/reference-page.html';
/** A phone on a slow mobile link (the figures): 150 ms latency, 1.6 Mb/s down. */
const SLOW_PHONE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (0.75 * 1_000_000) / 8,
};
/** The slow-phone bar: Profile Settings painted within 2 s with an empty cache. */
const SLOW_PHONE_BAR_MS = 2000;
/** The dashboard's history and the library sizes of the targets. */
const DASHBOARD_WEEKS = 1300;
const SHOWS_SMALL = 1000;
const SHOWS_LARGE = 5000;
const DJS = 200;

type PageToPaint = PageContent & {
  /** The name in the table and for --figures. */
  name: string;
  path: string;
  /** The bar, as a multiple of the reference page (issue 31: 4x; the schedule 5x). */
  bar: number;
};

/** The pages held to a bar, with their bars (issue 31: 4x the reference page, the schedule 5x). */
const PAGE_BARS: [PaintPageName, number][] = [
  ['profile', 4],
  ['dashboard', 4],
  ['schedule', 5],
  ['shows', 4],
  ['djs', 4],
  ['team', 4],
  ['settings', 4],
];

/**
 * How long each page takes to paint its main content in Chromium, from navigation start to the
 * first frame where <main> has its heading, no loading line or busy region and (where given) a
 * text of its data; the median of nine loads, each from a blank page with the HTTP cache warm.
 * Compared with the reference page of the same server, measured the same way and loaded between
 * the page's own loads (each page's ratio is against the reference's loads of the same seconds),
 * as is the public /on-air page. Beside each page's ratio, the CPU milliseconds of script its
 * main thread ran before that frame (bench/lib/main-thread.ts, median of three traced loads): the
 * part of the paint that is our code's own work. Then Profile Settings on a slow phone link with
 * an empty cache.
 */
export async function paintBench(root: string, only: string[] = []): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-paint-'));
  const port = await freePort();
  const server = await startServerProcess(root, dataDir, port, { PUBLIC_SCHEDULE: 'true' });
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  // Launched inside the try: a Chromium that is missing must not leave the server running.
  let browser: Browser | undefined;
  let lean: LeanBrowser | undefined;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const cookie = await signedInCookie(server.url, db);
    const seed = seeding(db);
    await seed.weeks(addDays(thisWeek, -7 * (DASHBOARD_WEEKS - 1)), DASHBOARD_WEEKS);
    // This week is published, so the public page has a programme to show.
    await db.query(`update weekly_schedules set status = 'finalized' where id = $1`, [thisWeek]);
    await db.query(
      `update scheduled_shows set weekly_schedule_status = 'finalized'
      where weekly_schedule_id = $1`,
      [thisWeek],
    );
    // Last week as the seed drew every week before 2026-11-28: its longer shows of two hours,
    // so half of them overlap the next, each a clash of the one DJ (bench/lib/growth.ts).
    await db.query(
      `update scheduled_shows set duration = 8 where weekly_schedule_id = $1 and duration = 6`,
      [addDays(thisWeek, -7)],
    );
    await seed.shows(SHOWS_SMALL);
    await seed.djs(DJS);

    const cookies = cookiesOf(cookie, server.url);
    lean = await launchLeanBrowser(cookies);
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies(cookies);
    const timing = lean;
    const paint = async (p: PageToPaint) => (await paintMs(timing, `${server.url}${p.path}`, p)).ms;
    const paintAndTrace = async (p: PageToPaint) => ({
      ...(await paintMs(timing, `${server.url}${p.path}`, p, {
        alongside: `${server.url}${REFERENCE_PATH}`,
      })),
      scriptMs: await scriptBeforePaintMs(context, `${server.url}${p.path}`, p),
    });

    // Measured before and after the pages (the machine is shared and its load drifts over a
    // run): the yardstick is the mean of the two medians.
    const referenceBefore = await paint({ name: 'reference', path: REFERENCE_PATH, bar: 1 });
    const onAir = await paint({ name: 'on-air', path: '/on-air', bar: 1 });
    const pages: PageToPaint[] = PAGE_BARS.filter(
      ([name]) => only.length === 0 || only.includes(name),
    ).map(([name, bar]) => ({ ...PAINT_PAGES[name], name, bar }));
    const painted = new Map<string, number>();
    const scriptMs = new Map<string, number>();
    const referenceBeside = new Map<string, number>();
    for (const p of pages) {
      const measured = await paintAndTrace(p);
      painted.set(p.name, measured.ms);
      scriptMs.set(p.name, measured.scriptMs!);
      referenceBeside.set(p.name, measured.alongsideMs!);
    }
    if (only.length === 0 || only.includes('schedule')) {
      const measured = await paintMs(
        timing,
        `${server.url}${PAINT_PAGES.schedule.path}?week=${addDays(thisWeek, -7)}`,
        PAINT_PAGES.schedule,
        { alongside: `${server.url}${REFERENCE_PATH}` },
      );
      painted.set('schedule-overlapping', measured.ms);
      referenceBeside.set('schedule-overlapping', measured.alongsideMs!);
    }
    if (only.length === 0 || only.includes('shows')) {
      await seed.shows(SHOWS_LARGE);
      painted.set('shows-5000', await paint({ ...PAINT_PAGES.shows, name: 'shows', bar: 6 }));
    }

    const referenceAfter = await paint({ name: 'reference', path: REFERENCE_PATH, bar: 1 });
    const reference = (referenceBefore + referenceAfter) / 2;

    const figures: Figure[] = [
      {
        section: SECTION,
        name: `reference page ${REFERENCE_PATH}`,
        value: round(reference),
        unit: 'ms',
      },
      { section: SECTION, name: 'public /on-air', value: round(onAir), unit: 'ms' },
      {
        section: SECTION,
        name: 'public /on-air / reference',
        value: round(onAir / reference, 1),
        unit: 'x',
      },
    ];
    const label: Record<string, string> = {
      profile: 'Profile Settings',
      dashboard: `Dashboard, ${DASHBOARD_WEEKS} weeks`,
      schedule: 'Schedule, this week (100 shows)',
      shows: `Show Library, ${SHOWS_SMALL} shows`,
      djs: `DJ Library, ${DJS} DJs`,
      team: 'Team',
      settings: 'Station Settings',
    };
    for (const p of pages) {
      const value = painted.get(p.name)!;
      const beside = referenceBeside.get(p.name)!;
      figures.push({ section: SECTION, name: `${label[p.name]}`, value: round(value), unit: 'ms' });
      figures.push({
        section: SECTION,
        name: `${label[p.name]}: reference page loaded between its loads`,
        value: round(beside),
        unit: 'ms',
      });
      const ratio = round(value / beside, 1);
      figures.push({
        section: SECTION,
        name: `${label[p.name]} / reference`,
        value: ratio,
        unit: 'x',
        ...atMost(ratio, p.bar),
      });
      figures.push({
        section: SECTION,
        name: `${label[p.name]}: script before paint (CPU)`,
        value: round(scriptMs.get(p.name)!),
        unit: 'ms',
      });
    }
    const overlapping = painted.get('schedule-overlapping');
    if (overlapping !== undefined) {
      const name = 'Schedule, a week of 100 shows, half overlapping with a DJ clash';
      figures.push(
        { section: SECTION, name, value: round(overlapping), unit: 'ms' },
        {
          section: SECTION,
          name: `${name} / reference`,
          value: round(overlapping / referenceBeside.get('schedule-overlapping')!, 1),
          unit: 'x',
        },
      );
    }
    const large = painted.get('shows-5000');
    if (large !== undefined)
      figures.push({
        section: SECTION,
        name: `Show Library, ${SHOWS_LARGE} shows`,
        value: round(large),
        unit: 'ms',
      });
    figures.push(...againstProfile(painted, large));
    if (only.length === 0 || only.includes('profile')) {
      const cold = await slowPhoneColdMs(lean, `${server.url}${PAINT_PAGES.profile.path}`);
      figures.push({
        section: SECTION,
        name: 'Profile Settings, slow phone link, empty cache',
        value: round(cold),
        unit: 'ms',
        ...atMost(round(cold), SLOW_PHONE_BAR_MS),
      });
    }
    return figures;
  } finally {
    await lean?.close();
    await browser?.close();
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The session cookie header as the browser context's cookies for the server's address. */
export function cookiesOf(cookie: string, url: string) {
  return cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url };
  });
}

/** The bars held against the profile page (a page with no list at all). */
function againstProfile(painted: Map<string, number>, large: number | undefined): Figure[] {
  const profile = painted.get('profile');
  if (profile === undefined) return [];
  const bars: [string, number | undefined, number][] = [
    [`Dashboard, ${DASHBOARD_WEEKS} weeks / profile`, painted.get('dashboard'), 1.5],
    [`Show Library, ${SHOWS_SMALL} shows / profile`, painted.get('shows'), 1.5],
    [`Show Library, ${SHOWS_LARGE} shows / profile`, large, 2],
  ];
  return bars.flatMap(([name, value, bar]) => {
    if (value === undefined) return [];
    const ratio = round(value / profile, 2);
    return [{ section: SECTION, name, value: ratio, unit: 'x', ...atMost(ratio, bar) }];
  });
}

/**
 * Runs in the page from its first script on (an init script), so the moment is the page's own and
 * not when the bench got round to asking: on every animation frame until the main content is
 * there, then records the frame's time (milliseconds from navigation start) as __paintedAt.
 * Written as text: a function would be shipped as compiled here, with helpers the page lacks.
 */
export const watchForContent = ({ shows, heading }: PageContent) => `(() => {
  // The reference page, loaded between a page's loads, has no data of its own to wait for.
  const reference = location.pathname === ${JSON.stringify(REFERENCE_PATH)};
  const text = reference ? null : ${JSON.stringify(shows ?? null)};
  // The page's own heading, where it has no data text to wait for: the sign-in card a lost
  // session shows has a heading and no loading line too, and painted in half the time.
  const heading = reference ? null : ${JSON.stringify(heading ?? null)};
  // The page's own frame: an embed it shows (Station Settings' preview) has a main of its own.
  if (location.protocol === 'about:' || window.top !== window) return;
  const check = () => {
    const main = document.querySelector('main');
    const h1 = main && main.querySelector('h1');
    const headed = h1 && (!heading || h1.textContent.trim() === heading);
    if (headed && !document.querySelector('[aria-busy="true"]')) {
      const content = main.textContent || '';
      if (!/Loading|Checking what you may do/.test(content) && (!text || content.includes(text))) {
        window.__paintedAt = performance.now();
        performance.mark(${JSON.stringify(PAINTED_MARK)});
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

type PaintOptions = {
  runs?: number;
  /** Unmeasured loads first (for a warm cache and a warm tab). */
  warmUpLoads?: number;
  /** The tab: a desktop window unless given. */
  tab?: Omit<TabOptions, 'initScript'>;
  /** Sets the tab up before the first load (e.g. the network it is on). */
  prepare?: (tab: LeanTab) => Promise<void>;
  /**
   * An address loaded after each timed load, in the same tab (the reference page): the page's
   * ratio is then against loads made in the same seconds, not the run's start and end, while the
   * machine's pace drifts (the reference page took 70 to 136 ms across runs of one afternoon).
   */
  alongside?: string;
};

type Painted = {
  /** Median milliseconds from navigation start to the paint of the main content. */
  ms: number;
  /** Median milliseconds of the `alongside` address's loads. */
  alongsideMs?: number;
};

/**
 * Profile Settings as a phone on a slow link opens it the first time: a phone-sized tab, the
 * link slowed through the DevTools protocol, the HTTP cache off, so every file is downloaded.
 */
async function slowPhoneColdMs(browser: LeanBrowser, url: string): Promise<number> {
  const painted = await paintMs(browser, url, PAINT_PAGES.profile, {
    runs: COLD_RUNS,
    warmUpLoads: 0,
    tab: { width: 390, height: 844, mobile: true },
    prepare: async (tab) => {
      await tab.send('Network.enable');
      await tab.send('Network.setCacheDisabled', { cacheDisabled: true });
      await tab.send('Network.emulateNetworkConditions', SLOW_PHONE);
    },
  });
  return painted.ms;
}

/**
 * Median milliseconds from navigation start to the first frame where the page's main content is
 * there, each load from a blank page, in a tab of the lean browser (bench/lib/lean-browser.ts:
 * nothing listens to the tab's requests, as in a member's browser). Unmeasured loads first
 * (WARM_UP_LOADS), so every measured load finds the code in the HTTP cache and the tab warm, as a
 * returning member's browser does.
 */
export async function paintMs(
  browser: LeanBrowser,
  url: string,
  content: PageContent = {},
  {
    runs = RUNS,
    warmUpLoads = WARM_UP_LOADS,
    tab: size = DESKTOP,
    prepare,
    alongside,
  }: PaintOptions = {},
): Promise<Painted> {
  const tab = await browser.newTab({ ...size, initScript: watchForContent(content) });
  await prepare?.(tab);
  try {
    const times: number[] = [];
    const alongsideTimes: number[] = [];
    for (let i = -warmUpLoads; i < runs; i++) {
      const at = await tab.open(url);
      const other = alongside === undefined ? undefined : await tab.open(alongside);
      if (i < 0) continue;
      times.push(at);
      if (other !== undefined) alongsideTimes.push(other);
    }
    return {
      ms: median(times),
      alongsideMs: alongsideTimes.length > 0 ? median(alongsideTimes) : undefined,
    };
  } finally {
    await tab.close();
  }
}

/**
 * The CPU milliseconds of script the page's main thread ran before its paint: the median of
 * TRACED_RUNS traced loads in a Playwright tab (its tracing is what reads them), after warm-up
 * loads of its own, with the page's errors printed. Tracing slows a page down, so these loads
 * are never the timed ones.
 */
async function scriptBeforePaintMs(
  context: BrowserContext,
  url: string,
  content: PageContent,
): Promise<number> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`  console error: ${m.text()}`);
  });
  await page.addInitScript({ content: watchForContent(content) });
  try {
    for (let i = 0; i < WARM_UP_LOADS; i++) await openAndWait(page, url);
    const scripts: number[] = [];
    for (let i = 0; i < TRACED_RUNS; i++) scripts.push((await tracedLoad(page, url)).scriptMs);
    return median(scripts);
  } finally {
    await page.close();
  }
}

/**
 * One load of the address from a blank page, traced: what the main thread did before the paint.
 * Now and then a trace comes back without the page's mark (seen on a loaded machine): that load
 * is made again, at most twice.
 */
export async function tracedLoad(page: Page, url: string): Promise<MainThreadWork> {
  const browser = page.context().browser()!;
  for (let attempt = 1; ; attempt++) {
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: MAIN_THREAD_TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await openAndWait(page, url, { fromBlank: false });
    } finally {
      trace = await browser.stopTracing();
    }
    try {
      return mainThreadWork(trace);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Opens the address (from a blank page, unless the tab is on one already) and answers the
 * milliseconds from navigation start to the first frame with the main content.
 */
const protocols = new WeakMap<Page, Promise<CDPSession>>();
/** One DevTools protocol session per tab, made on first use. */
function protocolOf(page: Page): Promise<CDPSession> {
  let session = protocols.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    protocols.set(page, session);
  }
  return session;
}

export async function openAndWait(
  page: Page,
  url: string,
  { fromBlank = true } = {},
): Promise<number> {
  if (fromBlank) await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  // Asked through the DevTools protocol, waiting inside the page: `waitForFunction` injects
  // Playwright's selector engine (a script of ~7,000 lines) into the page as it loads, and
  // `evaluate` its utility script; their evaluation (10–45 ms of the page's main thread, seen in
  // traces) counted against every page but the reference page, which had painted before it ran.
  const cdp = await protocolOf(page);
  const paintedAt = cdp
    .send('Runtime.evaluate', {
      expression: PAINTED_AT,
      awaitPromise: true,
      returnByValue: true,
    })
    .then(({ result }) => result.value as number);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no paint within 30 s')), 30_000);
  });
  return await Promise.race([paintedAt, limit])
    .finally(() => clearTimeout(timer))
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => ({
        url: location.href,
        main: (document.querySelector('main')?.outerHTML ?? document.body.innerText).slice(0, 400),
      }));
      throw new Error(`${url} never painted its content: ${JSON.stringify(seen)}`, {
        cause: error,
      });
    });
}
