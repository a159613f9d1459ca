import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../test/database-url';
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate';

/** The last migration before the station team (0006): what an installation to upgrade runs. */
const BEFORE_TEAM = 5;

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that ends at `lastIdx`, as an older version shipped it. */
function migrationsUpTo(lastIdx: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'radio-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A new, empty database at the version before the station team. */
async function olderInstallation(): Promise<pg.Pool> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `upgrade_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, name), max: 2 });
  const folder = migrationsUpTo(BEFORE_TEAM);
  cleanups.push(async () => {
    await pool.end();
    rmSync(folder, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }
  return pool;
}

async function addAccount(pool: pg.Pool, id: string, createdAt: string, role = 'DJ') {
  await pool.query(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     values ($1, '', $2, true, $3, $3)`,
    [id, `${id}@example.com`, createdAt],
  );
  await pool.query(`insert into profiles (id, email, role) values ($1, $2, $3)`, [
    id,
    `${id}@example.com`,
    role,
  ]);
}

const members = async (pool: pg.Pool) =>
  (await pool.query('select id, role, status from profiles order by id')).rows;

describe('upgrading an installation made before the station team', () => {
  it('keeps every account an active member and makes the earliest the Station Manager', async () => {
    const pool = await olderInstallation();
    await addAccount(pool, 'b-later', '2026-02-01T00:00:00Z');
    await addAccount(pool, 'a-earliest', '2026-01-01T00:00:00Z');
    await addAccount(pool, 'c-latest', '2026-03-01T00:00:00Z');
    await applyMigrations(pool);
    expect(await members(pool)).toEqual([
      { id: 'a-earliest', role: 'Station Manager', status: 'active' },
      { id: 'b-later', role: 'DJ', status: 'active' },
      { id: 'c-latest', role: 'DJ', status: 'active' },
    ]);
  });

  it('leaves the roles alone where a Station Manager exists already', async () => {
    const pool = await olderInstallation();
    await addAccount(pool, 'a-earliest', '2026-01-01T00:00:00Z');
    await addAccount(pool, 'b-manager', '2026-02-01T00:00:00Z', 'Station Manager');
    await applyMigrations(pool);
    expect(await members(pool)).toEqual([
      { id: 'a-earliest', role: 'DJ', status: 'active' },
      { id: 'b-manager', role: 'Station Manager', status: 'active' },
    ]);
  });

  it('upgrades an installation nobody has signed up to yet', async () => {
    const pool = await olderInstallation();
    await applyMigrations(pool);
    expect(await members(pool)).toEqual([]);
  });
});
