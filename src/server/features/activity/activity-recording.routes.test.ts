import { asc, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../../shared/exchange/week-document/sample-week-document';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { activityLog } from '../../db/schema';
import type { HttpResponse } from '../../test/http-client';
import {
  createShow,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
  weekStretches,
} from '../../test/schedule-set-up';
import { stationAt, useStarted, useTestApp } from '../../test/use-test-app';

// Sunday 22 November 2026, noon in London: later weeks are open for planning.
const NOW = new Date('2026-11-22T12:00:00Z');

const { app, morgan } = useTestApp(stationAt(NOW), { morgan: { name: 'Morgan' } });
const show = useStarted(() => createShow(morgan));

const freshWeek = weekStretches('2026-12-27', 3);

/** The highest entry id now; `entriesAfter` answers what later writes recorded. */
async function mark(): Promise<number> {
  const [last] = await app.db
    .select({ id: activityLog.id })
    .from(activityLog)
    .orderBy(desc(activityLog.id))
    .limit(1);
  return last?.id ?? 0;
}
async function entriesAfter(id: number) {
  return app.db
    .select()
    .from(activityLog)
    .where(gt(activityLog.id, id))
    .orderBy(asc(activityLog.id));
}

/** Runs a write and answers the one entry it recorded (and fails unless there is exactly one). */
async function recordedBy(write: () => Promise<HttpResponse>, status: number) {
  const before = await mark();
  const response = await write();
  expect(response.status, response.text).toBe(status);
  const entries = await entriesAfter(before);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ actorId: morgan.id, actorName: 'Morgan' });
  return { entry: entries[0]!, response };
}

async function placed(weekId: string, dayIndex = 2, timeIndex = 40, duration = 4) {
  const response = await placeShow(morgan.client, weekId, show, dayIndex, timeIndex, duration);
  expect(response.status, response.text).toBe(201);
  return weekOf(response).blocks.find((b) => b.dayIndex === dayIndex && b.timeIndex === timeIndex)!;
}

