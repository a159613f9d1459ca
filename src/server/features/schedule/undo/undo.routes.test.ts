import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { scheduledShows, undoRecords } from '../../../db/schema';
import { useStarted, useTestApp } from '../../../test/use-test-app';
import {
  createShow,
  errorOf,
  placedBlock,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../../test/schedule-set-up';

// The clock can be moved forward, to see an undo refused once its week has become past.
let now = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { staff: {} },
);
const show = useStarted(() =>
  createShow(staff, {
    name: 'Jazz Hour',
    duration: 1,
    genres: ['Jazz'],
    description: 'Late jazz',
  }),
);
let nextWeek = 0;

/** Each test plans in its own stretch of future weeks, eight weeks apart. */
function freshStart(): string {
  nextWeek += 8;
  return addDays('2026-11-29', 7 * nextWeek);
}

type Deleted = { week: WeekView; undo: UndoOffer };
const open = async (weekId: string) => await readWeek(staff.client, weekId);
const remove = async (id: string) => {
  const response = await staff.client.request('DELETE', `/api/scheduled-shows/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.json<Deleted>();
};
const restore = (undo: UndoOffer, by = staff) =>
  by.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } });
const rowsOf = (weekId: string) =>
  app.db.select().from(scheduledShows).where(eq(scheduledShows.weeklyScheduleId, weekId));

async function place(weekId: string, dayIndex = 2, timeIndex = 40, duration = 4) {
  await open(weekId);
  return placedBlock(staff.client, weekId, show, dayIndex, timeIndex, duration);
}

async function recurringFrom(weekId: string) {
  const placed = await place(weekId);
  const rule = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 };
  const response = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule },
  });
  expect(response.status, response.text).toBe(201);
  return weekOf(response).blocks.find((b) => b.id === placed.id)!;
}

/** A block as drawn, without what a write naturally changes (version, overlap flag). */
const drawn = ({ version: _v, isOverlapping: _o, ...rest }: ScheduledBlock) => rest;

describe('undo a delete', () => {
  it('puts a deleted show back with its id, details and creation time', async () => {
    const start = freshStart();
    const placed = await place(start);
    await staff.client.request('PATCH', `/api/scheduled-shows/${placed.id}`, {
      json: { version: 1, showName: 'Jazz Hour (live)', showColor: '#dc2626' },
    });
    const [before] = await rowsOf(start);
    const { week, undo } = await remove(placed.id);
    expect(week.blocks).toEqual([]);
    expect(undo).toEqual({ kind: 'show', token: expect.stringMatching(/^[\w-]{43}$/) });

    const restored = await restore(undo);
    expect(restored.status, restored.text).toBe(201);
    expect(weekOf(restored).blocks).toEqual([
      expect.objectContaining({ id: placed.id, showName: 'Jazz Hour (live)', dayIndex: 2 }),
    ]);
    const [after] = await rowsOf(start);
    expect({ ...after, version: 0, updatedAt: null }).toEqual({
      ...before,
      version: 0,
      updatedAt: null,
    });

    const twice = await restore(undo);
    expect(twice.status).toBe(410);
    expect(errorOf(twice).message).toBe('This change has already been undone.');
  });

  it('brings a deleted exception back as the same exception', async () => {
    const start = freshStart();
    const anchor = await recurringFrom(start);
    const date = addDays(start, 9);
    const { exceptionId } = (
      await staff.client.post(`/api/series/${anchor.recurringSeriesId}/instances/${date}/exception`)
    ).json<{ exceptionId: string }>();
    const edited = weekOf(
      await staff.client.request('PATCH', `/api/scheduled-shows/${exceptionId}`, {
        json: { version: 1, timeIndex: 60, showName: 'Jazz Special' },
      }),
    ).blocks[0]!;
    const { week, undo } = await remove(exceptionId);
    expect(week.blocks).toEqual([]);
    expect(undo.kind).toBe('exception');

    const restored = await restore(undo);
    expect(restored.status, restored.text).toBe(201);
    const back = weekOf(restored).blocks;
    expect(back.map(drawn)).toEqual([drawn(edited)]);
    expect(back[0]).toMatchObject({ isException: true, originalInstanceDate: date });
    expect((await restore(undo)).status).toBe(410);
  });

  it('restores the first show of a series with its series, removals and exceptions', async () => {
    const start = freshStart();
    const anchor = await recurringFrom(start);
    const seriesId = anchor.recurringSeriesId!;
    const { exceptionId } = (
      await staff.client.post(`/api/series/${seriesId}/instances/${addDays(start, 9)}/exception`)
    ).json<{ exceptionId: string }>();
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(start, 16)}/removal`);
    const weeks = [0, 7, 14, 21].map((d) => addDays(start, d));
    const before = await Promise.all(weeks.map(open));

    const { undo } = await remove(anchor.id);
    expect((await open(weeks[3]!)).blocks).toEqual([]);
    expect(undo.kind).toBe('series');

    const restored = await restore(undo);
    expect(restored.status, restored.text).toBe(201);
    const after = await Promise.all(weeks.map(open));
    expect(after.map((w) => w.blocks.map(drawn))).toEqual(before.map((w) => w.blocks.map(drawn)));
    expect(after[1]!.blocks[0]).toMatchObject({ id: exceptionId, isException: true });
    expect(after[2]!.blocks).toEqual([]); // the removed instance stays removed
    expect(after[3]!.blocks[0]).toMatchObject({ isInstance: true, recurringSeriesId: seriesId });
  });

  it('refuses an undo that would overlap in a finalized week, and writes nothing', async () => {
    const start = freshStart();
    const placed = await place(start);
    const { undo } = await remove(placed.id);
    await place(start, 2, 42, 1);
    await setWeekStatus(staff.client, start);
    const refused = await restore(undo);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe('Cannot create overlaps in finalized week');
    expect(await rowsOf(start)).toHaveLength(1);
  });

  it('refuses an undo once the week is past', async () => {
    const start = freshStart();
    const placed = await place(start);
    const { undo } = await remove(placed.id);
    const then = now;
    now = new Date(`${addDays(start, 8)}T12:00:00Z`);
    try {
      const refused = await restore(undo);
      expect(refused.status).toBe(409);
      expect(errorOf(refused).message).toBe('Cannot edit past weeks');
    } finally {
      now = then;
    }
    expect(await rowsOf(start)).toEqual([]);
  });

  it('keeps a refused undo usable, so it works once the obstacle is gone', async () => {
    const start = freshStart();
    const placed = await place(start);
    const { undo } = await remove(placed.id);
    const blocker = await place(start, 2, 42, 1);
    await setWeekStatus(staff.client, start);
    expect((await restore(undo)).status).toBe(409);
    await staff.client.request('DELETE', `/api/scheduled-shows/${blocker.id}`);
    const restored = await restore(undo);
    expect(restored.status, restored.text).toBe(201);
    expect(weekOf(restored).blocks.map((b) => b.id)).toEqual([placed.id]);
  });

  it("refuses a used, unknown, expired or another user's token, writing nothing", async () => {
    const start = freshStart();
    const { undo } = await remove((await place(start)).id);

    const colleague = await app.createUser();
    const theirs = await restore(undo, colleague);
    expect(theirs.status).toBe(404);
    expect(errorOf(theirs).code).toBe('undo_not_found');
    const unknown = await restore({ ...undo, token: 'B'.repeat(43) });
    expect(unknown.status).toBe(404);

    await app.db.update(undoRecords).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await restore(undo);
    expect(expired.status).toBe(410);
    expect(errorOf(expired).message).toBe('This change can no longer be undone.');
    expect(await rowsOf(start)).toEqual([]);

    // Keeping a new record sweeps the expired ones.
    const { undo: next } = await remove((await place(start)).id);
    expect(await app.db.select().from(undoRecords)).toHaveLength(1);
    expect((await restore(next)).status).toBe(201);
  });

  it('checks the body and the session', async () => {
    const invalid = await staff.client.post('/api/scheduled-shows/restore', {
      json: { kind: 'show' },
    });
    expect(invalid.status).toBe(422);
    const anonymous = app.client();
    const response = await anonymous.post('/api/scheduled-shows/restore', {
      json: { token: 'A'.repeat(43) },
    });
    expect(response.status).toBe(401);
    expect(
      (
        await anonymous.request(
          'DELETE',
          '/api/series/00000000-0000-4000-8000-000000000000/instances/2027-06-01/removal',
        )
      ).status,
    ).toBe(401);
  });
});

