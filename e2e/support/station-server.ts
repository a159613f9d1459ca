import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/lib/free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export type StationServer = {
  url: string;
  /** The server's log, in its data directory, while it runs. */
  logFile: string;
  /**
   * Stops the server and starts it again on the same data directory and port, with `env` added
   * to the settings it started with (as an operator changing a setting would).
   */
  restart: (env: NodeJS.ProcessEnv) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts the real server as `npm start` does (the web app must be built), on a free port with a
 * fresh temporary data directory: a new installation. `env` adds settings such as SIGNUP_POLICY.
 */
export async function startStationServer(env: NodeJS.ProcessEnv = {}): Promise<StationServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-e2e-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as "postgres" when we are root
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Journeys sign in often from one address; rate limits have their own API tests.
    SIGN_IN_RATE_LIMIT: '1000/60',
    LOG_LEVEL: 'info',
    // The backups journey presses "Back up now"; a scheduled one mid-run would only add load.
    BACKUP_SCHEDULE: 'off',
    ...env,
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'NODE_ENV', 'TEST', 'VITEST'])
    delete serverEnv[name];

  let running = await launch(serverEnv, logFile);
  return {
    url: running.url,
    logFile,
    restart: async (more) => {
      await running.stop();
      Object.assign(serverEnv, more);
      running = await launch(serverEnv, logFile);
    },
    stop: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One run of the server process, until `stop`. */
async function launch(serverEnv: NodeJS.ProcessEnv, logFile: string) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
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

  const stop = async () => {
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
  };
  return { url, stop };
}