describe('every schedule write records who did what, once', () => {
  it('place, move, resize, edit and delete a block', async () => {
    const week = freshWeek();
    const { entry: place } = await recordedBy(
      () => placeShow(morgan.client, week, show, 2, 40, 4),
      201,
    );
    expect(place).toMatchObject({
      action: 'block.place',
      subjectType: 'block',
      weekId: week,
      details: { show: 'Jazz Hour', day: 2, time: 40, duration: 4 },
    });
    const block = (await readWeek(morgan.client, week)).blocks[0]!;

    const { entry: move } = await recordedBy(
      () =>
        morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version, dayIndex: 3, timeIndex: 44 },
        }),
      200,
    );
    expect(move).toMatchObject({
      action: 'block.move',
      subjectId: block.id,
      weekId: week,
      details: {
        show: 'Jazz Hour',
        fromDay: 2,
        fromTime: 40,
        toDay: 3,
        toTime: 44,
        fromDuration: 4,
        toDuration: 4,
      },
    });

    const { entry: resize } = await recordedBy(
      () =>
        morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version + 1, duration: 6 },
        }),
      200,
    );
    expect(resize).toMatchObject({
      action: 'block.resize',
      details: { day: 3, time: 44, fromDuration: 4, toDuration: 6 },
    });

    const { entry: edit } = await recordedBy(
      () =>
        morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version + 2, showName: 'Late Jazz', showColor: '#059669' },
        }),
      200,
    );
    expect(edit).toMatchObject({
      action: 'block.edit',
      details: { show: 'Late Jazz', fields: ['name', 'color'] },
    });

    const { entry: remove, response } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/scheduled-shows/${block.id}`),
      200,
    );
    expect(remove).toMatchObject({
      action: 'block.delete',
      details: { show: 'Late Jazz', day: 3, time: 44, duration: 6 },
    });

    const { undo } = response.json<{ undo: UndoOffer }>();
    const { entry: restore } = await recordedBy(
      () => morgan.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } }),
      201,
    );
    expect(restore).toMatchObject({
      action: 'block.restore',
      weekId: week,
      details: { show: 'Late Jazz', day: 3, time: 44 },
    });
  });

  it('a guest host for a shorter show is recorded as a change of hosts, not only a resize', async () => {
    const guest = (await morgan.client.post('/api/djs', { json: { name: 'Guest Gina' } })).json<{
      dj: { id: string };
    }>().dj;
    const block = await placed(freshWeek(), 2, 40, 16);
    const { entry } = await recordedBy(
      () =>
        morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version, duration: 12, djIds: [guest.id] },
        }),
      200,
    );
    expect(entry).toMatchObject({
      action: 'block.resize',
      details: { fromDuration: 16, toDuration: 12, hosts: ['Guest Gina'] },
    });
    // Hosts sent again unchanged are no change of hosts.
    const { entry: again } = await recordedBy(
      () =>
        morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version + 1, duration: 8, djIds: [guest.id] },
        }),
      200,
    );
    expect(again.details).not.toHaveProperty('hosts');
  });

  it('a refused write leaves no entry', async () => {
    const week = freshWeek();
    const block = await placed(week);
    const before = await mark();
    const stale = await morgan.client.patch(`/api/scheduled-shows/${block.id}`, {
      json: { version: block.version + 5, dayIndex: 4 },
    });
    expect(stale.status).toBe(409);
    const overlapFinalize = await placed(week, 2, 42, 4);
    expect(overlapFinalize).toBeDefined();
    const after = await mark();
    const finalize = await morgan.client.post(`/api/weeks/${week}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalize.status).toBe(409);
    // Only the second placement was recorded: the stale move and the refused finalize left none.
    const entries = await entriesAfter(before);
    expect(entries.map((e) => e.action)).toEqual(['block.place']);
    expect(await entriesAfter(after)).toEqual([]);
  });

  it('a write refused after its entry was written takes the entry back with it', async () => {
    // The series is recorded, then refused for overlapping a show in a later finalized week:
    // the entry was in the same transaction, so it is gone too.
    const week = freshWeek();
    const later = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const block = await placed(week);
    await placed(later);
    const finalized = await morgan.client.post(`/api/weeks/${later}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalized.status).toBe(200);
    const before = await mark();
    const rule = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 };
    const refused = await morgan.client.post(`/api/scheduled-shows/${block.id}/series`, {
      json: { rule },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('series, exception, instance removal and its undo', async () => {
    const week = freshWeek();
    const block = await placed(week);
    const rule = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 };
    const { entry: series, response } = await recordedBy(
      () => morgan.client.post(`/api/scheduled-shows/${block.id}/series`, { json: { rule } }),
      201,
    );
    const seriesId = weekOf(response).blocks[0]!.recurringSeriesId!;
    expect(series).toMatchObject({
      action: 'series.create',
      subjectType: 'series',
      subjectId: seriesId,
      weekId: week,
      details: { show: 'Jazz Hour', day: 2, time: 40, frequency: 'weekly' },
    });
    const nextWeek = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const tuesday = new Date(Date.parse(`${nextWeek}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { entry: exception } = await recordedBy(
      () => morgan.client.post(`/api/series/${seriesId}/instances/${tuesday}/exception`),
      201,
    );
    expect(exception).toMatchObject({
      action: 'series.exception',
      weekId: nextWeek,
      details: { show: 'Jazz Hour', date: tuesday, day: 2, time: 40 },
    });
    const third = new Date(Date.parse(`${tuesday}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { entry: removal } = await recordedBy(
      () => morgan.client.post(`/api/series/${seriesId}/instances/${third}/removal`),
      201,
    );
    expect(removal).toMatchObject({ action: 'series.removeInstance', details: { date: third } });
    const { entry: back } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/series/${seriesId}/instances/${third}/removal`),
      200,
    );
    expect(back).toMatchObject({ action: 'series.restoreInstance', details: { date: third } });

    const { entry: ended } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/scheduled-shows/${block.id}`),
      200,
    );
    expect(ended).toMatchObject({
      action: 'series.delete',
      subjectId: seriesId,
      weekId: week,
    });
  });

  it('week create, status changes and delete', async () => {
    const week = freshWeek();
    const { entry: created } = await recordedBy(
      () => morgan.client.post(`/api/weeks/${week}`),
      201,
    );
    expect(created).toMatchObject({ action: 'week.create', subjectType: 'week', weekId: week });
    // Creating a week that exists changes nothing, so records nothing.
    const before = await mark();
    expect((await morgan.client.post(`/api/weeks/${week}`)).status).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);

    for (const [action, recorded] of [
      ['save-draft', 'week.saveDraft'],
      ['finalize', 'week.finalize'],
      ['revert', 'week.revert'],
    ] as const) {
      const { entry } = await recordedBy(() => setWeekStatus(morgan.client, week, action), 200);
      expect(entry).toMatchObject({ action: recorded, weekId: week });
    }
    await placed(week);
    const { entry: deleted } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/weeks/${week}`),
      204,
    );
    expect(deleted).toMatchObject({
      action: 'week.delete',
      weekId: week,
      details: { status: 'draft', shows: 1 },
    });
  });

  it('copy records one entry in each target week', async () => {
    const week = freshWeek();
    await placed(week);
    const before = await mark();
    const response = await morgan.client.post(`/api/weeks/${week}/copy`, {
      json: { mode: 'weeks', count: 2 },
    });
    expect(response.status, response.text).toBe(200);
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(2);
    const targets = entries.map((e) => e.weekId);
    expect(new Set(targets).size).toBe(2);
    expect(targets).not.toContain(week);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        action: 'week.copy',
        actorName: 'Morgan',
        details: { source: week, copied: 1, targets: 2 },
      });
    }
  });

  it('import records its counts', async () => {
    const week = freshWeek();
    const form = new FormData();
    const file = JSON.stringify(sampleWeekDocument());
    form.append('file', new Blob([file], { type: 'application/json' }), 'week.json');
    const { entry } = await recordedBy(
      () => morgan.client.post(`/api/weeks/${week}/import`, { form }),
      201,
    );
    expect(entry).toMatchObject({
      action: 'week.import',
      weekId: week,
      details: { placed: expect.any(Number), createdShows: expect.any(Number) },
    });
    expect((entry.details as { placed: number }).placed).toBeGreaterThan(0);
  });
});

