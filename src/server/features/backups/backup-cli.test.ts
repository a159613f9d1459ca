import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../db/embedded';
import { holdServerPresence } from '../../db/server-presence';
import { tempDataDir } from '../../hardening/server-process';
import { projectRoot } from '../../lib/project-root';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { MANIFEST_ENTRY } from './backup-archive';
import {
  asRestored,
  fingerprint,
  seedStation,
  SEED_NOW,
  wipeDatabase,
  writeZerosArchive,
} from './backup-test-support';

/** `npm run <script>` in a child process with only the given settings; its exit code and output. */
function npmRun(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', ...args],
      {
        cwd: projectRoot(),
        // eslint-disable-next-line no-restricted-properties
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'error', ...env },
        timeout: 90_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const { app } = useTestApp(stationAt(SEED_NOW));
const backups = tempDataDir('cli-backups');
const restored = tempDataDir('cli-restored');

beforeAll(async () => {
  await seedStation(await app.createUser());
});
afterAll(() => {
  backups.remove();
  restored.remove();
});

describe('npm run backup and npm run restore', () => {
  it('a station that loses its data gets it all back into a new DATA_DIR with one command', async () => {
    const before = await fingerprint(app.database.url);
    const backup = await npmRun(['backup'], {
      DATABASE_URL: app.database.url,
      BACKUP_DIR: backups.dir,
    });
    expect(backup.output).toMatch(
      /Backup written and verified: .*radio-station-.*\.backup \(.*2 images, sha256 [a-f0-9]{64}\)/,
    );
    expect(backup.code).toBe(0);
    const [file] = (await readdir(backups.dir)).filter((name) => name.endsWith('.backup'));
    const archive = path.join(backups.dir, file!);

    // Without a terminal to type the word into, only --yes confirms.
    const unconfirmed = await npmRun(['restore', '--', archive], { DATA_DIR: restored.dir });
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.output).toMatch(/Add --yes to confirm/);

    await wipeDatabase(app.database.url);
    const restore = await npmRun(['restore', '--', archive, '--yes'], { DATA_DIR: restored.dir });
    expect(restore.output).toMatch(
      /Its checksums match[\s\S]*Restored \d+ rows in \d+ tables and 2 images into the embedded database[\s\S]*Everyone signs in again/,
    );
    expect(restore.code).toBe(0);

    const embedded = await startEmbeddedPostgres(restored.dir);
    try {
      expect(await fingerprint(embedded.url)).toEqual(asRestored(before));
    } finally {
      await embedded.stop();
    }

    // The restored DATA_DIR backs up by itself too: its database is started and stopped for it.
    const again = await npmRun(['backup'], {
      DATA_DIR: restored.dir,
      BACKUP_DIR: path.join(restored.dir, 'copies'),
    });
    expect(again.output).toMatch(
      /Backing up the embedded database in .*Backup written and verified/s,
    );
    expect(again.code).toBe(0);
    // Five child processes and three starts of PostgreSQL: slow on a busy machine.
  }, 120_000);

  it('refuses a damaged file and a database a running server uses, changing nothing', async () => {
    const foreign = path.join(backups.dir, 'notes.backup');
    await writeFile(foreign, 'not a backup');
    const refused = await npmRun(['restore', '--', foreign, '--yes'], {
      DATABASE_URL: app.database.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'This file is not a Radio Station backup. Nothing was changed.',
    );

    // A manifest that unpacks to 64 MiB from 64 KB: refused at the limit, with a sentence.
    const bomb = path.join(backups.dir, 'bomb.backup');
    await writeZerosArchive(bomb, MANIFEST_ENTRY, 64);
    const exploded = await npmRun(['restore', '--', bomb, '--yes'], {
      DATABASE_URL: app.database.url,
    });
    expect(exploded.output.trim()).toBe(
      'The backup file is refused: its entry manifest.json unpacks to more than 34 MB, more than a Radio Station backup holds (a damaged or crafted file). Nothing was changed.',
    );
    expect(exploded.code).toBe(1);

    const [file] = (await readdir(backups.dir)).filter((name) =>
      /^radio-station-.*\.backup$/.test(name),
    );
    const presence = await holdServerPresence(app.database.url, () => undefined);
    try {
      const busy = await npmRun(['restore', '--', path.join(backups.dir, file!), '--yes'], {
        DATABASE_URL: app.database.url,
      });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain(
        'A running Radio Station server uses this database. Stop it first',
      );
    } finally {
      await presence.close();
    }
  });
});
