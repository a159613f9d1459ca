import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeBatch, ChangeEvent } from '../../shared/realtime/change-event';
import { isBehind, parseRevisions, REVISIONS_HEADER } from '../../shared/realtime/change-revisions';
import { sampleWeekDocument } from '../../shared/exchange/week-document/sample-week-document';
import { openEventStream, type EventStreamReader } from '../test/event-stream';
import type { TestUser } from '../test/test-app';
import { CHANGES_CHANNEL } from './channels';
import { publishChange } from './publish-change';
import { createShow, placeShow, weekOf } from '../test/schedule-set-up';
import { stationAt, useStarted, useTestApp } from '../test/use-test-app';

// Sunday 22 November 2026 in London: the weeks below are in the future.
const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-12-06';

// A quick heartbeat, so a session's end is noticed within the test.
const { app: first, alice } = useTestApp(
  { ...stationAt(NOW), events: { heartbeatMs: 200 } },
  { alice: { name: 'Alice' } },
);
// A second server process: its own pool, listener and auth secret, on the same database.
const { app: second, bob } = useTestApp(
  { ...stationAt(NOW), shareDatabaseOf: first },
  { bob: { name: 'Bob' } },
);
const show = useStarted(async () => {
  const made = await createShow(alice, {
    name: 'Night Owls',
    duration: 2,
    djIds: [],
    genres: [],
    color: '#059669',
  });
  expect((await alice.client.get(`/api/weeks/${WEEK}`)).status).toBe(200);
  return made;
});
const streams: EventStreamReader[] = [];
// Before the apps close (the hooks after the tests run last-registered first).
afterAll(() => streams.forEach((stream) => stream.close()));

