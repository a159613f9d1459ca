import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * One server per data directory, held by the operating system rather than by a file's content:
 * the server listens on a local socket named after the directory's device and inode. The kernel
 * lets one process hold a name and frees it when that process ends, however it ends (kill -9,
 * power loss), so a lock cannot go stale, and deleting or rewriting a file in the directory
 * changes nothing. On Linux the name lives in the abstract socket namespace (no file at all);
 * elsewhere it is a socket file in the temporary folder, probed by connecting before it is
 * replaced.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  let server: net.Server;
  try {
    server = await listenOn(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (process.platform === 'linux' || (await answers(address))) throw inUse(dataDir);
    rmSync(address, { force: true }); // a socket file left by a server that is gone
    server = await listenOn(address).catch(() => Promise.reject(inUse(dataDir)));
  }
  // Whoever connects (another server probing) learns only that the directory is taken.
  server.on('connection', (socket) => socket.destroy());
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function lockAddress(dataDir: string): string {
  const { dev, ino } = statSync(dataDir);
  const name = `radio-station-data-dir-${dev}-${ino}`;
  if (process.platform === 'linux') return `\0${name}`;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `radio-station-${hash}.lock`);
}

function listenOn(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: address });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function inUse(dataDir: string): DataDirInUseError {
  return new DataDirInUseError(
    `Another server is already using the data directory ${dataDir}.\n` +
      'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
  );
}

/** Whether a pid is alive and runs the given program (pids are reused after a reboot). */
export function isProcessRunning(pid: number, program: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but another user's; treat as running so it is never taken for gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/** The parent of a live process, where /proc tells it (Linux); undefined elsewhere. */
export function parentOf(pid: number): number | undefined {
  try {
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}
