import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../shared/activity/activity-entry';
import type { Show } from '../../../shared/schemas/show';
import { activityLog } from '../../db/schema';
import type { HttpResponse } from '../../test/http-client';
import { createShow, placeShow } from '../../test/schedule-set-up';
import type { TestUser } from '../../test/test-app';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { sweepOldActivity } from './activity-sweep';

const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-12-06';
const OTHER_WEEK = '2026-12-13';

const { app, manager, dj } = useTestApp(stationAt(NOW), {
  manager: { name: 'Morgan' },
  dj: { name: 'Dana' },
});
let show: Show;

beforeAll(async () => {
  show = await createShow(manager);
  // Five placements in WEEK (three by Morgan, two by Dana) and one in OTHER_WEEK.
  const place = (by: TestUser, week: string, dayIndex: number) =>
    placeShow(by.client, week, show, dayIndex, 40, 4);
  for (const [by, day] of [
    [manager, 0],
    [dj, 1],
    [manager, 2],
    [dj, 3],
    [manager, 4],
  ] as const) {
    expect((await place(by, WEEK, day)).status).toBe(201);
  }
  expect((await place(manager, OTHER_WEEK, 0)).status).toBe(201);
});

const pageOf = (r: HttpResponse) => r.json<ActivityPage>();
const fieldsOf = (r: HttpResponse) =>
  r.json<{ error: { fields: Record<string, string> } }>().error.fields;

