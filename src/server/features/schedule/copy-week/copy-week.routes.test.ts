import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/schedule/week';
import type { Show } from '../../../../shared/schemas/show';
import { weeklySchedules } from '../../../db/schema';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import {
  createShow,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
let show: Show;
let cursor = 0;

beforeAll(async () => {
  show = await createShow(staff, { name: 'Copy Me', duration: 1 });
});

function freshSource(): string {
  cursor += 10;
  return addDays('2026-11-29', 7 * cursor);
}

const open = async (weekId: string) => {
  // Stored as the schedule screen's first write would (or an earlier visit, for a past week).
  await app.db
    .insert(weeklySchedules)
    .values({ id: weekId, startDate: weekId, endDate: addDays(weekId, 6) })
    .onConflictDoNothing();
  return await readWeek(staff.client, weekId);
};
const place = (weekId: string, dayIndex: number, timeIndex: number) =>
  placeShow(staff.client, weekId, show, dayIndex, timeIndex, 4);
const copy = (weekId: string, body: unknown) =>
  staff.client.post(`/api/weeks/${weekId}/copy`, { json: body });
type Outcome = { weekId: string; result: string; copied: number; coveredBySeries: number };

describe('copy week', () => {
  it('copies the programme to the next weeks as plain shows, keeping what is there', async () => {
    const source = freshSource();
    await open(source);
    await place(source, 1, 40);
    await place(source, 3, 60);
    const target2 = addDays(source, 14);
    await open(target2);
    await place(target2, 1, 42);

    const response = await copy(source, { mode: 'weeks', count: 2 });
    expect(response.status, response.text).toBe(200);
    expect(response.json<{ outcomes: Outcome[] }>().outcomes).toEqual([
      {
        weekId: addDays(source, 7),
        result: 'copied',
        copied: 2,
        coveredBySeries: 0,
        alreadyThere: 0,
      },
      { weekId: target2, result: 'copied', copied: 2, coveredBySeries: 0, alreadyThere: 0 },
    ]);
    const first = await open(addDays(source, 7));
    expect(first.status).toBe('not-started');
    expect(first.blocks.map((b) => [b.dayIndex, b.timeIndex, b.recurringSeriesId])).toEqual([
      [1, 40, null],
      [3, 60, null],
    ]);
    const second = await open(target2);
    expect(second.blocks).toHaveLength(3);
    expect(second.hasOverlaps).toBe(true);
  });

  it('does not double a show its series already brings to the target week', async () => {
    const source = freshSource();
    await open(source);
    const placed = weekOf(await place(source, 2, 40)).blocks[0]!;
    // Weekly for three occurrences: the source week and the next two.
    await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    const outcomes = (await copy(source, { mode: 'weeks', count: 3 })).json<{
      outcomes: Outcome[];
    }>().outcomes;
    expect(outcomes.map((o) => [o.copied, o.coveredBySeries])).toEqual([
      [0, 1],
      [0, 1],
      [1, 0],
    ]);
    const third = await open(addDays(source, 21));
    expect(third.blocks).toEqual([
      expect.objectContaining({
        dayIndex: 2,
        timeIndex: 40,
        recurringSeriesId: null,
        isInstance: false,
      }),
    ]);
    expect((await open(addDays(source, 7))).blocks).toHaveLength(1);
  });

  it('reports finalized target weeks and leaves them alone', async () => {
    const source = freshSource();
    await open(source);
    await place(source, 0, 0);
    const target = addDays(source, 7);
    await open(target);
    await setWeekStatus(staff.client, target);
    const outcomes = (await copy(source, { mode: 'until', endDate: addDays(source, 15) })).json<{
      outcomes: Outcome[];
    }>().outcomes;
    expect(outcomes.map((o) => o.result)).toEqual(['finalized', 'copied']);
    expect((await open(target)).blocks).toEqual([]);
  });

  it('reports past target weeks', async () => {
    await open('2026-11-08');
    await place('2026-11-08', 0, 0).catch(() => undefined);
    const outcomes = (await copy('2026-11-08', { mode: 'weeks', count: 3 })).json<{
      outcomes: Outcome[];
    }>().outcomes;
    expect(outcomes.map((o) => o.result)).toEqual(['past', 'copied', 'copied']);
  });

  it.each([
    [{ mode: 'weeks', count: 0 }, 'Copy to 1 to 52 weeks'],
    [{ mode: 'weeks', count: 53 }, 'Copy to 1 to 52 weeks'],
    [{ mode: 'until', endDate: '2026-11-28' }, 'The end date must be after the source week'],
    [{ mode: 'until', endDate: '11/28/2026' }, 'Date input not valid.'],
    [{ mode: 'forever' }, expect.any(String)],
  ])('refuses %j: %s', async (body, message) => {
    await open('2026-11-22');
    const response = await copy('2026-11-22', body);
    expect(response.status).toBe(422);
    expect(response.json<{ error: { message: string } }>().error.message).toEqual(message);
  });

  it('copies what the series bring to a source week nobody wrote to, storing nothing for it', async () => {
    const first = freshSource();
    await open(first);
    const placed = weekOf(await place(first, 2, 40)).blocks[0]!;
    // Weekly for three occurrences: this week and the next two, which nobody wrote to.
    await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    const source = addDays(first, 7);
    const response = await copy(source, { mode: 'weeks', count: 2 });
    expect(response.status, response.text).toBe(200);
    expect(
      response.json<{ outcomes: Outcome[] }>().outcomes.map((o) => [o.copied, o.coveredBySeries]),
    ).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const stored = await app.db
      .select({ id: weeklySchedules.id })
      .from(weeklySchedules)
      .where(eq(weeklySchedules.id, source));
    expect(stored).toEqual([]);
  });

  it('writes nothing when the copy fails midway', async () => {
    const source = freshSource();
    await open(source);
    await place(source, 0, 0);
    const doomed = addDays(source, 14);
    await app.db.execute(
      sql.raw(`
      create function refuse_copy() returns trigger language plpgsql as $$
      begin
        if new.weekly_schedule_id = '${doomed}' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger refuse_copy before insert on scheduled_shows for each row execute function refuse_copy();`),
    );
    try {
      const response = await copy(source, { mode: 'weeks', count: 3 });
      expect(response.status).toBe(500);
      expect(response.json()).toMatchObject({ error: { code: 'internal_error' } });
      const created = await app.db
        .select()
        .from(weeklySchedules)
        .where(eq(weeklySchedules.id, addDays(source, 7)));
      expect(created).toEqual([]);
    } finally {
      await app.db.execute(
        sql.raw('drop trigger refuse_copy on scheduled_shows; drop function refuse_copy();'),
      );
    }
  });
});
