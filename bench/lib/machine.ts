import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  loadAverage: number[];
};

/** What the figures were measured on: they only compare within one run on one machine. */
export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** The commit measured, with "-dirty" when the work tree has changes. */
export function commit(root: string): { hash: string; short: string; dirty: boolean } {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const hash = git('rev-parse', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
    return { hash, short: hash.slice(0, 7), dirty };
  } catch {
    return { hash: 'unknown', short: 'nogit', dirty: false };
  }
}