/** A stream whose subscription is in place (its `ready` message has arrived). */
async function subscribe(user: TestUser): Promise<EventStreamReader> {
  const stream = await openEventStream(user.client);
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

async function nextChanges(stream: EventStreamReader): Promise<ChangeEvent[]> {
  const message = await stream.next();
  expect(message.event).toBe('changes');
  return (JSON.parse(message.data) as ChangeBatch).changes;
}

/** Messages until every expected change has been seen (a transaction may span two windows). */
async function changesUntil(
  stream: EventStreamReader,
  expected: ChangeEvent[],
): Promise<ChangeEvent[]> {
  const seen: ChangeEvent[] = [];
  const missing = () =>
    expected.filter((e) => !seen.some((s) => JSON.stringify(s) === JSON.stringify(e)));
  while (missing().length > 0) seen.push(...(await nextChanges(stream)));
  return seen;
}

describe('GET /api/events', () => {
  it('refuses a browser without a session', async () => {
    const stream = await openEventStream(first.client());
    expect(stream.status).toBe(401);
  });

  it('announces a committed write with ids and who made it only, across both server processes', async () => {
    const onFirst = await subscribe(alice);
    const onSecond = await subscribe(bob);

    const placed = await placeShow(alice.client, WEEK, show, 1, 40, 8);
    expect(placed.status).toBe(201);
    const expected = [{ kind: 'week', weekStartDate: WEEK, by: { id: alice.id, name: 'Alice' } }];
    expect(await nextChanges(onFirst)).toEqual(expected);
    expect(await nextChanges(onSecond)).toEqual(expected);

    // Written through the second process, heard by the first.
    const block = weekOf(placed).blocks[0]!;
    expect((await bob.client.request('DELETE', `/api/scheduled-shows/${block.id}`)).status).toBe(
      200,
    );
    const byBob = [{ kind: 'week', weekStartDate: WEEK, by: { id: bob.id, name: 'Bob' } }];
    expect(await nextChanges(onFirst)).toEqual(byBob);
    expect(await nextChanges(onSecond)).toEqual(byBob);
  });

  it('announces library changes', async () => {
    const stream = await subscribe(bob);
    const created = await alice.client.post('/api/djs', { json: { name: 'Kim' } });
    expect(created.status).toBe(201);
    expect(await nextChanges(stream)).toEqual([
      { kind: 'djs', by: { id: alice.id, name: 'Alice' } },
    ]);
  });

  it('announces an undone delete and an imported week', async () => {
    const stream = await subscribe(bob);
    const placed = await placeShow(alice.client, WEEK, show, 3, 8, 4);
    const block = weekOf(placed).blocks.find((b) => b.dayIndex === 3)!;
    const deleted = await alice.client.request('DELETE', `/api/scheduled-shows/${block.id}`);
    const by = { id: alice.id, name: 'Alice' };
    const weekChange: ChangeEvent = { kind: 'week', weekStartDate: WEEK, by };
    expect(await changesUntil(stream, [weekChange])).toContainEqual(weekChange);

    const restored = await alice.client.post('/api/scheduled-shows/restore', {
      json: deleted.json<{ undo: unknown }>().undo,
    });
    expect(restored.status).toBe(201);
    expect(await changesUntil(stream, [weekChange])).toContainEqual(weekChange);

    // The sample week creates library shows and recreates a series: all three are announced.
    const target = '2027-01-10';
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(sampleWeekDocument())]), 'week.json');
    expect((await alice.client.post(`/api/weeks/${target}/import`, { form })).status).toBe(201);
    const importChanges: ChangeEvent[] = [
      { kind: 'week', weekStartDate: target, by },
      { kind: 'shows', by },
    ];
    expect(await changesUntil(stream, importChanges)).toEqual(
      expect.arrayContaining(importChanges),
    );
  });

  it('names in `ready` the revisions once it listens: ahead of a read made before a change it could not announce', async () => {
    const revisionsOf = (r: { headers: Record<string, unknown> }) =>
      parseRevisions(r.headers[REVISIONS_HEADER.toLowerCase()] as string | undefined);
    const subscribersBefore = first.changes.subscriberCount() + second.changes.subscriberCount();
    // The page's first reads: the framework's answer and the kept week route's both name them.
    const library = await alice.client.get('/api/shows');
    const week = await alice.client.get(`/api/weeks/${WEEK}`);
    const read = revisionsOf(library)!;
    expect(read).not.toBeNull();
    expect(revisionsOf(week)).not.toBeNull();
    // A colleague's show, on the other process, before Alice's stream listens.
    await createShow(bob, { name: 'Early Riser', duration: 1 });
    const stream = await openEventStream(alice.client);
    streams.push(stream);
    const ready = await stream.next();
    expect(ready.event).toBe('ready');
    const listening = parseRevisions((JSON.parse(ready.data) as { revisions: string }).revisions)!;
    expect(listening).not.toBeNull();
    expect(isBehind(read, listening)).toBe(true);
    // A read made once the stream listens is not behind it.
    expect(isBehind(revisionsOf(await alice.client.get('/api/shows'))!, listening)).toBe(false);
    // Alice's later journeys count her streams: this one leaves.
    stream.close();
    await expect
      .poll(() => first.changes.subscriberCount() + second.changes.subscriberCount())
      .toBe(subscribersBefore);
  });

  it("names in `ready` the same sessions revision after a colleague's routine session refresh or a new account's confirmation", async () => {
    const revisionsOf = (r: { headers: Record<string, unknown> }) =>
      parseRevisions(r.headers[REVISIONS_HEADER.toLowerCase()] as string | undefined)!;
    const readyRevisions = async () => {
      const open = first.changes.subscriberCount();
      const stream = await openEventStream(alice.client);
      const ready = await stream.next();
      stream.close();
      // Gone from the server too before the next one opens: later tests count the subscribers.
      await expect.poll(() => first.changes.subscriberCount()).toBe(open);
      expect(ready.event).toBe('ready');
      return parseRevisions((JSON.parse(ready.data) as { revisions: string }).revisions)!;
    };
    const read = revisionsOf(await alice.client.get('/api/profile'));
    // better-auth extending Bob's session in daily use (updateAge): a later end, a new time.
    await first.db.$client.query(
      `update sessions set expires_at = expires_at + interval '1 day', updated_at = now() where user_id = $1`,
      [bob.id],
    );
    // A newcomer signs up, confirms the address and signs in (as other browsers do all day).
    const newcomer = await first.createUser({ name: 'Cleo' });
    // Nothing Alice's page shows changed: her early read is not behind, nothing is read twice.
    const afterRoutine = await readyRevisions();
    expect(isBehind(read, afterRoutine)).toBe(false);

    // A session that ends still moves it: kept session checks and open pages must learn of it.
    expect((await newcomer.client.post('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect(isBehind(afterRoutine, await readyRevisions())).toBe(true);
  });

  it('sends nothing for a write that was rolled back', async () => {
    const stream = await subscribe(alice);
    await expect(
      first.db.transaction(async (tx) => {
        await publishChange(tx, { kind: 'djs' });
        throw new Error('the write failed after announcing');
      }),
    ).rejects.toThrow('failed');
    // A refused request announces nothing either: the slot is outside the week.
    const refused = await placeShow(alice.client, WEEK, show, 9, 40, 8);
    expect(refused.status).toBe(422);
    await first.db.transaction((tx) => publishChange(tx, { kind: 'shows' }));
    expect(await nextChanges(stream)).toEqual([{ kind: 'shows' }]);
  });

  it('merges a burst of changes into a few messages and loses none', async () => {
    const stream = await subscribe(alice);
    const weeks = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 3 + 7 * i)).toISOString().slice(0, 10),
    );
    for (const weekStartDate of weeks) {
      await first.db.transaction((tx) => publishChange(tx, { kind: 'week', weekStartDate }));
    }
    const seen = new Set<string>();
    let messages = 0;
    while (seen.size < weeks.length) {
      for (const change of await nextChanges(stream)) {
        if (change.kind === 'week') seen.add(change.weekStartDate);
      }
      messages++;
    }
    expect(messages).toBeLessThan(weeks.length);
  });

  it('ignores notifications that are not change events', async () => {
    const stream = await subscribe(alice);
    await first.database.pool.query(`select pg_notify($1, $2)`, [
      CHANGES_CHANNEL,
      '{"kind":"week","weekStartDate":"x","secret":"nope"}',
    ]);
    await first.db.transaction((tx) => publishChange(tx, { kind: 'shows' }));
    expect(await nextChanges(stream)).toEqual([{ kind: 'shows' }]);
    expect(first.logs.some((line) => line.includes('malformed change notification'))).toBe(true);
  });

  it('reconnects its listener after losing the database connection and asks for a resync', async () => {
    const stream = await subscribe(alice);
    const admin = new pg.Client({ connectionString: first.database.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like $1 and pid <> pg_backend_pid()`,
        [`LISTEN ${CHANGES_CHANNEL}%`],
      );
      // Both processes' listeners were cut.
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    expect(await nextChanges(stream)).toEqual([{ kind: 'resync' }]);
    await second.db.transaction((tx) => publishChange(tx, { kind: 'djs' }));
    expect(await nextChanges(stream)).toEqual([{ kind: 'djs' }]);
  });

  it('ends the stream when the session ends', async () => {
    const carol = await first.createUser();
    const open = first.changes.subscriberCount();
    const stream = await subscribe(carol);
    await first.expireSession(carol.client);
    await stream.ended;
    // The server forgets it as well, before the next test counts the subscribers: the browser
    // sees the end before the server has let go (a count of 6 for 7 once, in CI).
    await expect.poll(() => first.changes.subscriberCount()).toBe(open);
    expect((await openEventStream(carol.client)).status).toBe(401);
  });

  it('forgets a browser that went away', async () => {
    const before = first.changes.subscriberCount();
    const stream = await subscribe(alice);
    expect(first.changes.subscriberCount()).toBe(before + 1);
    stream.close();
    await expect.poll(() => first.changes.subscriberCount()).toBe(before);
  });

  it('ends every stream when the server shuts down, and refuses new ones', async () => {
    const stream = await subscribe(bob);
    await second.changes.close();
    await stream.ended;
    const late = await openEventStream(bob.client);
    expect(late.status).toBe(503);
  });
});