describe('GET /api/weeks/:date/activity', () => {
  it("answers any member that week's entries, newest first, in pages", async () => {
    const first = await dj.client.get(`/api/weeks/2026-12-09/activity?limit=2`);
    expect(first.status, first.text).toBe(200);
    const one = pageOf(first);
    expect(one.entries.map((e) => e.details.day)).toEqual([4, 3]);
    expect(one.entries.map((e) => e.actorName)).toEqual(['Morgan', 'Dana']);
    expect(one.entries.every((e) => e.weekId === WEEK)).toBe(true);
    const two = pageOf(
      await dj.client.get(`/api/weeks/${WEEK}/activity?limit=2&cursor=${one.nextCursor}`),
    );
    expect(two.entries.map((e) => e.details.day)).toEqual([2, 1]);
    const three = pageOf(
      await dj.client.get(`/api/weeks/${WEEK}/activity?limit=2&cursor=${two.nextCursor}`),
    );
    expect(three.entries.map((e) => e.details.day)).toEqual([0]);
    expect(three.nextCursor).toBeNull();
  });

  it('answers an empty page for a week without history', async () => {
    const response = await dj.client.get('/api/weeks/2027-03-07/activity');
    expect(pageOf(response)).toEqual({ entries: [], nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=two', 'limit'],
    ['cursor=abc', 'cursor'],
    ['cursor=0', 'cursor'],
    ['cursor=99999999999999999999', 'cursor'],
    ['order=asc', ''],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await dj.client.get(`/api/weeks/${WEEK}/activity?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(fieldsOf(response))).toContain(field);
  });

  it('answers 404 for a date that names no week', async () => {
    expect((await dj.client.get('/api/weeks/2026-13-01/activity')).status).toBe(404);
  });
});

describe('GET /api/activity', () => {
  it('refuses a DJ with 403 and the reason, and a stranger with 401', async () => {
    const refused = await dj.client.get('/api/activity');
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await app.client().get('/api/activity')).status).toBe(401);
  });

  it('names the members in the log for its member filter, managers only', async () => {
    const response = await manager.client.get('/api/activity/actors');
    expect(response.json()).toEqual({
      actors: [
        { id: dj.id, name: 'Dana' },
        { id: manager.id, name: 'Morgan' },
      ],
    });
    expect((await dj.client.get('/api/activity/actors')).status).toBe(403);
  });

  it('filters by member, kind and week, newest first', async () => {
    const byDana = pageOf(await manager.client.get(`/api/activity?member=${dj.id}`));
    expect(byDana.entries.map((e) => e.details.day)).toEqual([3, 1]);

    const library = pageOf(await manager.client.get('/api/activity?kind=library'));
    expect(library.entries.map((e) => e.action)).toEqual(['show.create']);

    const schedule = pageOf(await manager.client.get('/api/activity?kind=schedule&limit=100'));
    expect(schedule.entries).toHaveLength(6);

    // Any day of a week names the week.
    const other = pageOf(await manager.client.get('/api/activity?week=2026-12-15'));
    expect(other.entries.map((e) => e.weekId)).toEqual([OTHER_WEEK]);

    const none = pageOf(await manager.client.get('/api/activity?kind=team'));
    expect(none.entries).toEqual([]);
  });

  it("filters by days in the station's zone", async () => {
    const ids = await app.db
      .insert(activityLog)
      .values([
        // 23:30 UTC on 1 June is 00:30 on 2 June in London (summer time).
        {
          actorName: 'Old',
          action: 'show.create',
          subjectType: 'show',
          at: new Date('2026-06-01T23:30:00Z'),
        },
        {
          actorName: 'Old',
          action: 'show.create',
          subjectType: 'show',
          at: new Date('2026-06-03T12:00:00Z'),
        },
      ])
      .returning({ id: activityLog.id });
    try {
      const june2 = pageOf(await manager.client.get('/api/activity?from=2026-06-02&to=2026-06-02'));
      expect(june2.entries.map((e) => e.id)).toEqual([String(ids[0]!.id)]);
      const fromJune3 = pageOf(
        await manager.client.get('/api/activity?from=2026-06-03&to=2026-06-30'),
      );
      expect(fromJune3.entries.map((e) => e.id)).toEqual([String(ids[1]!.id)]);
    } finally {
      await app.db.delete(activityLog).where(
        inArray(
          activityLog.id,
          ids.map((i) => i.id),
        ),
      );
    }
  });

  it('pages the whole log without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=3&cursor=${cursor}` : 'limit=3';
      const page = pageOf(await manager.client.get(`/api/activity?${query}`));
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = pageOf(await manager.client.get('/api/activity?limit=100'));
    expect(seen).toEqual(all.entries.map((e) => e.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('says a week outside the years the app plans is out of range', async () => {
    const response = await manager.client.get('/api/activity?week=1969-12-28');
    expect(fieldsOf(response)).toEqual({ week: 'Week must be a date from 1970 to 2199' });
  });

  it.each([
    ['kind=everything', 'kind'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-12-02&to=2026-12-01', 'to'],
    ['week=1969-12-28', 'week'],
    ['week=soon', 'week'],
    ['limit=1000', 'limit'],
    ['member=', 'member'],
    ['actor=x', ''],
  ])('refuses ?%s with 422', async (query, field) => {
    const response = await manager.client.get(`/api/activity?${query}`);
    expect(response.status, response.text).toBe(422);
    expect(Object.keys(fieldsOf(response))).toContain(field);
  });
});

describe('retention sweep', () => {
  it('deletes entries past the retention in batches, and keeps the rest', async () => {
    await app.db.execute(sql`update station_settings set activity_retention_days = 30`);
    const old = await app.db
      .insert(activityLog)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          actorName: 'Old',
          action: 'show.create',
          subjectType: 'show',
          at: new Date(Date.now() - (31 + i) * 86_400_000),
        })),
      )
      .returning({ id: activityLog.id });
    const before = await app.db.select({ id: activityLog.id }).from(activityLog);

    // Two batches of two this run; the fifth waits for the next run.
    expect(await sweepOldActivity(app.db, { batch: 2, maxBatches: 2 })).toBe(4);
    expect(await sweepOldActivity(app.db, { batch: 2, maxBatches: 2 })).toBe(1);
    expect(await sweepOldActivity(app.db, { batch: 2, maxBatches: 2 })).toBe(0);

    const after = await app.db.select({ id: activityLog.id }).from(activityLog);
    const oldIds = new Set(old.map((o) => o.id));
    expect(after.map((a) => a.id).sort()).toEqual(
      before
        .map((b) => b.id)
        .filter((id) => !oldIds.has(id))
        .sort(),
    );
  });
});
