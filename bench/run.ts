// `npm run bench`: every benchmark in one run; a table on the console and JSON in bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBench } from './browser';
import { bundleBench } from './bundle';
import type { Figure } from './lib/figure';
import { growthBench } from './growth';
import { commit, machine } from './lib/machine';
import { paintBench } from './paint';
import { publicApiBench } from './public-api';
import { publicPagesBench } from './public-pages';
import { reportsBench } from './reports';
import { serverBench } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Section = { name: string; run: () => Promise<Figure[]> };

// `npm run bench -- growth paint`: only those sections; `--figures=copy,feed`: only those growth
// figures (bench/growth.ts), paint pages (bench/paint.ts) and report parts (bench/reports.ts).
const args = process.argv.slice(2);
const picked = args
  .find((a) => a.startsWith('--figures='))
  ?.slice('--figures='.length)
  .split(',')
  .filter(Boolean);

const SECTIONS: Section[] = [
  { name: 'bundle', run: () => bundleBench(root) },
  { name: 'server', run: () => serverBench(root) },
  { name: 'public', run: () => publicApiBench(root) },
  { name: 'public-pages', run: () => publicPagesBench(root) },
  { name: 'browser', run: () => browserBench(root) },
  { name: 'growth', run: () => growthBench(root, picked) },
  { name: 'paint', run: () => paintBench(root, picked) },
  { name: 'reports', run: () => reportsBench(root, picked) },
];

function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${f.value}${f.unit ? ` ${f.unit}` : ''}`,
    f.target ? `${f.target}${f.unit ? ` ${f.unit}` : ''}` : '',
    f.pass === undefined ? '' : f.pass ? 'pass' : 'FAIL',
  ]);
  const head = ['section', 'figure', 'value', 'target', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  // The machine is shared: the benchmark and everything it starts run at low priority.
  try {
    os.setPriority(process.pid, Math.max(os.getPriority(process.pid), 10));
  } catch {
    // Not allowed here: run at the priority we have.
  }
  const only = args.filter((a) => !a.startsWith('--'));
  // The paint bars come with the code each address loads before it paints (issue 31).
  if (only.includes('paint') && !only.includes('bundle')) only.unshift('bundle');
  const startedAt = new Date();
  const figures: Figure[] = [];
  const errors: string[] = [];
  for (const section of SECTIONS) {
    if (only.length > 0 && !only.includes(section.name)) continue;
    const t0 = Date.now();
    console.log(`Running ${section.name}...`);
    try {
      figures.push(...(await section.run()));
    } catch (error) {
      const message = `${section.name}: ${withCauses(error)}`;
      console.error(message);
      errors.push(message);
    }
    console.log(`  ${section.name} took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }

  console.log(`\n${table(figures)}\n`);
  const at = commit(root);
  const result = {
    date: startedAt.toISOString(),
    commit: at,
    machine: machine(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    figures,
    errors,
  };
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().slice(0, 10)}-${at.short}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  const failed = figures.filter((f) => f.pass === false);
  console.log(`Results: ${path.relative(root, file)}`);
  console.log(
    `${figures.filter((f) => f.pass).length} bars met, ${failed.length} missed${errors.length ? `, ${errors.length} sections failed to run` : ''}`,
  );
  process.exitCode = errors.length > 0 ? 1 : 0;
}

await main();

/** An error's stack and, beneath it, what it was caused by (what a tab showed, say). */
function withCauses(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return error instanceof Error && error.cause !== undefined
    ? `${text}\n  caused by: ${withCauses(error.cause)}`
    : text;
}
