import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/connection';
import { databaseUrlFor } from './database-url';

export type TestDatabase = {
  db: Database;
  pool: pg.Pool;
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database of the run's embedded PostgreSQL, copied from the template that the
 * global setup prepared. Call it once per test file (beforeAll) and drop it afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const template = inject('templateDatabase');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // Two files may copy the template at the same instant; PostgreSQL then refuses one.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = databaseUrlFor(adminUrl, name);
  const { db, pool } = createDatabase(url, 5);
  return {
    db,
    pool,
    url,
    name,
    drop: async () => {
      await pool.end();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** A second pool on an existing test database (a second server process); drop only closes it. */
export function connectTestDatabase(url: string): TestDatabase {
  const { db, pool } = createDatabase(url, 5);
  return { db, pool, url, name: new URL(url).pathname.slice(1), drop: () => pool.end() };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
