import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schedule/week';
import type { ScheduledBlock } from '../../shared/schemas/schedule';
import type { Show } from '../../shared/schemas/show';
import { scheduledShows } from '../db/schema';
import type { TestUser } from '../test/test-app';
import { stationAt, useTestApp } from '../test/use-test-app';
import { createShow, readWeek, setWeekStatus, weekOf } from '../test/schedule-set-up';

/**
 * DESIGN.md §4 and §6: racing requests cannot store an overlap in a finalized week or lose an
 * update. schedule.routes.test.ts races placements against placements, same-version moves and
 * week creation; these race the other ways into a finalized week: moves, placements against
 * moves, finalizing against placing and copying, and recurring series reaching later weeks.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const PARALLEL = 12;

const { app } = useTestApp(stationAt(NOW));
let staff: TestUser;
let other: TestUser;
let show: Show;
let weekNumber = 0;

beforeAll(async () => {
  [staff, other] = await Promise.all([app.createUser(), app.createUser()]);
  show = await createShow(staff, { name: 'Race', duration: 1 });
});

/** A fresh future week per test, eight weeks apart so series of one test miss the next. */
async function freshWeek(): Promise<string> {
  weekNumber += 8;
  const weekId = addDays('2026-12-06', 7 * weekNumber);
  expect((await staff.client.get(`/api/weeks/${weekId}`)).status).toBe(200);
  return weekId;
}

/** Alternates the two users, so the race is between people as well as requests. */
const who = (i: number) => (i % 2 === 0 ? staff : other).client;
const place = (weekId: string, dayIndex: number, timeIndex: number, duration = 4, i = 0) =>
  who(i).post(`/api/weeks/${weekId}/shows`, {
    json: { templateId: show.id, dayIndex, timeIndex, duration },
  });
const move = (block: ScheduledBlock, change: Record<string, number>, i = 0) =>
  who(i).request('PATCH', `/api/scheduled-shows/${block.id}`, {
    json: { version: block.version, ...change },
  });
const setStatus = (weekId: string, action: string) => setWeekStatus(staff.client, weekId, action);

async function storedBlocks(weekId: string) {
  return app.db.select().from(scheduledShows).where(eq(scheduledShows.weeklyScheduleId, weekId));
}

/** Overlapping pairs among the blocks a week shows (stored shows and series instances). */
function overlappingPairs(blocks: ScheduledBlock[]): number {
  let pairs = 0;
  for (const [i, a] of blocks.entries()) {
    for (const b of blocks.slice(i + 1)) {
      const [as, bs] = [a.dayIndex * 96 + a.timeIndex, b.dayIndex * 96 + b.timeIndex];
      if (as < bs + b.duration && bs < as + a.duration) pairs++;
    }
  }
  return pairs;
}

async function expectNoOverlap(weekId: string) {
  const week = await readWeek(staff.client, weekId);
  expect(overlappingPairs(week.blocks)).toBe(0);
  expect(week.hasOverlaps).toBe(false);
  return week;
}

