import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { freePort } from '../src/server/lib/free-port';
import { atMost, type Figure } from './lib/figure';
import { seeding, type GrowthContext, type GrowthFigure, type GrowthRow } from './lib/growth';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { round } from './lib/stats';
import { COPY_FIGURE, copyGrowth } from './growth/copy';
import { DASHBOARD_FIGURE, dashboardGrowth, HEALTH_FIGURE } from './growth/dashboard';
import { FEED_FIGURE, FEED_UNCHANGED_FIGURE, feedGrowth } from './growth/feed';
import { IMPORT_EVENTS, IMPORT_WAIT_FIGURE, importWaitGrowth } from './growth/import-wait';
import { libraryAnswerGrowth } from './growth/library-answer';
import {
  SEARCH_AGAIN_FIGURE,
  SEARCH_KEYSTROKE_FIGURE,
  SEARCH_SHOWS,
  SEARCH_SORT_FIGURE,
  librarySearchGrowth,
} from './growth/library-search';
import { STANDING_FAR_FIGURE, STANDING_NEAR_FIGURE, standingGrowth } from './growth/standing';
import { WEEK_LATER_FIGURE, WEEK_READ_FIGURE, weekReadGrowth } from './growth/week-read';

/**
 * The figures, in the order they run. Each seeds its own data on an emptied schedule (the
 * library only grows), so one figure's data never weighs on another's.
 */
export const GROWTH_FIGURES: { name: string; run: GrowthFigure }[] = [
  { name: 'dashboard', run: dashboardGrowth },
  { name: 'week-read', run: weekReadGrowth },
  { name: 'copy', run: copyGrowth },
  { name: 'feed', run: feedGrowth },
  { name: 'library', run: libraryAnswerGrowth },
  { name: 'standing', run: standingGrowth },
  { name: 'import', run: importWaitGrowth },
  { name: 'search', run: librarySearchGrowth },
];

/**
 * How each cost grows with the data (issue "speed at five station-years"): every figure at 1x,
 * 5x and 20x the data, with the ratio between sizes, against one server on a fresh embedded
 * PostgreSQL seeded straight in SQL. `only` runs some of the figures by name.
 */