describe('undo Remove from Series', () => {
  it('brings the instance back, once', async () => {
    const start = freshStart();
    const anchor = await recurringFrom(start);
    const next = addDays(start, 7);
    const before = await open(next);
    const path = `/api/series/${anchor.recurringSeriesId}/instances/${addDays(start, 9)}/removal`;
    expect(weekOf(await staff.client.post(path)).blocks).toEqual([]);

    const restored = await staff.client.request('DELETE', path);
    expect(restored.status, restored.text).toBe(200);
    expect(weekOf(restored).blocks).toEqual(before.blocks);
    expect(await rowsOf(next)).toEqual([]);

    const again = await staff.client.request('DELETE', path);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('This instance is already back in its series');
    // Said in the request's language (decision 0074); the code stays.
    const inGerman = await staff.client.request('DELETE', path, {
      headers: { 'accept-language': 'de' },
    });
    expect(errorOf(inGerman)).toMatchObject({
      code: 'instance_not_found',
      message: 'Dieser Termin ist schon wieder in seiner Serie',
    });
  });

  it('refuses when the instance would overlap in a finalized week', async () => {
    const start = freshStart();
    const anchor = await recurringFrom(start);
    const next = addDays(start, 7);
    const path = `/api/series/${anchor.recurringSeriesId}/instances/${addDays(start, 9)}/removal`;
    await staff.client.post(path);
    await place(next, 2, 41, 1);
    await setWeekStatus(staff.client, next);
    const refused = await staff.client.request('DELETE', path);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe('Cannot create overlaps in finalized week');
    expect((await rowsOf(next)).filter((r) => r.isDeletedInstance)).toHaveLength(1);
  });
});
