import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { databaseUrlFor } from './database-url';

export const TEMPLATE_DATABASE = 'radio_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded server's maintenance database, for CREATE/DROP DATABASE. */
    postgresAdminUrl: string;
    /** A migrated, empty database that each test file copies. */
    templateDatabase: string;
  }
}

/**
 * One embedded PostgreSQL for the whole api run. Migrations are applied once, into a template
 * database; each test file then gets its own copy (see createTestDatabase), so files can run in
 * parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-api-tests-'));
  // mkdtemp makes 0700; PostgreSQL runs as the "postgres" user when we are root.
  chmodSync(dataDir, 0o755);
  const logs: string[] = [];
  let embedded;
  try {
    embedded = await startEmbeddedPostgres(dataDir, (line) => logs.push(line));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${logs.slice(-30).join('\n')}`, {
      cause: error,
    });
  }

  const admin = new pg.Client({ connectionString: embedded.url });
  await admin.connect();
  try {
    // A throw-away cluster: durability buys nothing here and costs seconds.
    await admin.query('ALTER SYSTEM SET fsync = off');
    await admin.query('ALTER SYSTEM SET synchronous_commit = off');
    await admin.query('ALTER SYSTEM SET full_page_writes = off');
    await admin.query('SELECT pg_reload_conf()');
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = new pg.Pool({
      connectionString: databaseUrlFor(embedded.url, TEMPLATE_DATABASE),
      max: 1,
    });
    try {
      await applyMigrations(template);
    } finally {
      await template.end();
    }
    await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true`);
  } finally {
    await admin.end();
  }

  project.provide('postgresAdminUrl', embedded.url);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  console.log(`[api tests] PostgreSQL ready with migrations in ${Date.now() - started} ms`);

  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