export async function growthBench(root: string, only: string[] = []): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-growth-'));
  const port = await freePort();
  const server = await startServerProcess(root, dataDir, port);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const cookie = await signedInCookie(server.url, db);
    const ctx: GrowthContext = {
      baseUrl: server.url,
      databaseUrl,
      db,
      fetch: (where, init = {}) =>
        fetch(`${server.url}${where}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), cookie, origin: server.url },
        }),
      // Two years ahead: nothing the figures touch is past, and 1000 weeks back stay in range.
      firstWeek: addDays(currentWeekId(new Date(), 'UTC'), 7 * 104),
      seed: seeding(db),
    };
    const rows: GrowthRow[] = [];
    for (const figure of GROWTH_FIGURES) {
      if (only.length > 0 && !only.includes(figure.name)) continue;
      const t0 = Date.now();
      rows.push(...(await figure.run(ctx)));
      console.log(`  growth ${figure.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    return growthFigures(rows);
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (rows: GrowthRow[], figure: string, size: number) =>
  rows.find((r) => r.figure === figure && r.size === size)?.ms;

/** The rows as figures: each size, the ratio of each size to the one before, the bars. */
export function growthFigures(rows: GrowthRow[]): Figure[] {
  const figures: Figure[] = [];
  const names = [...new Set(rows.map((r) => r.figure))];
  for (const name of names) {
    const section = `Growth: ${name}`;
    const sized = rows.filter((r) => r.figure === name).sort((a, b) => a.size - b.size);
    for (const row of sized) {
      figures.push({ section, name: `at ${row.size}`, value: round(row.ms), unit: 'ms' });
      if (row.status !== undefined)
        figures.push({
          section,
          name: `at ${row.size}: status`,
          value: row.status,
          unit: '',
        });
    }
    for (let i = 1; i < sized.length; i++) {
      const [a, b] = [sized[i - 1]!, sized[i]!];
      const ratio = round(b.ms / a.ms, 2);
      figures.push({
        section,
        name: `${b.size} / ${a.size} (data x${round(b.size / a.size, 1)})`,
        value: ratio,
        unit: 'x',
        ...(name === DASHBOARD_FIGURE && b.size / a.size <= 5 ? atMost(ratio, 2.5) : {}),
      });
    }
  }
  figures.push(...bars(rows));
  return figures;
}

/** The targets of the issue that compare figures with each other or hold one to a bar. */
function bars(rows: GrowthRow[]): Figure[] {
  const section = 'Growth: targets';
  const out: Figure[] = [];
  const health = ms(rows, HEALTH_FIGURE, 0);
  const dashboard250 = ms(rows, DASHBOARD_FIGURE, 250);
  if (health && dashboard250) {
    const ratio = round(dashboard250 / health, 1);
    out.push({
      section,
      name: 'dashboard API at 250 weeks / /api/health',
      value: ratio,
      unit: 'x',
      ...atMost(ratio, 20),
    });
  }
  const copy1 = ms(rows, COPY_FIGURE, 1);
  const copy52 = ms(rows, COPY_FIGURE, 52);
  if (copy1 && copy52) {
    const ratio = round(copy52 / copy1, 2);
    out.push({
      section,
      name: 'copy to 52 weeks / copy to 1 week',
      value: ratio,
      unit: 'x',
      ...atMost(ratio, 8),
    });
  }
  const read1000 = ms(rows, WEEK_READ_FIGURE, 1000);
  if (read1000) {
    out.push({
      section,
      name: 'week first read at 1000 series',
      value: round(read1000),
      unit: 'ms',
      ...atMost(round(read1000), 10),
    });
    const later = ms(rows, WEEK_LATER_FIGURE, 1000);
    // "No slower than the first", within the machine's noise.
    if (later) {
      const ratio = round(later / read1000, 2);
      out.push({
        section,
        name: 'week read ten years later / first read, 1000 series',
        value: ratio,
        unit: 'x',
        ...atMost(ratio, 1.2),
      });
    }
  }
  // A series without end (decision 0053): a week two years on reads as fast as next week.
  const near = ms(rows, STANDING_NEAR_FIGURE, 1);
  const far = ms(rows, STANDING_FAR_FIGURE, 1);
  if (near && far) {
    const ratio = round(far / near, 2);
    out.push({
      section,
      name: 'week read two years ahead / next week, Mon-Fri series without end',
      value: ratio,
      unit: 'x',
      ...atMost(ratio, 2),
    });
  }
  // The reading of a calendar file takes turns: the server's longest wait does not grow with it.
  const [fewest, largest] = [IMPORT_EVENTS[0], IMPORT_EVENTS.at(-1)!];
  const waitFewest = ms(rows, IMPORT_WAIT_FIGURE, fewest);
  const waitMost = ms(rows, IMPORT_WAIT_FIGURE, largest);
  if (waitFewest && waitMost) {
    const ratio = round(waitMost / waitFewest, 2);
    out.push({
      section,
      name: `longest /api/health wait beside an import preview, ${largest} / ${fewest} events`,
      value: ratio,
      unit: 'x',
      ...atMost(ratio, 5),
    });
  }
  // The library's search keeps its folded texts and orders: a keystroke or a change of sort at
  // 5000 shows costs under a fifth of filtering and sorting the list again.
  const most = SEARCH_SHOWS.at(-1)!;
  const again = ms(rows, SEARCH_AGAIN_FIGURE, most);
  for (const [figure, what] of [
    [SEARCH_KEYSTROKE_FIGURE, 'a keystroke'],
    [SEARCH_SORT_FIGURE, 'a change of sort'],
  ] as const) {
    const took = ms(rows, figure, most);
    if (!again || took === undefined) continue;
    const ratio = round(took / again, 2);
    out.push({
      section,
      name: `library search at ${most} shows: ${what} / filtering and sorting again`,
      value: ratio,
      unit: 'x',
      ...atMost(ratio, 0.2),
    });
  }
  const feed200 = ms(rows, FEED_FIGURE, 200);
  if (feed200)
    out.push({
      section,
      name: 'calendar feed at 200 series',
      value: round(feed200),
      unit: 'ms',
      ...atMost(round(feed200), 50),
    });
  const unchanged = rows.find((r) => r.figure === FEED_UNCHANGED_FIGURE && r.size === 200);
  if (unchanged?.status !== undefined)
    out.push({
      section,
      name: 'calendar feed unchanged answers 304',
      value: unchanged.status,
      unit: '',
      target: '= 304',
      pass: unchanged.status === 304,
    });
  return out;
}
