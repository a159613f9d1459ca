// `npm test`: typecheck, lint, unit, api and e2e tests, in that order, stopping at the first
// failure. The type check and lint run side by side (one process each, on a machine of two
// cores), each one's output printed whole when it ends. Prints each stage's name and duration
// and ends with one line `Tests: N passed, M failed[, K skipped]` summed over the test stages.
//
//   node scripts/test.mjs                 every stage
//   node scripts/test.mjs --only e2e      one stage (typecheck, lint, unit, api or e2e);
//                                         arguments after `--` go to that stage's runner
import { spawn, spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, '.tmp');

const STAGES = ['typecheck', 'lint', 'unit', 'api', 'e2e'];
/**
 * Stages run at the same time: tsc and ESLint each keep one core busy for ~40 s, and neither
 * reads what the other writes. The test stages use both cores each, so they run one by one.
 */
const SIDE_BY_SIDE = ['typecheck', 'lint'];

function parseArgs(argv) {
  const dashDash = argv.indexOf('--');
  const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
  const extra = dashDash === -1 ? [] : argv.slice(dashDash + 1);
  let only;
  for (let i = 0; i < own.length; i++) {
    if (own[i] === '--only') only = own[++i];
    else if (own[i].startsWith('--only=')) only = own[i].slice('--only='.length);
    else if (own[i] === '--help' || own[i] === '-h') {
      console.log('Usage: node scripts/test.mjs [--only typecheck|lint|unit|api|e2e] [-- args]');
      process.exit(0);
    } else {
      console.error(`Unknown option ${own[i]}. Try --help.`);
      process.exit(2);
    }
  }
  if (only !== undefined && !STAGES.includes(only)) {
    console.error(`--only takes one of ${STAGES.join(', ')} (got "${only}").`);
    process.exit(2);
  }
  if (extra.length > 0 && !only) {
    console.error('Arguments after -- need --only STAGE to say which runner gets them.');
    process.exit(2);
  }
  return { only, extra };
}

/**
 * Runs a command to its end and answers its exit code. Its output goes to ours as it comes, or,
 * given `kept` (an array), is kept there to be printed at once when its stage ends.
 */
