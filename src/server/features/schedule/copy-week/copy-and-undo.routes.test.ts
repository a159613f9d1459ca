import { beforeAll, describe, expect, it } from 'vitest';
import type { CopyWeekPlan } from '../../../../shared/schedule/copy-plan';
import { addDays } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import type { Show } from '../../../../shared/schemas/show';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import type { CopyAnswer } from './copy-week.service';
import {
  createShow,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { staff } = useTestApp(stationAt(NOW), { staff: {} });
let show: Show;
let talk: Show;
let cursor = 0;

beforeAll(async () => {
  const create = async (name: string) => await createShow(staff, { name, duration: 1 });
  show = await create('Morning Show');
  talk = await create('Talk');
});

/** A source week far from every other test's weeks. */
function freshSource(): string {
  cursor += 10;
  return addDays('2026-11-29', 7 * cursor);
}

const read = async (weekId: string) => await readWeek(staff.client, weekId);
const place = async (weekId: string, template: Show, dayIndex: number, timeIndex: number) => {
  const response = await placeShow(staff.client, weekId, template, dayIndex, timeIndex, 4);
  expect(response.status, response.text).toBe(201);
  return weekOf(response);
};
const preview = async (weekId: string, body: unknown) => {
  const response = await staff.client.post(`/api/weeks/${weekId}/copy/preview`, { json: body });
  expect(response.status, response.text).toBe(200);
  return response.json<{ weeks: CopyWeekPlan[] }>().weeks;
};
const copy = async (weekId: string, body: unknown, headers?: Record<string, string>) => {
  const response = await staff.client.post(`/api/weeks/${weekId}/copy`, { json: body, headers });
  expect(response.status, response.text).toBe(200);
  return response.json<CopyAnswer>();
};
const undo = (offer: UndoOffer) =>
  staff.client.post('/api/scheduled-shows/restore', { json: { token: offer.token } });
const slots = (week: WeekView) =>
  week.blocks.map((b) => `${b.showName}@${b.dayIndex}:${b.timeIndex}`).sort();

describe('copy week preview and repeat', () => {
  it('previews what is already there, the overlaps and finalized weeks, writing nothing', async () => {
    const source = freshSource();
    await place(source, show, 1, 32);
    const next = addDays(source, 7);
    const later = addDays(source, 14);
    const finalized = addDays(source, 21);
    await place(next, show, 1, 32);
    await place(later, talk, 1, 34);
    await place(finalized, talk, 3, 0);
    await setWeekStatus(staff.client, finalized);

    const weeks = await preview(source, { mode: 'weeks', count: 3 });
    expect(weeks.map((w) => [w.weekId, w.outcome, w.copies.length])).toEqual([
      [next, 'copy', 0],
      [later, 'copy', 1],
      [finalized, 'finalized', 0],
    ]);
    expect(weeks[0]!.alreadyThere).toMatchObject([{ showName: 'Morning Show', dayIndex: 1 }]);
    expect(weeks[1]!.overlaps).toMatchObject([{ showName: 'Morning Show', with: ['Talk'] }]);
    expect(slots(await read(later))).toEqual(['Talk@1:34']);
  });

  it('copies twice with the defaults without doubling anything, and copies anyway when asked', async () => {
    const source = freshSource();
    await place(source, show, 1, 32);
    await place(source, talk, 2, 40);
    const request = { mode: 'weeks', count: 3 };
    const first = await copy(source, request);
    expect(first.outcomes.map((o) => o.copied)).toEqual([2, 2, 2]);
    const again = await copy(source, { mode: 'until', endDate: addDays(source, 30) });
    expect(again.outcomes.map((o) => [o.copied, o.alreadyThere])).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
      [2, 0],
    ]);
    for (const n of [1, 2, 3, 4]) {
      const week = await read(addDays(source, 7 * n));
      expect(slots(week)).toEqual(['Morning Show@1:32', 'Talk@2:40']);
      expect(week.hasOverlaps).toBe(false);
    }
    const anyway = await copy(source, { mode: 'weeks', count: 1, copyDuplicates: true });
    expect(anyway.outcomes[0]).toMatchObject({ copied: 2, alreadyThere: 2 });
  });

  it('leaves a monthly show to its series instead of making it a one-off in every week', async () => {
    const source = freshSource();
    const placed = (await place(source, show, 2, 40)).blocks[0]!;
    const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: {
          frequency: 'monthly',
          interval: 1,
          byMonthday: [Number(addDays(source, 2).slice(8))],
          endType: 'count',
          count: 3,
        },
      },
    });
    expect(made.status, made.text).toBe(201);
    const answer = await copy(source, { mode: 'weeks', count: 4 });
    expect(answer.outcomes.map((o) => [o.copied, o.coveredBySeries])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    for (const n of [1, 2, 3]) expect((await read(addDays(source, 7 * n))).blocks).toEqual([]);
  });

  it('writes a copy sent twice under one Idempotency-Key once', async () => {
    const source = freshSource();
    await place(source, show, 4, 10);
    const key = { 'Idempotency-Key': `copy-${source}-submission` };
    const body = { mode: 'weeks', count: 1, copyDuplicates: true };
    const first = await copy(source, body, key);
    const second = await copy(source, body, key);
    expect(second).toEqual(first);
    expect(slots(await read(addDays(source, 7)))).toEqual(['Morning Show@4:10']);
  });
});

describe('undo of a copy and of a series creation', () => {
  it('takes away exactly what a copy wrote, including the weeks it created', async () => {
    const source = freshSource();
    await place(source, show, 1, 32);
    const kept = addDays(source, 7);
    await place(kept, talk, 5, 0);
    const { undo: offer } = await copy(source, { mode: 'weeks', count: 2 });
    expect(offer).toMatchObject({ kind: 'created' });
    const undone = await undo(offer!);
    expect(undone.status, undone.text).toBe(201);
    expect(slots(await read(kept))).toEqual(['Talk@5:0']);
    const weeks = (await staff.client.get('/api/weeks')).json<{ weeks: { id: string }[] }>().weeks;
    expect(weeks.map((w) => w.id)).not.toContain(addDays(source, 14));
    const twice = await undo(offer!);
    expect(twice.status).toBe(410);
  });

  it('refuses to undo a copy once a copied show was moved, changing nothing', async () => {
    const source = freshSource();
    await place(source, show, 1, 32);
    const { undo: offer } = await copy(source, { mode: 'weeks', count: 1 });
    const target = await read(addDays(source, 7));
    const copied = target.blocks[0]!;
    const moved = await staff.client.patch(`/api/scheduled-shows/${copied.id}`, {
      json: { version: copied.version, dayIndex: 2, timeIndex: 32, duration: 4 },
    });
    expect(moved.status, moved.text).toBe(200);
    const refused = await undo(offer!);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'changed_since' } });
    expect(slots(await read(addDays(source, 7)))).toEqual(['Morning Show@2:32']);
  });

  it('undoes Make Recurring: the show is single again and no later week has it', async () => {
    const source = freshSource();
    const placed = (await place(source, show, 3, 20)).blocks[0]!;
    const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [3], endType: 'count', count: 3 },
      },
    });
    expect(made.status, made.text).toBe(201);
    expect((await read(addDays(source, 7))).blocks).toHaveLength(1);
    const undone = await undo(made.json<{ undo: UndoOffer }>().undo);
    expect(undone.status, undone.text).toBe(201);
    expect(weekOf(undone).blocks).toMatchObject([{ id: placed.id, recurringSeriesId: null }]);
    expect((await read(addDays(source, 7))).blocks).toEqual([]);
  });
});