describe('races into a finalized week', () => {
  it('moves of different shows into one free slot: one wins, no overlap stored', async () => {
    const weekId = await freshWeek();
    const placed = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => place(weekId, i % 7, 8 * Math.floor(i / 7))),
    );
    expect(placed.map((r) => r.status)).toEqual(placed.map(() => 201));
    expect((await setStatus(weekId, 'finalize')).status).toBe(200);
    const blocks = (await expectNoOverlap(weekId)).blocks;

    const moves = await Promise.all(
      blocks.map((block, i) => move(block, { dayIndex: 3, timeIndex: 60 }, i)),
    );
    expect(moves.filter((r) => r.status === 200)).toHaveLength(1);
    expect(moves.filter((r) => r.status === 409)).toHaveLength(blocks.length - 1);
    const week = await expectNoOverlap(weekId);
    expect(week.blocks).toHaveLength(blocks.length);
  });

  it('placements and moves racing for one slot: at most one lands there', async () => {
    const weekId = await freshWeek();
    const movers = await Promise.all([0, 1, 2].map((day) => place(weekId, day, 0)));
    expect((await setStatus(weekId, 'finalize')).status).toBe(200);
    expect(movers.map((r) => r.status)).toEqual([201, 201, 201]);
    const week = await readWeek(staff.client, weekId);
    const requests = [
      ...week.blocks.map((block, i) => move(block, { dayIndex: 5, timeIndex: 20 }, i)),
      ...Array.from({ length: PARALLEL - 3 }, (_, i) => place(weekId, 5, 18 + (i % 4), 4, i)),
    ];
    const results = await Promise.all(requests);
    expect(week.blocks).toHaveLength(3);
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.every((r) => r.status < 300 || r.status === 409)).toBe(true);
    await expectNoOverlap(weekId);
  });

  it('finalizing while overlapping shows are being placed: never finalized with an overlap', async () => {
    for (let round = 0; round < 4; round++) {
      const weekId = await freshWeek();
      expect((await place(weekId, 2, 40)).status).toBe(201);
      const results = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) => place(weekId, 2, 38 + i, 4, i + 1)),
        setStatus(weekId, 'finalize'),
        ...Array.from({ length: 4 }, (_, i) => place(weekId, 2, 42 + i, 4, i)),
      ]);
      expect(results.every((r) => r.status < 300 || r.status === 409)).toBe(true);
      const week = await readWeek(staff.client, weekId);
      if (week.status === 'finalized') expect(overlappingPairs(week.blocks)).toBe(0);
      else expect(week.hasOverlaps).toBe(true);
    }
  });

  it('copying into a week while it is finalized: the week keeps no overlap', async () => {
    const source = await freshWeek();
    expect((await place(source, 1, 10)).status).toBe(201);
    const target = addDays(source, 7);
    expect((await staff.client.get(`/api/weeks/${target}`)).status).toBe(200);
    expect((await place(target, 1, 12)).status).toBe(201); // the copy would overlap it
    const [copy, finalize] = await Promise.all([
      other.client.post(`/api/weeks/${source}/copy`, { json: { mode: 'weeks', count: 1 } }),
      setStatus(target, 'finalize'),
    ]);
    expect(copy.status).toBe(200);
    const week = await readWeek(staff.client, target);
    if (finalize.status === 200) {
      expect(week.status).toBe('finalized');
      expect(overlappingPairs(week.blocks)).toBe(0);
    } else {
      expect(finalize.status).toBe(409); // the copy landed first and made an overlap
      expect(week.status).not.toBe('finalized');
    }
  });
});

describe('recurring series reaching a finalized week', () => {
  const weekly = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 };

  it('refuses a series whose instance would overlap a show of a later finalized week', async () => {
    const start = await freshWeek();
    const later = addDays(start, 7);
    expect((await staff.client.get(`/api/weeks/${later}`)).status).toBe(200);
    expect((await place(later, 2, 41)).status).toBe(201);
    expect((await setStatus(later, 'finalize')).status).toBe(200);

    const anchor = weekOf(await place(start, 2, 40)).blocks[0]!;
    const series = await staff.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: { rule: weekly },
    });
    expect(series.status).toBe(409);
    // The refusal names the show and the week (not a retry that cannot succeed).
    expect(series.json<{ error: { message: string } }>().error.message).toMatch(
      /would overlap another show in the finalized week of/,
    );
    await expectNoOverlap(later);
    expect((await storedBlocks(start))[0]!.recurringSeriesId).toBeNull();
  });

  it('a series and a placement racing for a later finalized week: no overlap there', async () => {
    for (let round = 0; round < 3; round++) {
      const start = await freshWeek();
      const later = addDays(start, 14);
      expect((await staff.client.get(`/api/weeks/${later}`)).status).toBe(200);
      expect((await setStatus(later, 'finalize')).status).toBe(200);
      const anchor = weekOf(await place(start, 2, 40)).blocks[0]!;
      const [series, placed] = await Promise.all([
        staff.client.post(`/api/scheduled-shows/${anchor.id}/series`, { json: { rule: weekly } }),
        place(later, 2, 42, 4, 1),
      ]);
      expect([series.status, placed.status].sort()).toEqual([201, 409]);
      await expectNoOverlap(later);
    }
  });
});

describe('no lost update', () => {
  it('of a show moved and resized at once from one version: the winner is what is stored', async () => {
    const weekId = await freshWeek();
    const block = weekOf(await place(weekId, 4, 10)).blocks[0]!;
    const changes = Array.from({ length: PARALLEL }, (_, i): Record<string, number> =>
      i % 2 ? { timeIndex: 20 + i } : { duration: 2 + i },
    );
    const results = await Promise.all(changes.map((change, i) => move(block, change, i)));
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(PARALLEL - 1);
    const [row] = await storedBlocks(weekId);
    expect(row).toMatchObject({
      version: 2,
      dayIndex: 4,
      ...{ timeIndex: 10, duration: 4 },
      ...changes[winners[0]!],
    });
  });
});
