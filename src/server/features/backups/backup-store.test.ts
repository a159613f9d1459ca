import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseBackupKeep } from './backup-policy';
import {
  backupFileName,
  listBackups,
  pruneBackups,
  removeLeftoverPartials,
  writeRecord,
} from './backup-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'radio-backup-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fakeBackup(at: string, options: { sidecar?: boolean } = {}) {
  const name = backupFileName(new Date(at));
  await writeFile(path.join(dir, name), 'archive');
  if (options.sidecar !== false) {
    await writeRecord(dir, {
      name,
      size: 7,
      sha256: 'a'.repeat(64),
      createdAt: new Date(at).toISOString(),
      verifiedAt: new Date(at).toISOString(),
      appVersion: 'test',
      migrationCount: 9,
      tables: 20,
      rows: 100,
      mediaCount: 0,
    });
  }
  return name;
}

describe('the backup folder', () => {
  it('lists verified backups newest first; a file without its check is not offered', async () => {
    const older = await fakeBackup('2026-11-20T02:00:00Z');
    const newer = await fakeBackup('2026-11-21T02:00:00Z');
    await fakeBackup('2026-11-22T02:00:00Z', { sidecar: false });
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([newer, older]);
  });

  it('keeps exactly the configured set and never touches files it did not make', async () => {
    const names = [];
    for (let day = 1; day <= 10; day++)
      names.push(await fakeBackup(`2026-11-${String(day).padStart(2, '0')}T02:00:00Z`));
    const extra = await fakeBackup('2026-11-10T14:00:00Z'); // a second backup on the last day
    await writeFile(path.join(dir, 'my-notes.txt'), 'keep me');
    const removed = await pruneBackups(dir, parseBackupKeep('3 daily')!);
    expect(removed).toHaveLength(8);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([extra, names[8], names[7]]);
    expect((await readdir(dir)).sort()).toEqual(
      [
        extra,
        `${extra}.json`,
        names[8],
        `${names[8]}.json`,
        names[7],
        `${names[7]}.json`,
        'my-notes.txt',
      ].sort(),
    );
  });

  it('removes partial files a killed backup left, but not the one being written', async () => {
    await writeFile(path.join(dir, '.radio-station-2026-11-01T02-00-00Z.backup.partial'), 'half');
    await writeFile(path.join(dir, '.radio-station-2026-11-02T02-00-00Z.backup.partial'), 'now');
    await removeLeftoverPartials(dir, '.radio-station-2026-11-02T02-00-00Z.backup.partial');
    expect(await readdir(dir)).toEqual(['.radio-station-2026-11-02T02-00-00Z.backup.partial']);
  });
});
