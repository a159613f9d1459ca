import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readRevisions } from '../../../db/revisions';
import { scheduledShows, sessions, weeklySchedules } from '../../../db/schema';
import type { TestUser } from '../../../test/test-app';
import { acceptsGzip } from './week-answers';
import { createShow, placeShow, readWeek, weekOf } from '../../../test/schedule-set-up';
import { stationAt, useStarted, useTestApp } from '../../../test/use-test-app';

/**
 * docs/decisions/0014: week answers and session checks are kept per process while their
 * revision stands still. Whatever commits a change (this process, another one, plain SQL), the
 * next answer shows it; whatever ends a session, the next request is refused.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-12-06';

const { app: a, staffA } = useTestApp(stationAt(NOW), { staffA: {} });
// A second server process on the same database.
const { app: b, staffB } = useTestApp({ ...stationAt(NOW), shareDatabaseOf: a }, { staffB: {} });
const show = useStarted(() => createShow(staffA, { name: 'Kept Answers', duration: 1 }));

const blockTimes = async (user: TestUser) => {
  const response = await user.client.get(`/api/weeks/${WEEK}`);
  expect(response.status).toBe(200);
  return weekOf(response).blocks.map((block) => `${block.dayIndex}:${block.timeIndex}`);
};

describe('kept week answers', () => {
  it('show every committed change at once, whichever process or statement made it', async () => {
    expect(await blockTimes(staffA)).toEqual([]);
    expect(await blockTimes(staffB)).toEqual([]);

    // Placed through the other process.
    const placed = await placeShow(staffB.client, WEEK, show, 1, 40, 4);
    expect(placed.status).toBe(201);
    expect(await blockTimes(staffA)).toEqual(['1:40']);

    // Moved by plain SQL, past every service.
    await a.db
      .update(scheduledShows)
      .set({ timeIndex: 44 })
      .where(eq(scheduledShows.weeklyScheduleId, WEEK));
    expect(await blockTimes(staffA)).toEqual(['1:44']);
    expect(await blockTimes(staffB)).toEqual(['1:44']);

    // The week's own row: its status.
    await a.db.update(weeklySchedules).set({ status: 'draft' }).where(eq(weeklySchedules.id, WEEK));
    const week = await readWeek(staffB.client, WEEK);
    expect(week.status).toBe('draft');
  });

  it('move the revision once per committed transaction, and not for one rolled back', async () => {
    const before = (await readRevisions(a.db))!;
    await a.db.transaction(async (tx) => {
      await tx
        .update(scheduledShows)
        .set({ duration: 2 })
        .where(eq(scheduledShows.weeklyScheduleId, WEEK));
      await tx
        .update(weeklySchedules)
        .set({ updatedAt: new Date() })
        .where(eq(weeklySchedules.id, WEEK));
    });
    const after = (await readRevisions(a.db))!;
    expect(after).toEqual({ ...before, schedule: before.schedule + 1 });

    await expect(
      a.db.transaction(async (tx) => {
        await tx
          .update(scheduledShows)
          .set({ duration: 8 })
          .where(eq(scheduledShows.weeklyScheduleId, WEEK));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readRevisions(a.db)).toEqual(after);
    expect((await readWeek(staffA.client, WEEK)).blocks[0]!.duration).toBe(2);
  });

  it('are sent gzipped to a browser that takes gzip, and the same either way', async () => {
    const plain = await staffA.client.get(`/api/weeks/${WEEK}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const zipped = await staffA.client.get(`/api/weeks/${WEEK}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.text);
    expect(weekOf(plain).id).toBe(WEEK);
  });
});

describe('kept session checks', () => {
  it('refuse a session at once when it is deleted or expired behind the process', async () => {
    const user = await a.createUser();
    expect((await user.client.get(`/api/weeks/${WEEK}`)).status).toBe(200);
    await a.db.delete(sessions).where(eq(sessions.token, a.sessionToken(user.client)));
    expect((await user.client.get(`/api/weeks/${WEEK}`)).status).toBe(401);

    const other = await a.createUser();
    expect((await other.client.get('/api/shows')).status).toBe(200);
    await a.expireSession(other.client);
    expect((await other.client.get('/api/shows')).status).toBe(401);
  });

  it('refuse a session signed out through another process', async () => {
    const user = await b.createUser();
    const inA = a.client();
    for (const [name, value] of user.client.cookies) inA.cookies.set(name, value);
    expect((await inA.get('/api/shows')).status).toBe(200);
    expect((await user.client.post('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await inA.get('/api/shows')).status).toBe(401);
  });

  it('see a changed name at once', async () => {
    const user = await a.createUser({ name: 'Before' });
    expect((await user.client.get('/api/profile')).status).toBe(200);
    await a.db.execute(sql`update users set name = 'After' where id = ${user.id}`);
    const session = await user.client.get('/api/auth/get-session');
    expect(session.json<{ user: { name: string } }>().user.name).toBe('After');
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, deflate', false],
    ['*', true],
    ['GZIP', true],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
