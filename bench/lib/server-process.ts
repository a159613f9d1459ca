import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ServerProcess = {
  url: string;
  pid: number;
  /** Milliseconds from spawning `node scripts/start.mjs` to /api/health answering 200. */
  readyMs: number;
  stop: () => Promise<void>;
};

/**
 * Starts the product as `npm start` does (node scripts/start.mjs) on a data directory and waits
 * until /api/health answers. npm itself is left out: its own start-up is not the product's.
 */
export async function startServerProcess(
  root: string,
  dataDir: string,
  port: number,
  /** Settings beyond the bench's own, e.g. PUBLIC_SCHEDULE. */
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      STATION_TIMEZONE: 'UTC',
      // Sign-in is rate limited per address; the bench signs in once, but be generous.
      SIGN_IN_RATE_LIMIT: '1000/60',
      // A scheduled backup during a measurement would be measured with it.
      BACKUP_SCHEDULE: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;

  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 120 s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    readyMs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The embedded database's URL, read from the data directory the server made. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  // postmaster.pid's fourth line is the port PostgreSQL listens on.
  const port = readFileSync(path.join(dataDir, 'db/postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Resident memory of a process in MiB (Linux /proc), or NaN elsewhere. */
export function rssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}
