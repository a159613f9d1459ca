import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { atMost, type Figure } from './lib/figure';
import { launchLeanBrowser, type LeanBrowser } from './lib/lean-browser';
import { getOk, oneClient } from './lib/one-client';
import { seedStationYears, STATION_WEEKS } from './lib/report-seed';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { median, round } from './lib/stats';
import { cookiesOf, paintMs } from './paint';
import { PAINT_PAGES } from './lib/paint-pages';

const SECTION = 'Reports (five station-years)';
/** Rounds of the two-year report and /api/health, taken in turn after a warm-up of both. */
const ROUNDS = 9;
const WARM_UP_ROUNDS = 3;
/** 1x, 5x and 20x the weeks counted; 104 is two years (the range allows at most 105). */
const GROWTH_WEEKS = [5, 25, 100] as const;
const TWO_YEARS_WEEKS = 104;

/** The parts of the section, by the names `--figures=` picks them with. */
type Part = 'report-api' | 'report-growth' | 'report-paint';

/**
 * Reports at five station-years (issue 36, point 7): 260 finalized weeks of sixty placed shows,
 * eight series, categories with commitments and fill-in requests, seeded in SQL. Then the
 * two-year report (104 weeks) against /api/health, taken in turn in one run (bar: 10x), the same
 * counted anew after a change to one week (bar: 10x), and one of a range not read before; the
 * report over 5, 25 and 100 weeks counted anew after a change, with the cost per week (bar: no
 * more per week at 20x the weeks than at 1x); and the /reports page's paint against Profile
 * Settings' (bar: 2x), both by paint.ts's method. Run alone:
 * `npm run bench -- reports [--figures=report-api,...]`; before/after of two checkouts:
 * bench/reports-compare.ts.
 */
