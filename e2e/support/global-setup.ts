import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/lib/free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

/** The station's first account, so that every account a journey makes is a DJ (SPEC.md §6). */
export const E2E_MANAGER = { email: 'station-manager@example.com', password: 'e2e manager pass 7' };

async function signUpStationManager(url: string): Promise<void> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email: E2E_MANAGER.email, password: E2E_MANAGER.password, name: '' }),
  });
  if (!response.ok) throw new Error(`The station manager's sign-up failed: ${response.status}`);
}

/**
 * Builds the web app if its sources changed, then starts the real server as `npm start` does,
 * on a free port with a fresh temporary data directory. The returned function stops it.
 */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/web-build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the web app failed (scripts/web-build.mjs).');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-e2e-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as "postgres" when we are root
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Journeys sign in often from one address; rate limits have their own API tests.
    SIGN_IN_RATE_LIMIT: '1000/60',
    LOG_LEVEL: 'info',
    // Journeys make accounts as they need them; the team journeys start their own station.
    SIGNUP_POLICY: 'open',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'NODE_ENV', 'TEST', 'VITEST'])
    delete env[name];

  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    server.stdout.on('data', () => {
      const match = output.match(/is ready at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
  await signUpStationManager(url);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_LOG = logFile;
  console.log(`[e2e] server ready at ${url} (data in ${dataDir})`);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        console.error('[e2e] the server did not stop within 20 s; killing it');
        server.kill('SIGKILL');
      }
    }
    log.end();
    if (server.exitCode !== 0 && server.exitCode !== null) {
      console.error(
        `[e2e] server exited with ${server.exitCode}:\n${readFileSync(logFile, 'utf8')}`,
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
