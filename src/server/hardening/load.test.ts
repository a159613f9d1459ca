import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledBlock, WeekView } from '../../shared/schemas/schedule';
import type { Show } from '../../shared/schemas/show';
import type { HttpClient, HttpResponse } from '../test/http-client';
import {
  embeddedDatabaseUrl,
  signedInClient,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
  killLeftoverPostmaster,
  stopServerProcesses,
} from './server-process';
import { placeShow, readWeek, weekOf } from '../test/schedule-set-up';

/**
 * DESIGN.md D11: several server processes share one PostgreSQL. Two processes (one holding the
 * embedded database, one joining it through DATABASE_URL) take mixed traffic from several
 * signed-in clients for a fixed time: no server or transport error, and the data is consistent
 * afterwards, as seen from both processes.
 */
const TRAFFIC_MS = 10_000;
const CLIENTS = 4;
const FINALIZED = '2030-01-06';
const DRAFT = '2030-01-13';

const dirA = tempDataDir('load-a');
const dirB = tempDataDir('load-b');
const servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
let template: Show;
const users: { a: HttpClient; b: HttpClient }[] = [];

beforeAll(async () => {
  const shared = { AUTH_SECRET: randomBytes(32).toString('base64url'), STATION_TIMEZONE: 'UTC' };
  a = await startServerProcess({ ...shared, DATA_DIR: dirA.dir });
  servers.push(a);
  b = await startServerProcess({
    ...shared,
    DATA_DIR: dirB.dir,
    DATABASE_URL: embeddedDatabaseUrl(dirA.dir),
  });
  servers.push(b);
  for (let i = 0; i < CLIENTS; i++) {
    const client = await signedInClient(a, `load-${i}@example.com`, 'load password');
    users.push({ a: client, b: b.client(client) });
  }
  const staff = users[0]!.b;
  template = (await staff.post('/api/shows', { json: { name: 'Load', duration: 1 } })).json<{
    show: Show;
  }>().show;
  expect((await staff.get(`/api/weeks/${FINALIZED}`)).status).toBe(200);
  const finalized = await staff.post(`/api/weeks/${FINALIZED}/status`, {
    json: { action: 'finalize' },
  });
  expect(finalized.status, finalized.text).toBe(200);
  expect((await users[0]!.a.get(`/api/weeks/${DRAFT}`)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await stopServerProcesses(servers.reverse());
  killLeftoverPostmaster(dirA.dir);
  dirA.remove();
  dirB.remove();
}, 60_000);

type Outcome = { op: string; status: number | 'transport error'; text?: string };
const random = (n: number) => Math.floor(Math.random() * n);

/** One client's traffic: reads and writes on either process, until the deadline. */
async function traffic(user: { a: HttpClient; b: HttpClient }, index: number, deadline: number) {
  const outcomes: Outcome[] = [];
  const created: string[] = [];
  let blocks: ScheduledBlock[] = [];
  const allowed: Record<string, number[]> = {
    'create show': [201],
    'read shows': [200],
    'read week': [200],
    dashboard: [200],
    // The finalized week refuses overlaps; moves race with each other and with deletions.
    place: [201, 409],
    move: [200, 404, 409],
    delete: [200, 404],
  };
  const run = async (op: string, send: () => Promise<HttpResponse>) => {
    try {
      const response = await send();
      if (!allowed[op]!.includes(response.status)) {
        outcomes.push({ op, status: response.status, text: response.text.slice(0, 200) });
      }
      return response;
    } catch (error) {
      outcomes.push({ op, status: 'transport error', text: (error as Error).message });
      return undefined;
    }
  };
  for (let i = 0; Date.now() < deadline; i++) {
    const c = i % 2 === 0 ? user.a : user.b;
    const week = random(3) === 0 ? DRAFT : FINALIZED;
    // Each client's first request creates a show: how many requests fit in the traffic's time
    // depends on the machine, what the checks afterwards rely on must not.
    switch (i === 0 ? 0 : random(7)) {
      case 0: {
        const r = await run('create show', () =>
          c.post('/api/shows', { json: { name: `load-${index}-${i}`, duration: 0.5 } }),
        );
        if (r?.status === 201) created.push(r.json<{ show: Show }>().show.id);
        break;
      }
      case 1:
        await run('read shows', () => c.get('/api/shows'));
        break;
      case 2:
        await run('dashboard', () => c.get('/api/weeks'));
        break;
      case 3: {
        const r = await run('read week', () => c.get(`/api/weeks/${week}`));
        if (r?.status === 200) blocks = weekOf(r).blocks;
        break;
      }
      case 4:
      case 5: {
        const block = blocks[random(blocks.length)];
        if (!block) {
          await run('place', () => placeShow(c, week, template, random(7), random(90), 4));
          break;
        }
        await run('move', () =>
          c.request('PATCH', `/api/scheduled-shows/${block.id}`, {
            json: { version: block.version, dayIndex: random(7), timeIndex: random(90) },
          }),
        );
        blocks = [];
        break;
      }
      default: {
        const block = blocks[random(blocks.length)];
        if (block && random(4) === 0) {
          await run('delete', () => c.request('DELETE', `/api/scheduled-shows/${block.id}`));
          blocks = [];
        } else {
          await run('place', () => placeShow(c, week, template, random(7), random(90), 4));
        }
      }
    }
  }
  return { outcomes, created };
}

/** Pairs of blocks whose slots overlap within the week. */
function overlaps(blocks: ScheduledBlock[]): string[] {
  const span = (x: ScheduledBlock) => [
    x.dayIndex * 96 + x.timeIndex,
    x.dayIndex * 96 + x.timeIndex + x.duration,
  ];
  const found: string[] = [];
  for (const [i, x] of blocks.entries()) {
    for (const y of blocks.slice(i + 1)) {
      const [xs, xe] = span(x);
      const [ys, ye] = span(y);
      if (xs! < ye! && ys! < xe!) found.push(`${x.id} × ${y.id}`);
    }
  }
  return found;
}

describe('two server processes on one database', { timeout: 120_000 }, () => {
  it('take mixed traffic without errors and agree on consistent data afterwards', async () => {
    const deadline = Date.now() + TRAFFIC_MS;
    const results = await Promise.all(users.map((user, i) => traffic(user, i, deadline)));
    const unexpected = results.flatMap((r) => r.outcomes);
    expect(unexpected).toEqual([]);

    const created = results.flatMap((r) => r.created);
    expect(created.length).toBeGreaterThan(0);
    const viewer = users[0]!;
    for (const c of [viewer.a, viewer.b]) {
      const shows = (await c.get('/api/shows')).json<{ shows: Show[] }>().shows.map((s) => s.id);
      expect(shows).toEqual(expect.arrayContaining(created));
    }

    const fromA = await readWeek(viewer.a, FINALIZED);
    const fromB = await readWeek(viewer.b, FINALIZED);
    expect(fromA.status).toBe('finalized');
    expect(fromA.blocks.length).toBeGreaterThan(0);
    expect(overlaps(fromA.blocks)).toEqual([]);
    expect(fromA.blocks.some((x) => x.isOverlapping)).toBe(false);
    const summary = (w: WeekView) =>
      w.blocks.map((x) => `${x.id}@${x.version}:${x.dayIndex}/${x.timeIndex}`).sort();
    expect(summary(fromB)).toEqual(summary(fromA));
  });
});