export async function reportsBench(root: string, only: string[] = []): Promise<Figure[]> {
  // As growth figures and paint pages: `--figures=` naming none of these runs none of them.
  const runs = (part: Part) => only.length === 0 || only.includes(part);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-reports-'));
  const server = await startServerProcess(root, dataDir, await freePort());
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  let browser: LeanBrowser | undefined;
  try {
    const cookie = await signedInCookie(server.url, db);
    const newest = currentWeekId(new Date(), 'UTC');
    const seedStarted = performance.now();
    await seedStationYears(db, newest);
    console.log(
      `  reports: ${STATION_WEEKS} weeks seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const get = (p: string) => getOk(`${server.url}${p}`, cookie, 'gzip');
    /** The report of the `weeks` weeks up to `back` weeks before the newest. */
    const report = (weeks: number, back = 0) => {
      const last = addDays(newest, -7 * back);
      return get(
        `/api/reports?range=custom&weeks=finalized&from=${addDays(last, -7 * (weeks - 1))}&to=${addDays(last, 6)}`,
      );
    };
    const figures: Figure[] = [];
    const change = changeOneWeek(db, newest);

    if (runs('report-api')) {
      // Counted anew: a placement of the newest week changed before each (its "Repeat" flag, which
      // moves the schedule revision and that week's mark, as any edit of a week does); and the
      // report of a range not read before (nothing of it kept), a week further back each time.
      let back = 0;
      const [health = [], twoYears = [], anew = [], unread = []] = await inTurn(ROUNDS, [
        { work: () => get('/api/health') },
        { work: () => report(TWO_YEARS_WEEKS) },
        { before: change, work: () => report(TWO_YEARS_WEEKS) },
        { work: () => report(TWO_YEARS_WEEKS, (back += 1)) },
      ]);
      const ratio = round(median(twoYears) / median(health), 1);
      figures.push(
        { section: SECTION, name: '/api/health p50', value: round(median(health), 2), unit: 'ms' },
        {
          section: SECTION,
          name: `two-year report (${TWO_YEARS_WEEKS} weeks) p50`,
          value: round(median(twoYears), 1),
          unit: 'ms',
        },
        {
          section: SECTION,
          name: 'two-year report / /api/health',
          value: ratio,
          unit: 'x',
          ...atMost(ratio, 10),
        },
        {
          section: SECTION,
          name: 'two-year report counted anew after a change p50',
          value: round(median(anew), 1),
          unit: 'ms',
        },
        {
          section: SECTION,
          name: 'counted anew / /api/health',
          value: round(median(anew) / median(health), 1),
          unit: 'x',
          ...atMost(round(median(anew) / median(health), 1), 10),
        },
        {
          section: SECTION,
          name: 'two-year report of a range not read before p50',
          value: round(median(unread), 1),
          unit: 'ms',
        },
        {
          section: SECTION,
          name: 'range not read before / /api/health',
          value: round(median(unread) / median(health), 1),
          unit: 'x',
        },
      );
    }

    if (runs('report-growth')) {
      // Counted anew after a change each time, interleaved so a busy moment on the shared machine
      // weighs on every size alike.
      const samples = await inTurn(
        ROUNDS,
        GROWTH_WEEKS.map((weeks) => ({ before: change, work: () => report(weeks) })),
      );
      const perWeek = samples.map((s, i) => median(s) / GROWTH_WEEKS[i]!);
      GROWTH_WEEKS.forEach((weeks, i) =>
        figures.push({
          section: SECTION,
          name: `report of ${weeks} weeks p50`,
          value: round(median(samples[i]!), 1),
          unit: 'ms',
        }),
      );
      for (let i = 1; i < GROWTH_WEEKS.length; i++) {
        figures.push({
          section: SECTION,
          name: `${GROWTH_WEEKS[i]} / ${GROWTH_WEEKS[i - 1]} weeks (weeks x${GROWTH_WEEKS[i]! / GROWTH_WEEKS[i - 1]!})`,
          value: round(median(samples[i]!) / median(samples[i - 1]!), 2),
          unit: 'x',
        });
      }
      // Linear or better: a week costs no more at 20x the weeks than at 1x.
      const perWeekRatio = round(perWeek.at(-1)! / perWeek[0]!, 2);
      figures.push({
        section: SECTION,
        name: `cost per week, ${GROWTH_WEEKS.at(-1)} weeks / ${GROWTH_WEEKS[0]} weeks`,
        value: perWeekRatio,
        unit: 'x',
        ...atMost(perWeekRatio, 1),
      });
    }

    if (runs('report-paint')) {
      browser = await launchLeanBrowser(cookiesOf(cookie, server.url));
      // The page opens on the last four weeks; its content is there with the first chart.
      // Profile Settings before and after (the shared machine's load drifts): their mean.
      const profileUrl = `${server.url}${PAINT_PAGES.profile.path}`;
      const profileBefore = (await paintMs(browser, profileUrl, PAINT_PAGES.profile)).ms;
      const reports = (
        await paintMs(browser, `${server.url}/reports`, { shows: 'Hours per week by category' })
      ).ms;
      const profile =
        (profileBefore + (await paintMs(browser, profileUrl, PAINT_PAGES.profile)).ms) / 2;
      const ratio = round(reports / profile, 2);
      figures.push(
        { section: SECTION, name: 'Profile Settings paint', value: round(profile), unit: 'ms' },
        { section: SECTION, name: '/reports paint', value: round(reports), unit: 'ms' },
        {
          section: SECTION,
          name: '/reports paint / Profile Settings',
          value: ratio,
          unit: 'x',
          ...atMost(ratio, 2),
        },
      );
    }
    return figures;
  } finally {
    oneClient.destroy();
    await browser?.close();
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A change to one week, as an edit makes it: the "Repeat" flag of one of the newest week's
 * placements turned over (moving the schedule revision and that week's mark).
 */
export function changeOneWeek(db: pg.Client, newest: string): () => Promise<unknown> {
  return () =>
    db.query(
      `update scheduled_shows set is_repeat = not is_repeat
       where id = (select id from scheduled_shows where weekly_schedule_id = $1
                   order by day_index, time_index limit 1)`,
      [newest],
    );
}

type Step = { work: () => Promise<void>; before?: () => Promise<unknown> };

/**
 * Milliseconds of each step's work, `rounds` rounds of them all in turn after unmeasured ones;
 * `before` runs first each time, untimed.
 */
async function inTurn(rounds: number, steps: Step[]): Promise<number[][]> {
  const samples = steps.map((): number[] => []);
  for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
    for (const [i, step] of steps.entries()) {
      await step.before?.();
      const started = performance.now();
      await step.work();
      if (round >= 0) samples[i]!.push(performance.now() - started);
    }
  }
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.table(await reportsBench(root, process.argv.slice(2)));
}
