import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** Data directories this process holds: its own pid in a lock file is not a stale lock then. */
const heldHere = new Set<string>();

/**
 * One server per data directory: a lock file holding our pid. A lock left by a process that is
 * gone (killed with -9, power loss) is stale and taken over; a live one is refused.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const key = path.resolve(dataDir);
  if (heldHere.has(key)) {
    throw new DataDirInUseError(
      `Another server in this process (pid ${process.pid}) is already using the data directory ${dataDir}.\n` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isNodeProcess(holder)) {
        throw new DataDirInUseError(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}.\n` +
            'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      console.warn(`[db] recovering a stale lock left by pid ${holder || 'unknown'} in ${dataDir}`);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

/** Whether a pid is alive and runs the given program (pids are reused after a reboot). */
export function isProcessRunning(pid: number, program: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but another user's; treat as running so we never steal a live lock.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

function isNodeProcess(pid: number): boolean {
  return isProcessRunning(pid, 'node');
}
