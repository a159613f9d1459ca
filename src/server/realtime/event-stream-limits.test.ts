import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamReader } from '../test/event-stream';
import type { HttpClient } from '../test/http-client';
import type { TestUser } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { publishChange } from './publish-change';

// Every stream below comes from 127.0.0.1 (fetch binds no other address): one client address.
const HEARTBEAT_MS = 100;

const { app, alice } = useTestApp({ events: { heartbeatMs: HEARTBEAT_MS } }, { alice: {} });
const open: EventStreamReader[] = [];

afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  await expect.poll(() => app.changes.subscriberCount()).toBe(0);
});

async function subscribe(client: HttpClient): Promise<EventStreamReader> {
  const stream = await openEventStream(client);
  open.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

/** Another session of the same person, on a client of its own. */
async function anotherSession(user: TestUser): Promise<HttpClient> {
  const client = app.client();
  expect((await app.signIn(client, user.email, user.password)).status).toBe(200);
  return client;
}

describe('GET /api/events limits', () => {
  it('keeps six streams per session: a seventh ends the oldest with `superseded`', async () => {
    const streams: EventStreamReader[] = [];
    for (let i = 0; i < 6; i++) streams.push(await subscribe(alice.client));
    expect(app.changes.subscriberCount()).toBe(6);

    const newest = await subscribe(alice.client);
    expect((await streams[0]!.next()).event).toBe('superseded');
    await streams[0]!.ended;
    expect(app.changes.subscriberCount()).toBe(6);
    // The newest and the other five still hear changes.
    await app.db.transaction((tx) => publishChange(tx, { kind: 'djs' }));
    for (const stream of [...streams.slice(1), newest]) {
      expect((await stream.next()).event).toBe('changes');
    }
  });

  it('holds the cap under a flood of streams on one session, and what it superseded is let go', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 60 }, () => openEventStream(alice.client)),
    );
    open.push(...attempts);
    expect(attempts.every((stream) => stream.status === 200)).toBe(true);
    let ended = 0;
    for (const stream of attempts) void stream.ended.then(() => ended++);
    // The 54 past the cap end: none is left holding a connection or a database client that
    // other requests would wait for. (Counted, not timed: the machine may be slow; generous
    // waits only catch a stream that never ends.)
    await expect.poll(() => ended, { timeout: 20_000 }).toBe(54);
    expect(app.changes.subscriberCount()).toBe(6);
    const { pool } = app.database;
    await expect
      .poll(() => ({ busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }), {
        timeout: 20_000,
      })
      .toEqual({ busy: 0, waiting: 0 });
    expect((await alice.client.get('/api/shows')).status).toBe(200);
  });

  it('keeps twenty streams per client address: the next is refused with 429 JSON', async () => {
    const sessions = [
      alice.client,
      ...(await Promise.all([1, 2, 3].map(() => anotherSession(alice)))),
    ];
    for (const session of sessions.slice(0, 3)) {
      for (let i = 0; i < 6; i++) await subscribe(session);
    }
    await subscribe(sessions[3]!);
    await subscribe(sessions[3]!);
    expect(app.changes.subscriberCount()).toBe(20);

    const refused = await openEventStream(sessions[3]!);
    open.push(refused);
    expect(refused.status).toBe(429);
    const response = await fetch(new URL('/api/events', app.url), {
      headers: { cookie: sessions[3]!.cookieHeader() },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(await response.json()).toMatchObject({
      error: { code: 'too_many_streams', message: expect.stringContaining('Too many') },
    });
    expect(app.changes.subscriberCount()).toBe(20);
  });

  it('checks the sessions of all open streams with one query per interval', async () => {
    const sessions = [alice.client, await anotherSession(alice), await anotherSession(alice)];
    for (const session of sessions) for (let i = 0; i < 6; i++) await subscribe(session);

    let queries = 0;
    const count = () => queries++;
    app.database.pool.on('acquire', count);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20 * HEARTBEAT_MS));
    } finally {
      app.database.pool.off('acquire', count);
    }
    // Twenty intervals; eighteen streams checked one by one would take 360 queries.
    expect(queries).toBeLessThanOrEqual(25);

    // An ended session still ends its streams, and only its streams.
    const ended = open.slice(-6);
    await app.expireSession(sessions[2]!);
    await Promise.all(ended.map((stream) => stream.ended));
    expect(app.changes.subscriberCount()).toBe(12);
  });
});
