import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { HttpClient } from '../test/http-client';
import { startQuietServer } from '../test/quiet-server';

/**
 * With DATABASE_URL the server does not own the database: when the database drops every
 * connection (a restart, an administrator), requests in flight answer 503 JSON, the process
 * stays up, and the pool connects again by itself.
 */
let database: TestDatabase;
let server: RunningServer;
const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-external-db-'));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startQuietServer(dataDir, {
    DATABASE_URL: database.url,
    AUTH_SECRET: 'a test secret that is long enough to sign sessions',
  });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Ends every connection to the server's database, as a restart of PostgreSQL does (57P01). */
async function dropAllConnections() {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database.name],
  );
  await admin.end();
}

describe('an external database dropping its connections', () => {
  it('answers 503 JSON for requests caught in it, never 500, and carries on', async () => {
    const c = new HttpClient(`http://127.0.0.1:${server.port}`, { origin: server.url });
    const answers: number[] = [];
    let stop = false;
    // The mailbox reads the database on every request: a steady stream of queries.
    const reader = async () => {
      while (!stop) {
        const response = await c.get('/mailbox/messages.json');
        answers.push(response.status);
        if (response.status === 503) {
          expect(response.json()).toMatchObject({ error: { code: 'database_unavailable' } });
        }
      }
    };
    const readers = Promise.all([reader(), reader(), reader(), reader()]);
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await dropAllConnections();
    }
    stop = true;
    await readers;
    expect(answers.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    // The pool connects again by itself.
    let health = await c.get('/api/health');
    for (let i = 0; i < 50 && health.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await c.get('/api/health');
    }
    expect(health.json()).toEqual({ status: 'ok', database: 'up', lastGoodBackupAt: null });
    expect((await c.get('/mailbox/messages.json')).status).toBe(200);
  });
});