function run(command, args, env = {}, kept = undefined) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', kept ? 'pipe' : 'inherit', kept ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('error', (error) => {
      const message = `Could not run ${command}: ${error.message}\n`;
      if (kept) kept.push(Buffer.from(message));
      else process.stderr.write(message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's JSON reporter. */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON reporter (flaky tests passed on a retry). */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

async function internetReachable() {
  try {
    await Promise.race([
      lookup('cdn.playwright.dev'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** A Chromium for Playwright: the system's, else installed with apt (as root) or Playwright. */
async function ensureChromium() {
  let found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return { ok: true, env: { CHROMIUM_PATH: found } };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log('Chromium: none found; installing Debian\'s "chromium" package with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', 'chromium'], {
            stdio: 'inherit',
            env,
          })
        : update;
    found = findChromium();
    if (install.status === 0 && found) {
      console.log(`Chromium: installed with apt-get at ${found}`);
      return { ok: true, env: { CHROMIUM_PATH: found } };
    }
    console.error('Chromium: apt-get could not install it.');
  }
  if (await internetReachable()) {
    console.log('Chromium: trying `npx playwright install chromium`...');
    const install = spawnSync(bin('playwright'), ['install', 'chromium'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (install.status === 0) {
      console.log("Chromium: using Playwright's own download");
      return { ok: true, env: {} };
    }
  }
  console.error(
    'Chromium: none found and none could be installed. Install Debian\'s "chromium" package ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  return { ok: false, env: {} };
}

const vitestStage = (project) => async (extra) => {
  const report = path.join(reports, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const code = await run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ]);
  return { code, counts: vitestCounts(report) };
};

const runners = {
  typecheck: async (extra, kept) => ({
    code: await run(bin('tsc'), ['--noEmit', '-p', '.', ...extra], {}, kept),
  }),
  // The three of `npm run lint`, each run even if one before failed so one pass shows every
  // finding: ESLint, the module graph's shape (.dependency-cruiser.cjs), repeated code
  // (.jscpd.json). Arguments go to ESLint.
  lint: async (extra, kept) => {
    const codes = [
      await run(bin('eslint'), ['.', '--max-warnings', '0', ...extra], {}, kept),
      await run(bin('depcruise'), ['src', '--output-type', 'err'], {}, kept),
      await run(bin('jscpd'), ['--config', '.jscpd.json'], {}, kept),
    ];
    return { code: codes.find((code) => code !== 0) ?? 0 };
  },
  unit: vitestStage('unit'),
  api: vitestStage('api'),
  e2e: async (extra) => {
    const chromium = await ensureChromium();
    if (!chromium.ok) return { code: 1 };
    const report = path.join(reports, 'e2e-report.json');
    rmSync(report, { force: true });
    const code = await run(bin('playwright'), ['test', ...extra], {
      ...chromium.env,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    });
    return { code, counts: playwrightCounts(report) };
  },
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { only, extra } = parseArgs(process.argv.slice(2));
  mkdirSync(reports, { recursive: true });
  const stages = only ? [only] : STAGES;
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const timings = [];
  let failedStage;
  const started = Date.now();

  // Each stage's answer, started when its turn comes; the side-by-side ones start together.
  const pending = new Map();
  const start = (stage) => {
    const kept = !only && SIDE_BY_SIDE.includes(stage) ? [] : undefined;
    const stageStarted = Date.now();
    const answer = runners[stage](only ? extra : [], kept).then((result) => ({
      ...result,
      kept,
      took: Date.now() - stageStarted,
    }));
    pending.set(stage, answer);
    return answer;
  };

  for (const stage of stages) {
    if (!pending.has(stage)) {
      if (!only && SIDE_BY_SIDE.includes(stage)) SIDE_BY_SIDE.forEach(start);
      else start(stage);
    }
    console.log(`\n━━ ${stage} ━━`);
    const { code: exitCode, counts, kept, took } = await pending.get(stage);
    if (kept) process.stdout.write(Buffer.concat(kept));
    // A reported failure fails the stage even if the runner exited 0.
    const code = exitCode === 0 && counts && counts.failed > 0 ? 1 : exitCode;
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    } else if (code !== 0 && ['unit', 'api', 'e2e'].includes(stage)) {
      // The runner failed before it could report (a crash, a setup error): count it as a failure.
      totals.failed += 1;
    }
    const detail = counts
      ? ` — ${counts.passed} passed, ${counts.failed} failed` +
        (counts.skipped ? `, ${counts.skipped} skipped` : '')
      : '';
    timings.push(
      `  ${code === 0 ? '✔' : '✘'} ${stage.padEnd(10)} ${seconds(took).padStart(8)}${detail}`,
    );
    console.log(
      `${code === 0 ? '✔' : '✘'} ${stage} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(took)}`,
    );
    if (code !== 0) failedStage ??= stage;
    // After a failure, only a stage that ran beside it is still reported (its findings are there).
    const next = stages[stages.indexOf(stage) + 1];
    if (failedStage && !pending.has(next)) break;
  }
  // A stage started beside one that failed has still run: wait for it, so nothing is left behind.
  await Promise.all(pending.values());

  console.log('\n━━ summary ━━');
  for (const line of timings) console.log(line);
  console.log(`  total ${seconds(Date.now() - started)}`);
  if (failedStage) console.log(`Stopped at the first failure: ${failedStage}.`);
  console.log(
    `Tests: ${totals.passed} passed, ${totals.failed} failed` +
      (totals.skipped ? `, ${totals.skipped} skipped` : ''),
  );
  process.exit(failedStage ? 1 : 0);
}

await main();
