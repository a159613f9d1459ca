import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import { recurringSeries, scheduledShows } from '../../../db/schema';
import type { HttpResponse } from '../../../test/http-client';
import { startTestApp, type TestApp, type TestUser } from '../../../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');

let app: TestApp;
let staff: TestUser;
let show: Show;
let nextWeek = 0;

beforeAll(async () => {
  app = await startTestApp({ station: { timeZone: 'Europe/London', now: () => NOW } });
  staff = await app.createUser();
  show = (
    await staff.client.post('/api/shows', { json: { name: 'Jazz Hour', duration: 1 } })
  ).json<{ show: Show }>().show;
});
afterAll(() => app.close());

/** Each test plans in its own stretch of future weeks, eight weeks apart. */
function freshStart(): string {
  nextWeek += 8;
  return addDays('2026-11-29', 7 * nextWeek);
}

const weekOf = (r: HttpResponse) => r.json<{ week: WeekView }>().week;
const errorOf = (r: HttpResponse) => r.json<{ error: { message: string } }>().error;
const open = async (weekId: string) => weekOf(await staff.client.get(`/api/weeks/${weekId}`));
const weekly = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 };

/** Places the show on Tuesday 10:00 of a week and makes it weekly (the dialog's defaults). */
async function recurringFrom(weekId: string, rule: Record<string, unknown> = weekly) {
  await open(weekId);
  const placed = weekOf(
    await staff.client.post(`/api/weeks/${weekId}/shows`, {
      json: { templateId: show.id, dayIndex: 2, timeIndex: 40, duration: 4 },
    }),
  ).blocks[0]!;
  const response = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule },
  });
  expect(response.status, response.text).toBe(201);
  const anchor = weekOf(response).blocks.find((b) => b.id === placed.id)!;
  return { anchor, seriesId: anchor.recurringSeriesId! };
}

