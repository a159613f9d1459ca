import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dj } from '../../shared/schemas/dj';
import type { HttpClient } from '../test/http-client';
import {
  postmasterOf,
  signedInClient,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
  killLeftoverPostmaster,
} from './server-process';

/**
 * kill -9 of the embedded PostgreSQL under a running server: the server stays up, answers 503
 * JSON while the database is away (never a 500, never a dropped connection), starts the database
 * again by itself, and every acknowledged write is there afterwards.
 */
const WRITERS = 3;
const data = tempDataDir('database-loss');
let server: ServerProcess;
afterAll(() => {
  stopLeftoverServer();
  killLeftoverPostmaster(data.dir);
  data.remove();
});

type Seen = { acked: string[]; unavailable: number; other: string[] };

/** Writers create DJs until `stop()`, sorting every answer into acknowledged, 503 and other. */
function writeUntilStopped(client: HttpClient, label: string) {
  const seen: Seen = { acked: [], unavailable: 0, other: [] };
  let stopped = false;
  const writer = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const name = `${label}-w${w}-${i}`;
      try {
        const response = await client.post('/api/djs', { json: { name, tags: [] } });
        if (response.status === 201) seen.acked.push(name);
        else if (
          response.status === 503 &&
          response.json<{ error: { code: string } }>().error.code === 'database_unavailable'
        ) {
          seen.unavailable++;
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else seen.other.push(`${response.status} ${response.text.slice(0, 200)}`);
      } catch (error) {
        seen.other.push(`no answer: ${(error as Error).message}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return {
    seen,
    stop: async () => {
      stopped = true;
      await done;
      return seen;
    },
  };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not so within ${timeoutMs} ms:\n${server.output()}`);
}

async function health(): Promise<{ status: number; database?: string; body: unknown }> {
  const response = await server.client().get('/api/health');
  const body = response.json<{ database?: string }>();
  return { status: response.status, database: body.database, body };
}

/** The first health answer with this status (the database may be back a moment later). */
async function healthOnceItIs(status: number) {
  let seen: Awaited<ReturnType<typeof health>> | undefined;
  await until(async () => (seen = await health()).status === status);
  return seen!;
}

/** A test that failed midway may leave its server running on the shared data directory. */
function stopLeftoverServer() {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
}

describe('losing the embedded database', { timeout: 120_000 }, () => {
  it('answers 503 while it is away, restarts it, and keeps every acknowledged write', async () => {
    server = await startServerProcess({ DATA_DIR: data.dir });
    const client = await signedInClient(server, 'loss@example.com', 'database loss password');
    expect(await health()).toMatchObject({ status: 200, database: 'up' });

    // During writes.
    const writing = writeUntilStopped(server.client(client), 'busy');
    await until(async () => writing.seen.acked.length >= 10);
    const { pid } = postmasterOf(data.dir);
    process.kill(pid, 'SIGKILL');
    // The server notices and says so, then comes back by itself while the writers keep going.
    const away = await healthOnceItIs(503);
    expect(away.body).toMatchObject({
      status: 'degraded',
      database: expect.stringMatching(/^(restarting|down)$/),
      error: { code: 'database_unavailable' },
    });
    // The script embed needs no data: other stations' sites still load it (in English).
    const script = await server.client().get('/embed.js');
    expect(script.status, script.text.slice(0, 200)).toBe(200);
    await until(async () => (await health()).status === 200);
    const ackedBefore = writing.seen.acked.length;
    await until(async () => writing.seen.acked.length >= ackedBefore + 10);
    const seen = await writing.stop();
    expect(seen.other).toEqual([]);
    expect(postmasterOf(data.dir).pid).not.toBe(pid);

    // Idle: nobody is asking when the database goes; the server notices and brings it back.
    process.kill(postmasterOf(data.dir).pid, 'SIGKILL');
    await until(async () => (await health()).status === 503);
    await until(async () => (await health()).status === 200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);

    // The session survived, and so did every write the server acknowledged.
    const djs = (await server.client(client).get('/api/djs')).json<{ djs: Dj[] }>().djs;
    expect(djs.map((d) => d.name)).toEqual(expect.arrayContaining(seen.acked));
    expect((await server.client(client).post('/api/djs', { json: { name: 'after' } })).status).toBe(
      201,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });

  it('exits non-zero for its supervisor when the database cannot be started again', async () => {
    stopLeftoverServer();
    await server?.exited;
    server = await startServerProcess({ DATA_DIR: data.dir });
    const { pid } = postmasterOf(data.dir);
    // The database's folder goes away with it: every restart attempt fails.
    renameSync(path.join(data.dir, 'db'), path.join(data.dir, 'db-moved'));
    process.kill(pid, 'SIGKILL');
    // What health says until the process is gone.
    const states = new Set<string | undefined>();
    const watching = (async () => {
      while (server.child.exitCode === null) {
        states.add(
          await health().then(
            (h) => h.database,
            (error: Error) => `gone: ${error.message}`,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    expect(await server.exited, server.output()).toBe(1);
    await watching;
    expect(server.output()).toContain('The database stopped and could not be restarted');
    expect(states, server.output()).toContain('restarting');
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});
