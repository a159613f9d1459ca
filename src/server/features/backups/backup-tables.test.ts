import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { useStarted } from '../../test/use-test-app';
import { BACKUP_TABLES, isLeftOut, unclassifiedTables } from './backup-tables';
import { createBackup } from './create-backup';
import { readAppTables } from './database-tables';

const database = useStarted(createTestDatabase, (d) => d.drop());

describe('which tables a backup keeps', () => {
  it('names every table of schema.ts and of the migrated database, and nothing else', async () => {
    const declared = Object.values(schema)
      .flatMap((value) => (value instanceof PgTable ? [getTableConfig(value as PgTable)] : []))
      .map((config) => `${config.schema ?? 'public'}.${config.name}`);
    const migrated = (await readAppTables(database.pool)).map((t) => `${t.schema}.${t.name}`);
    expect(declared).toContain('public.sessions');
    // A table added to the schema must be put in BACKUP_TABLES, kept or left out on purpose.
    expect(unclassifiedTables(declared.map(splitName))).toEqual([]);
    expect(unclassifiedTables(migrated.map(splitName))).toEqual([]);
    expect(Object.keys(BACKUP_TABLES).sort()).toEqual(migrated.sort());
  });

  it('leaves out every table whose rows grant access or belong to a moment', () => {
    const leftOut = Object.keys(BACKUP_TABLES).filter((name) => isLeftOut(splitName(name)));
    expect(leftOut.sort()).toEqual([
      'public.idempotent_requests',
      'public.jobs',
      'public.mail_outbox',
      'public.rate_limits',
      'public.sessions',
      'public.undo_records',
      'public.verifications',
    ]);
    expect(isLeftOut({ schema: 'public', name: 'made_up' })).toBe(false);
  });
});

describe('a table nobody classified', () => {
  it('stops the backup rather than guess whether it holds secrets', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'radio-unclassified-'));
    try {
      await database.pool.query('create table public.api_tokens (token text primary key)');
      await expect(
        createBackup({ databaseUrl: database.url, backupDir: dir, appVersion: 'test' }),
      ).rejects.toThrow(
        'This version of Radio Station does not know the table(s) public.api_tokens, so it cannot tell whether they hold secrets: no backup was written.',
      );
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await database.pool.query('drop table if exists public.api_tokens');
      await rm(dir, { recursive: true, force: true });
    }
  });
});

function splitName(name: string): { schema: string; name: string } {
  const [schemaName, table] = name.split('.') as [string, string];
  return { schema: schemaName, name: table };
}
