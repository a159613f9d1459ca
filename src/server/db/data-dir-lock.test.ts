import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'radio-lock-'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'server.lock');

/** A live node process that is not us. */
function liveNodeProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return new Promise((resolve) => child.once('spawn', () => resolve(child.pid!)));
}

/** The pid of a process that has exited. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid!)));
}

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
    // Free again after release.
    lockDataDir(dir)();
  });

  it('creates a missing directory', () => {
    const nested = path.join(dir, 'a', 'b');
    lockDataDir(nested)();
    expect(existsSync(nested)).toBe(true);
  });

  it('refuses a directory a live server holds, with a message naming pid and directory', async () => {
    const pid = await liveNodeProcess();
    writeFileSync(lockFile(), String(pid));
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(
      `Another server (pid ${pid}) is already using the data directory ${dir}`,
    );
    expect((error as Error).message).toContain('DATABASE_URL');
    // The live lock is left alone.
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(pid));
  });

  it('refuses a second lock of the same directory in this process', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(path.join(dir, '.'))).toThrow(/already using the data directory/);
    } finally {
      release();
    }
  });

  it('recovers a stale lock left by a process that is gone', async () => {
    const pid = await deadPid();
    writeFileSync(lockFile(), String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining(`stale lock left by pid ${pid}`),
    );
    release();
  });

  it.each([
    ['garbage', 'not a pid'],
    ['an empty file', ''],
  ])('recovers a lock file holding %s', (_, content) => {
    writeFileSync(lockFile(), content);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('recovers a lock whose pid now belongs to another program (pid reused)', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    await new Promise((resolve) => sleeper.once('spawn', resolve));
    writeFileSync(lockFile(), String(sleeper.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});