describe('library writes record who did what, once', () => {
  it('show templates: create, update with the changed fields, delete', async () => {
    const { entry: created, response } = await recordedBy(
      () => morgan.client.post('/api/shows', { json: { name: 'News', duration: 1 } }),
      201,
    );
    const news = response.json<{ show: Show }>().show;
    expect(created).toMatchObject({
      action: 'show.create',
      subjectType: 'show',
      subjectId: news.id,
      weekId: null,
      details: { name: 'News' },
    });
    const { entry: updated } = await recordedBy(
      () =>
        morgan.client.request('PUT', `/api/shows/${news.id}`, {
          json: { name: 'World News', duration: 1, color: '#059669' },
        }),
      200,
    );
    expect(updated).toMatchObject({
      action: 'show.update',
      details: { name: 'World News', fields: ['name', 'color'] },
    });
    const { entry: deleted } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/shows/${news.id}`),
      204,
    );
    expect(deleted).toMatchObject({ action: 'show.delete', details: { name: 'World News' } });
  });

  it('DJs: create, update naming fields but never contact details, delete', async () => {
    const { entry: created, response } = await recordedBy(
      () => morgan.client.post('/api/djs', { json: { name: 'Ana' } }),
      201,
    );
    const ana = response.json<{ dj: Dj }>().dj;
    expect(created).toMatchObject({
      action: 'dj.create',
      subjectId: ana.id,
      details: { name: 'Ana' },
    });
    const { entry: updated } = await recordedBy(
      () =>
        morgan.client.request('PUT', `/api/djs/${ana.id}`, {
          json: { name: 'Ana', email: 'ana@example.com', phone: '555 0100' },
        }),
      200,
    );
    expect(updated).toMatchObject({ action: 'dj.update', details: { fields: ['email', 'phone'] } });
    expect(JSON.stringify(updated.details)).not.toMatch(/ana@example|555/);
    const { entry: renamed } = await recordedBy(
      () =>
        morgan.client.request('PUT', `/api/djs/${ana.id}`, {
          json: { name: 'Anna', email: 'ana@example.com', phone: '555 0100' },
        }),
      200,
    );
    expect(renamed).toMatchObject({
      details: { name: 'Anna', previousName: 'Ana', fields: ['name'] },
    });
    const { entry: deleted } = await recordedBy(
      () => morgan.client.request('DELETE', `/api/djs/${ana.id}`),
      204,
    );
    expect(deleted).toMatchObject({ action: 'dj.delete', details: { name: 'Anna' } });
    // A refused delete (already gone) leaves no entry.
    const before = await mark();
    expect((await morgan.client.request('DELETE', `/api/djs/${ana.id}`)).status).toBe(404);
    expect(await entriesAfter(before)).toEqual([]);
  });
});

describe('entries are a record', () => {
  it('cannot be changed, not even by the database owner', async () => {
    const [entry] = await app.db.select().from(activityLog).limit(1);
    await expect(
      app.db
        .update(activityLog)
        .set({ actorName: 'Someone else' })
        .where(eq(activityLog.id, entry!.id)),
    ).rejects.toThrow();
    const [again] = await app.db.select().from(activityLog).where(eq(activityLog.id, entry!.id));
    expect(again!.actorName).toBe(entry!.actorName);
  });
});
