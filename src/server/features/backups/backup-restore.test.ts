import { symlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { BackupFileError } from './backup-archive';
import { verifyArchive } from './backup-manifest';
import { backupFileName, listBackups } from './backup-store';
import {
  asRestored,
  fingerprint,
  seedStation,
  SEED_NOW,
  SEED_WEEK,
  wipeDatabase,
} from './backup-test-support';
import { BackupError, createBackup } from './create-backup';
import { checkMigrations, codeMigrations, restoreBackup } from './restore-backup';

const { app, staff } = useTestApp(stationAt(SEED_NOW), { staff: {} });
let dir: string;

beforeAll(async () => {
  await seedStation(staff);
  dir = await mkdtemp(path.join(tmpdir(), 'radio-backups-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const backUp = (databaseUrl: string, now?: Date) =>
  createBackup({ databaseUrl, backupDir: dir, appVersion: 'test', ...(now && { now }) });

async function restore(databaseUrl: string, file: string) {
  const { manifest } = await verifyArchive(file);
  return restoreBackup({ databaseUrl, file, manifest });
}

describe('backup and restore', () => {
  it('brings back every table and every image, identical, after the data is gone', async () => {
    const before = await fingerprint(app.database.url);
    expect(Object.keys(before).filter((k) => k.startsWith('media '))).toHaveLength(2);
    // Content categories and the shows they tag are kept and brought back (decision 0072).
    expect(before['public.content_categories']).toMatch(/^1 rows /);
    expect(before['public.show_content_categories']).toMatch(/^1 rows /);
    const record = await backUp(app.database.url);
    expect(record).toMatchObject({
      appVersion: 'test',
      mediaCount: 2,
      migrationCount: codeMigrations().length,
    });
    expect(await listBackups(dir)).toEqual([record]);
    // Password hashes and sessions inside: readable by the server's user alone.
    for (const file of [record.name, `${record.name}.json`]) {
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }

    await wipeDatabase(app.database.url);
    const summary = await restore(app.database.url, path.join(dir, record.name));
    expect(summary).toMatchObject({ media: 2, migrationsAfter: 0 });
    expect(await fingerprint(app.database.url)).toEqual(asRestored(before));
    // A restore signs everyone out; the password restored with the account signs in again.
    expect(await app.sessionCount(staff.id)).toBe(0);
    expect((await app.signIn(staff.client, staff.email, staff.password)).status).toBe(200);

    // The app reads the restored week as before: the series, its exception and the image.
    const week = (await staff.client.get(`/api/weeks/${SEED_WEEK}`)).json<{
      week: { status: string; blocks: unknown[] };
    }>().week;
    expect(week.status).toBe('finalized');
    expect(week.blocks).toHaveLength(1);
  });

  it('reports a damaged, cut or foreign file and restores nothing from it', async () => {
    const record = (await listBackups(dir))[0]!;
    const good = path.join(dir, record.name);
    const bytes = await readFile(good);

    const flipped = path.join(dir, 'flipped.backup');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    await writeFile(flipped, copy);
    await expect(verifyArchive(flipped)).rejects.toThrow(/damaged|incomplete/);

    const cut = path.join(dir, 'cut.backup');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(verifyArchive(cut)).rejects.toThrow(BackupFileError);

    const foreign = path.join(dir, 'foreign.backup');
    await writeFile(foreign, 'name,email\nAna,ana@example.com\n');
    await expect(verifyArchive(foreign)).rejects.toThrow(
      'This file is not a Radio Station backup.',
    );
    await expect(verifyArchive(path.join(dir, 'missing.backup'))).rejects.toThrow(/no file/);
  });

  it('refuses a backup from a newer version or another history of migrations', async () => {
    const { manifest } = await verifyArchive(path.join(dir, (await listBackups(dir))[0]!.name));
    const newer = {
      ...manifest,
      migrations: [...manifest.migrations, { hash: 'x', createdAt: '9999999999999' }],
    };
    expect(() => checkMigrations(newer)).toThrow(/newer version of Radio Station/);
    const other = {
      ...manifest,
      migrations: [{ hash: 'x', createdAt: '1' }, ...manifest.migrations.slice(1)],
    };
    expect(() => checkMigrations(other)).toThrow(/does not match this version/);
    // An older backup is fine: the missing migrations run after the load.
    expect(() =>
      checkMigrations({ ...manifest, migrations: manifest.migrations.slice(0, 3) }),
    ).not.toThrow();
  });

  it('restores a backup of an older version and applies the newer migrations afterwards', async () => {
    // A database as version "0003" left it: only its first four migrations.
    const old = await createTestDatabase();
    try {
      await wipeDatabase(old.url);
      const { readMigrationFiles } = await import('drizzle-orm/migrator');
      const first = readMigrationFiles({ migrationsFolder: path.resolve('drizzle') }).slice(0, 4);
      await old.pool.query(
        'create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      );
      for (const m of first) {
        for (const statement of m.sql) await old.pool.query(statement);
        await old.pool.query(
          'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
          [m.hash, m.folderMillis],
        );
      }
      const record = await backUp(old.url, new Date('2026-01-01T00:00:00Z'));
      expect(record.migrationCount).toBe(4);
      await wipeDatabase(old.url);
      const summary = await restore(old.url, path.join(dir, record.name));
      expect(summary.migrationsAfter).toBe(codeMigrations().length - 4);
      const applied = await old.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(codeMigrations().length);
    } finally {
      await old.drop();
    }
  });

  it('removes the partial file when the disk is full, and keeps the earlier backups', async () => {
    const earlier = await listBackups(dir);
    const at = new Date('2026-11-20T03:00:00Z');
    // A real full disk: the temporary file is the kernel's /dev/full, where every write fails.
    symlinkSync('/dev/full', path.join(dir, `.${backupFileName(at)}.partial`));
    const failure = await backUp(app.database.url, at).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as BackupError).code).toBe('disk_full');
    expect((failure as BackupError).message).toMatch(
      /disk holding the backups is full.*earlier backups are kept/,
    );
    expect(await listBackups(dir)).toEqual(earlier);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).filter((n) => n.includes('partial'))).toEqual([]);
  });

  it('runs one backup at a time on a database', async () => {
    const results = await Promise.allSettled([
      backUp(app.database.url, new Date('2026-11-21T01:00:00Z')),
      backUp(app.database.url, new Date('2026-11-21T02:00:00Z')),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    // Both may finish when the first is done before the second starts; never two at once.
    for (const r of refused) expect((r.reason as BackupError).code).toBe('busy');
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });
});

describe('a backup taken while writes stream in', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await target?.drop();
  });

  it('restores to a consistent state: whole rows, foreign keys holding', async () => {
    const made = await staff.client.post('/api/shows', {
      json: { name: 'Stream', duration: 0.25 },
    });
    expect(made.status, made.text).toBe(201);
    const templateId = made.json<{ show: { id: string } }>().show.id;
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        // Each round makes a DJ, a show naming it, and places a show in the week.
        const dj = (await staff.client.post('/api/djs', { json: { name: `DJ ${i}` } })).json<{
          dj: { id: string };
        }>().dj;
        const show = (
          await staff.client.post('/api/shows', {
            json: { name: `Show ${i}`, duration: 0.25, djIds: [dj.id] },
          })
        ).json<{ show: { id: string } }>().show;
        const placed = await staff.client.post(`/api/weeks/2027-01-03/shows`, {
          json: {
            templateId: i % 2 ? show.id : templateId,
            dayIndex: i % 7,
            timeIndex: (i * 3) % 96,
            duration: 1,
          },
        });
        if (placed.status !== 201) throw new Error(placed.text);
        written++;
      }
    })().finally(() => (writing = false));
    const waitFor = async (count: number) => {
      while (written < count && writing) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await waitFor(3);
    const record = await backUp(app.database.url, new Date('2026-11-22T05:00:00Z'));
    const atBackup = written;
    await waitFor(atBackup + 3);
    writing = false;
    await writer;

    await wipeDatabase(target.url);
    await restore(target.url, path.join(dir, record.name));
    // The load ran with every foreign key checked; the rows agree with each other too.
    const orphans = await target.pool.query(
      `select count(*)::int as n from scheduled_shows s
         left join shows t on t.id = s.show_template_id
         left join weekly_schedules w on w.id = s.weekly_schedule_id
        where (s.show_template_id is not null and t.id is null) or w.id is null`,
    );
    expect(orphans.rows[0].n).toBe(0);
    // Every restored row is the row as written (rows written while the dump ran are whole or absent).
    const rowsOf = async (pool: TestDatabase['pool']) =>
      (
        await pool.query<{ row: string }>(
          `select s::text as row from shows s where name like 'Show %'`,
        )
      ).rows.map((r) => r.row);
    const source = new Set(await rowsOf(app.database.pool));
    const copied = await rowsOf(target.pool);
    expect(copied.length).toBeGreaterThanOrEqual(3);
    for (const row of copied) expect(source.has(row), row).toBe(true);
    const restored = await target.pool.query(
      `select count(*)::int as n from djs where name like 'DJ %'`,
    );
    expect(restored.rows[0].n).toBeGreaterThanOrEqual(3);
    expect(restored.rows[0].n).toBeLessThan(written);
  });
});
