import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { folderShuttingOut, isPostmasterOf } from './embedded';

const base = mkdtempSync(path.join(tmpdir(), 'radio-folders-'));
afterAll(() => {
  chmodSync(base, 0o755);
  rmSync(base, { recursive: true, force: true });
});

/** Makes base/a/b/c with the given modes for base, a and b. */
function tree(name: string, modes: [number, number, number]): string {
  const top = path.join(base, name);
  const deepest = path.join(top, 'a', 'b', 'c');
  mkdirSync(deepest, { recursive: true });
  chmodSync(top, modes[0]);
  chmodSync(path.join(top, 'a'), modes[1]);
  chmodSync(path.join(top, 'a', 'b'), modes[2]);
  return deepest;
}

describe('folderShuttingOut', () => {
  chmodSync(base, 0o755);
  it.each([
    ['open all the way', [0o755, 0o755, 0o755], undefined],
    ['a private top (mktemp -d)', [0o700, 0o755, 0o755], ''],
    ['a private folder inside', [0o755, 0o750, 0o755], 'a'],
    ['passable but not listable', [0o711, 0o711, 0o711], undefined],
  ] as const)('%s', (name, modes, shut) => {
    const deepest = tree(name.replace(/\W+/g, '-'), [...modes]);
    const top = path.dirname(path.dirname(path.dirname(deepest)));
    expect(folderShuttingOut(deepest)).toBe(shut === undefined ? undefined : path.join(top, shut));
  });
});

describe('isPostmasterOf', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));
  /** A live process whose command line reads as given (a stale postmaster.pid may name it). */
  function lookalike(...args: string[]): number {
    const child = spawn('sh', ['-c', 'sleep 30', ...args], { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  }

  it('knows a postmaster on this folder only, not any process that says postgres', () => {
    const folder = path.join(base, 'db');
    expect(isPostmasterOf(lookalike('postgres', '-D', folder, '-p', '5432'), folder)).toBe(true);
    expect(isPostmasterOf(lookalike('postgres', '-D', `${folder}/`), folder)).toBe(true);
    // The machine's own PostgreSQL, or anything else a reused pid now belongs to.
    expect(isPostmasterOf(lookalike('postgres', '-D', '/var/lib/postgresql/15/main'), folder)).toBe(
      false,
    );
    expect(isPostmasterOf(lookalike('postgres: decoy-not-ours'), folder)).toBe(false);
    expect(isPostmasterOf(2 ** 22 + 1, folder)).toBe(false);
  });
});