describe('recurring series', () => {
  it('makes a show weekly: it appears in the next four weeks and not the fifth', async () => {
    const start = freshStart();
    const { anchor, seriesId } = await recurringFrom(start);
    expect(anchor).toMatchObject({
      recurringSeriesId: seriesId,
      isInstance: false,
      originalInstanceDate: addDays(start, 2),
      version: 2,
    });

    for (let i = 1; i <= 4; i++) {
      const week = await open(addDays(start, 7 * i));
      expect(week.blocks).toEqual([
        expect.objectContaining({
          id: `${seriesId}:${addDays(start, 7 * i + 2)}`,
          isInstance: true,
          recurringSeriesId: seriesId,
          showName: 'Jazz Hour',
          dayIndex: 2,
          timeIndex: 40,
          duration: 4,
        }),
      ]);
    }
    expect((await open(addDays(start, 35))).blocks).toEqual([]);
    // The anchor's own week shows the stored show only, not a second generated copy.
    expect((await open(start)).blocks).toHaveLength(1);
  });

  it('turns one instance into an editable exception', async () => {
    const start = freshStart();
    const { seriesId } = await recurringFrom(start);
    const date = addDays(start, 9);
    const created = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`);
    expect(created.status, created.text).toBe(201);
    const { exceptionId, week } = created.json<{ exceptionId: string; week: WeekView }>();
    expect(week.blocks).toEqual([
      expect.objectContaining({
        id: exceptionId,
        isException: true,
        isInstance: false,
        originalInstanceDate: date,
      }),
    ]);

    const moved = await staff.client.request('PATCH', `/api/scheduled-shows/${exceptionId}`, {
      json: { version: 1, dayIndex: 4 },
    });
    expect(weekOf(moved).blocks).toEqual([
      expect.objectContaining({ id: exceptionId, dayIndex: 4, isException: true }),
    ]);

    const again = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('This instance is no longer part of the series');
  });

  it('stores an instance with its changes in one save (Edit This Instance, saved)', async () => {
    const start = freshStart();
    const { seriesId } = await recurringFrom(start);
    const date = addDays(start, 9);
    const created = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`, {
      json: { showName: 'Jazz Hour Live', timeIndex: 44 },
    });
    expect(created.status, created.text).toBe(201);
    const { exceptionId, week } = created.json<{ exceptionId: string; week: WeekView }>();
    expect(week.blocks).toEqual([
      expect.objectContaining({
        id: exceptionId,
        showName: 'Jazz Hour Live',
        timeIndex: 44,
        isException: true,
        originalInstanceDate: date,
      }),
    ]);
    // The next date is still generated by the series, unchanged.
    expect((await open(addDays(start, 14))).blocks).toEqual([
      expect.objectContaining({ isInstance: true, showName: 'Jazz Hour', timeIndex: 40 }),
    ]);
  });

  it('stores nothing when the change is refused: the date stays in its series', async () => {
    const start = freshStart();
    const { seriesId } = await recurringFrom(start);
    const date = addDays(start, 9);
    const refused = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`, {
      json: { dayIndex: 6, timeIndex: 90, duration: 20 },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe('Show extends beyond week');
    const bad = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`, {
      json: { version: 3 },
    });
    expect(bad.status).toBe(422);
    const rows = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.originalInstanceDate, date));
    expect(rows).toEqual([]);
    expect((await open(addDays(start, 7))).blocks).toEqual([
      expect.objectContaining({ id: `${seriesId}:${date}`, isInstance: true }),
    ]);
  });

  it('removes one instance for good, even after deleting its exception', async () => {
    const start = freshStart();
    const { seriesId } = await recurringFrom(start);
    const second = addDays(start, 16);
    const removed = await staff.client.post(`/api/series/${seriesId}/instances/${second}/removal`);
    expect(removed.status).toBe(201);
    expect(weekOf(removed).blocks).toEqual([]);

    const third = addDays(start, 23);
    const { exceptionId } = (
      await staff.client.post(`/api/series/${seriesId}/instances/${third}/exception`)
    ).json<{ exceptionId: string }>();
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${exceptionId}`);
    expect(weekOf(deleted).blocks).toEqual([]);
    expect((await open(addDays(start, 21))).blocks).toEqual([]);
  });

  it('refuses instance changes outside a series', async () => {
    const unknown = await staff.client.post(
      `/api/series/00000000-0000-4000-8000-000000000000/instances/2027-06-01/exception`,
    );
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('Show is not part of a recurring series');
    const start = freshStart();
    const { seriesId } = await recurringFrom(start);
    const notADay = await staff.client.post(
      `/api/series/${seriesId}/instances/${addDays(start, 10)}/removal`,
    );
    expect(notADay.status).toBe(404);
  });

  it('counts instances in overlap checks and in finalizing', async () => {
    const start = freshStart();
    await recurringFrom(start);
    const next = addDays(start, 7);
    await open(next);
    const placed = await staff.client.post(`/api/weeks/${next}/shows`, {
      json: { templateId: show.id, dayIndex: 2, timeIndex: 42, duration: 4 },
    });
    const week = weekOf(placed);
    expect(week.hasOverlaps).toBe(true);
    expect(week.blocks.every((b: ScheduledBlock) => b.isOverlapping)).toBe(true);
    const finalize = await staff.client.post(`/api/weeks/${next}/status`, {
      json: { action: 'finalize' },
    });
    expect(errorOf(finalize).message).toBe(
      'Cannot finalize week with overlapping shows. Please resolve conflicts first.',
    );

    const later = addDays(start, 14);
    await open(later);
    await staff.client.post(`/api/weeks/${later}/status`, { json: { action: 'finalize' } });
    const refused = await staff.client.post(`/api/weeks/${later}/shows`, {
      json: { templateId: show.id, dayIndex: 2, timeIndex: 41, duration: 1 },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe('Cannot create overlaps in finalized week');
  });

  it('deleting the first show ends the series; exceptions stay as plain shows', async () => {
    const start = freshStart();
    const { anchor, seriesId } = await recurringFrom(start);
    const { exceptionId } = (
      await staff.client.post(`/api/series/${seriesId}/instances/${addDays(start, 9)}/exception`)
    ).json<{
      exceptionId: string;
    }>();
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(start, 16)}/removal`);

    expect((await staff.client.request('DELETE', `/api/scheduled-shows/${anchor.id}`)).status).toBe(
      200,
    );
    expect(
      await app.db.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId)),
    ).toEqual([]);
    expect((await open(addDays(start, 7))).blocks).toEqual([
      expect.objectContaining({ id: exceptionId, recurringSeriesId: null, isException: false }),
    ]);
    expect((await open(addDays(start, 21))).blocks).toEqual([]);
    const leftovers = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.recurringSeriesId, seriesId));
    expect(leftovers).toEqual([]);
  });

  it.each([
    [{ ...weekly, count: 27 }, 'At most 25 additional occurrences'],
    [
      { ...weekly, endType: 'date', endDate: '2027-05-23', count: undefined },
      'End date cannot be more than 6 months from today',
    ],
    [{ ...weekly, interval: 100 }, 'Repeat every 1 to 99'],
  ])('refuses the rule %j: %s', async (rule, message) => {
    const start = addDays('2026-11-29', 0);
    await open(start);
    const placed = weekOf(
      await staff.client.post(`/api/weeks/${start}/shows`, {
        json: { templateId: show.id, dayIndex: 6, timeIndex: 0, duration: 1 },
      }),
    ).blocks.find((b) => b.dayIndex === 6 && b.timeIndex === 0)!;
    const response = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: { rule },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).message).toBe(message);
    await staff.client.request('DELETE', `/api/scheduled-shows/${placed.id}`);
  });

  it('refuses making a show recurring twice', async () => {
    const start = freshStart();
    const { anchor } = await recurringFrom(start);
    const again = await staff.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: { rule: weekly },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('This show is already part of a recurring series');
  });
});
