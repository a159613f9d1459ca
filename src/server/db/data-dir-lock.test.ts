import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, parentOf } from './data-dir-lock';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'radio-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Another process holding the lock of `dataDir`; resolves once it holds it. */
function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = `import('./src/server/db/data-dir-lock.ts')
    .then((m) => m.lockDataDir(${JSON.stringify(dataDir)}))
    .then(() => { console.log('held'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('held') && resolve(child),
    );
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe('lockDataDir', () => {
  it('holds the directory until released, then it is free again', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    await (
      await lockDataDir(dir)
    )();
  });

  it('creates a missing directory', async () => {
    await (
      await lockDataDir(path.join(dir, 'a', 'b'))
    )();
  });

  it('knows the directory under any name: another spelling, a symbolic link', async () => {
    const release = await lockDataDir(dir);
    try {
      await expect(lockDataDir(path.join(dir, '.'))).rejects.toThrow(
        `Another server is already using the data directory ${path.join(dir, '.')}`,
      );
      const link = `${dir}-link`;
      symlinkSync(dir, link);
      try {
        await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirInUseError);
      } finally {
        rmSync(link, { force: true });
      }
    } finally {
      await release();
    }
  });

  it('refuses a directory another live process holds, whatever the files in it say', async () => {
    await holderProcess(dir);
    // The old pid file, deleted, emptied or naming someone else, decides nothing.
    for (const content of [undefined, '', 'garbage', String(process.pid), '1']) {
      rmSync(path.join(dir, 'server.lock'), { force: true });
      if (content !== undefined) writeFileSync(path.join(dir, 'server.lock'), content);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    }
  });

  it('is free the moment its holder is killed with -9: a lock cannot go stale', async () => {
    const holder = await holderProcess(dir);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    await (
      await lockDataDir(dir)
    )();
  });

  it('is not blocked by a leftover lock file naming a live, unrelated process', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(sleeper);
    await new Promise((resolve) => sleeper.once('spawn', resolve));
    writeFileSync(path.join(dir, 'server.lock'), String(sleeper.pid));
    await (
      await lockDataDir(dir)
    )();
  });
});

describe('parentOf', () => {
  it('names the parent of a live process', () => {
    expect(parentOf(process.pid)).toBe(process.ppid);
  });
});
