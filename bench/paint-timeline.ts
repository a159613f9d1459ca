// `npx tsx bench/paint-timeline.ts [--pages=profile,schedule] [--runs=5]`: where a page's paint
// time goes, on this checkout: from navigation start, when the HTML had arrived, when the last of
// its scripts had been fetched and evaluated, when each read answered, and when the content was
// painted (medians). The paint bench says how long; this says what the page waited for.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { addDays } from '../src/shared/schedule/week';
import { paintPage, thisWeek } from './lib/paint-pages';
import { freePort } from '../src/server/lib/free-port';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { seeding } from './lib/growth';
import { embeddedDatabaseUrl, startServerProcess } from './lib/server-process';
import { signedInCookie } from './lib/session';
import { median } from './lib/stats';
import { openAndWait, watchForContent } from './paint';
import { MAIN_THREAD_TRACE_CATEGORIES, PAINTED_MARK } from './lib/main-thread';

type Timeline = Record<string, number>;

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const pages = (args.find((a) => a.startsWith('--pages='))?.slice(8) ?? 'profile,schedule').split(
    ',',
  );
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'radio-bench-timeline-'));
  const server = await startServerProcess(root, dataDir, await freePort(), {});
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const cookie = await signedInCookie(server.url, db);
    const seed = seeding(db);
    await seed.weeks(addDays(thisWeek, -7 * 51), 52);
    await seed.shows(1000);
    await seed.djs(200);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: server.url };
      }),
    );
    for (const name of pages) {
      const page = paintPage(name);
      const address = page.path;
      const tab = await context.newPage();
      await tab.addInitScript({ content: watchForContent(page) });
      await openAndWait(tab, `${server.url}${address}`);
      const seen: Timeline[] = [];
      for (let i = 0; i < runs; i++) {
        const painted = await openAndWait(tab, `${server.url}${address}`);
        const timeline = await tab.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const out: Record<string, number> = {
            'HTML first byte': nav.responseStart,
            'elements in the page (count, not ms)': document.querySelectorAll('*').length,
            'HTML arrived': nav.responseEnd,
            'DOM content loaded (scripts run)': nav.domContentLoadedEventEnd,
          };
          for (const entry of performance.getEntriesByType(
            'resource',
          ) as PerformanceResourceTiming[]) {
            const url = new URL(entry.name);
            if (url.pathname.startsWith('/assets/')) {
              out['last script fetched'] = Math.max(
                out['last script fetched'] ?? 0,
                entry.responseEnd,
              );
              continue;
            }
            out[`${url.pathname} asked`] = entry.startTime;
            out[`${url.pathname} answered`] = entry.responseEnd;
          }
          return out;
        });
        seen.push({ ...timeline, painted });
      }
      // One load under V8's sampling profiler: self time by script, up to the paint.
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await tab.goto('about:blank');
      await cdp.send('Profiler.start');
      await openAndWait(tab, `${server.url}${address}`, { fromBlank: false });
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      // One traced load: the main thread's top-level tasks up to the paint, largest first.
      await tab.goto('about:blank');
      await browser.startTracing(tab, { categories: MAIN_THREAD_TRACE_CATEGORIES });
      await openAndWait(tab, `${server.url}${address}`, { fromBlank: false });
      printTasks(await browser.stopTracing());
      await tab.close();
      printSelfTime(profile);
      const keys = [...new Set(seen.flatMap((t) => Object.keys(t)))];
      const rows = keys
        .map(
          (key) =>
            [
              key,
              median(seen.map((t) => t[key]).filter((v): v is number => v !== undefined)),
            ] as const,
        )
        .sort((a, b) => a[1] - b[1]);
      console.log(`\n${name} (${address}), medians of ${runs} loads, ms from navigation start`);
      for (const [key, value] of rows) console.log(`  ${value.toFixed(0).padStart(6)}  ${key}`);
    }
  } finally {
    await browser.close();
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { startTime?: number; url?: string; functionName?: string } };
};

/** The main thread's events from navigation to the paint: time by kind and the longest tasks. */
function printTasks(trace: Buffer) {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === PAINTED_MARK);
  if (!mark) return;
  const end = mark.ts;
  const start = end - mark.args!.data!.startTime! * 1000;
  const main = events.filter(
    (e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.ts >= start && e.ts < end,
  );
  const byKind = new Map<string, { ms: number; count: number }>();
  for (const e of main) {
    const kind = byKind.get(e.name) ?? { ms: 0, count: 0 };
    kind.ms += (e.dur ?? 0) / 1000;
    kind.count++;
    byKind.set(e.name, kind);
  }
  console.log('  traced load: main thread events before the paint (inclusive ms, count)');
  for (const [name, { ms, count }] of [...byKind].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14))
    console.log(`    ${ms.toFixed(1).padStart(7)} ms ${String(count).padStart(5)}x  ${name}`);
  const tasks = main
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  console.log('  longest tasks (starting at ms from navigation)');
  for (const task of tasks.slice(0, 8)) {
    const inside = main
      .filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}${e.args?.data?.url ? ` ${e.args.data.url.split('/').at(-1)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`,
      );
    console.log(
      `    ${((task.ts - start) / 1000).toFixed(0).padStart(6)}  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${inside.join(' | ')}`,
    );
  }
}

type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
    hitCount: number;
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/**
 * Self time per script file and the busiest functions of one profiled load, then each function
 * with the time of what it called (a forced layout shows as the time of the function that read
 * the size; a component as the time of its subtree).
 */
function printSelfTime(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const file =
      node.callFrame.url.split('/').at(-1) || `(${node.callFrame.functionName || 'program'})`;
    if (file === '(idle)') return;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seenFns = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      const file = node.callFrame.url.split('/').at(-1) || '';
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
      if (seenFns.has(fn)) continue;
      seenFns.add(fn);
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
    }
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(
    `  profiled load: self time by script\n${top(byFile, 15)}\n  by function\n${top(byFunction, 30)}\n  inclusive\n${top(inclusive, 80)}`,
  );
}

await main();
