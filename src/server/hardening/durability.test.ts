import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dj } from '../../shared/schemas/dj';
import type { Show } from '../../shared/schemas/show';
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
 * DESIGN.md §6: kill -9 of the server and of its PostgreSQL during a stream of acknowledged
 * writes loses nothing acknowledged, and the next start is clean (stale lock, stale
 * postmaster.pid, crash recovery from the write-ahead log).
 */
const ROUNDS = 3;
const WRITERS = 4;

const data = tempDataDir('durability');
const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  killLeftoverPostmaster(data.dir);
  data.remove();
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: data.dir });
  started.push(server);
  return server;
}

/** kill -9 of the server process and of the postmaster, in the same tick. */
function killBoth(server: ServerProcess) {
  const { pid } = postmasterOf(data.dir);
  server.child.kill('SIGKILL');
  process.kill(pid, 'SIGKILL');
}

type Acked = { shows: Set<string>; djs: Set<string> };

/**
 * Writers create shows and DJs as fast as the server answers and record each 201. When the
 * round's number of acknowledgements reaches `killAfter`, both processes are killed while the
 * other writers' requests are in flight. Resolves once every writer saw its connection fail.
 */
async function writeUntilKilled(
  server: ServerProcess,
  client: HttpClient,
  round: number,
  killAfter: number,
  acked: Acked,
): Promise<string[]> {
  let count = 0;
  let killed = false;
  const serverErrors: string[] = [];
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const name = `r${round}-w${w}-${i}`;
      const kind = i % 3 === 0 ? 'djs' : 'shows';
      let response;
      try {
        response =
          kind === 'djs'
            ? await client.post('/api/djs', { json: { name, tags: ['durable'] } })
            : await client.post('/api/shows', { json: { name, duration: 1, genres: ['Pop'] } });
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
      if (response.status === 201) {
        acked[kind].add(name);
        if (++count >= killAfter && !killed) {
          killed = true;
          killBoth(server);
        }
      } else serverErrors.push(`${response.status} ${response.text}`);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return serverErrors;
}

async function expectAllPresent(server: ServerProcess, client: HttpClient, acked: Acked) {
  const c = server.client(client);
  const shows = (await c.get('/api/shows')).json<{ shows: Show[] }>().shows.map((s) => s.name);
  const djs = (await c.get('/api/djs')).json<{ djs: Dj[] }>().djs.map((d) => d.name);
  expect(shows).toEqual(expect.arrayContaining([...acked.shows]));
  expect(djs).toEqual(expect.arrayContaining([...acked.djs]));
}

describe('durability', { timeout: 300_000 }, () => {
  it(`keeps every acknowledged write through ${ROUNDS} kill -9s of server and database`, async () => {
    const acked: Acked = { shows: new Set(), djs: new Set() };
    // Random moments: each round kills after a random number of acknowledged writes.
    const killPoints = fc.sample(fc.integer({ min: 5, max: 40 }), ROUNDS);
    let server = await start();
    const client = await signedInClient(server, 'durable@example.com', 'durable password');

    for (let round = 1; round <= ROUNDS; round++) {
      const writerClient = server.client(client);
      const errors = await writeUntilKilled(
        server,
        writerClient,
        round,
        killPoints[round - 1]!,
        acked,
      );
      expect(errors).toEqual([]);
      await server.exited;

      // The restart must succeed on its own: the lock died with its holder, and a stale
      // postmaster.pid is recovered.
      server = await start();
      // The session written before the crash survived it too.
      expect((await server.client(client).get('/api/profile')).status).toBe(200);
      await expectAllPresent(server, client, acked);
    }

    expect(acked.shows.size + acked.djs.size).toBeGreaterThanOrEqual(ROUNDS * 5);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
  });
});
