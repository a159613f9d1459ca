import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { BACKUP_TABLES, isLeftOut, unclassifiedTables } from './backup-tables';
import { readAppTables } from './database-tables';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

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
      'public.mail_outbox',
      'public.rate_limits',
      'public.sessions',
      'public.undo_records',
      'public.verifications',
    ]);
    expect(isLeftOut({ schema: 'public', name: 'made_up' })).toBe(false);
  });
});

function splitName(name: string): { schema: string; name: string } {
  const [schemaName, table] = name.split('.') as [string, string];
  return { schema: schemaName, name: table };
}
