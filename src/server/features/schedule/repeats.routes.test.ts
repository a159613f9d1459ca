import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WeekDocument } from '../../../shared/exchange/week-document/week-document';
import { addDays } from '../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import type { SeriesDetails } from '../../../shared/schemas/series';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { recurringSeries, scheduledShows } from '../../db/schema';
import {
  createShow,
  errorOf,
  placedBlock,
  readWeek,
  weekOf,
  weekStretches,
} from '../../test/schedule-set-up';
import { stationAt, useStarted, useTestApp } from '../../test/use-test-app';

/*
 * "Repeat (rebroadcast)" (issue 36, decision 0072): a placed show, a series and an exception each
 * say whether they are repeats; a series' instances are repeats when the series is, an exception
 * carries its own; copy week, undo and the JSON export and import keep the flag.
 */

const { app, staff, dj } = useTestApp(stationAt(new Date('2026-11-22T12:00:00Z')), {
  staff: {},
  dj: {},
});
const show = useStarted(() => createShow(staff, { name: 'Night Jazz', duration: 1 }));
const nextWeeks = weekStretches('2026-11-29', 10);
const WEEKLY_TUESDAY = {
  frequency: 'weekly',
  interval: 1,
  byWeekday: [2],
  endType: 'count',
  count: 3,
};

const place = async (weekId: string, dayIndex = 2, timeIndex = 40) => {
  await readWeek(staff.client, weekId);
  return placedBlock(staff.client, weekId, show, dayIndex, timeIndex, 4);
};
const patch = (block: ScheduledBlock, body: object, who = staff) =>
  who.client.patch(`/api/scheduled-shows/${block.id}`, {
    json: { version: block.version, ...body },
  });
const repeatsOf = async (weekId: string) =>
  (await readWeek(staff.client, weekId)).blocks.map((b) => [
    b.showName,
    b.dayIndex,
    b.isRepeat ?? false,
  ]);
const makeSeries = async (block: ScheduledBlock, body: object = {}) => {
  const r = await staff.client.post(`/api/scheduled-shows/${block.id}/series`, {
    json: { rule: WEEKLY_TUESDAY, ...body },
  });
  expect(r.status, r.text).toBe(201);
  return weekOf(r).blocks.find((b) => b.id === block.id)!;
};

describe('repeats', () => {
  it('Edit Show marks a placed show a repeat and back; a first airing says nothing', async () => {
    const week = nextWeeks();
    const block = await place(week);
    expect(block.isRepeat).toBeUndefined();
    const marked = await patch(block, { isRepeat: true });
    expect(marked.status, marked.text).toBe(200);
    const repeat = weekOf(marked).blocks[0]!;
    expect(repeat.isRepeat).toBe(true);
    const unmarked = await patch(repeat, { isRepeat: false });
    expect(weekOf(unmarked).blocks[0]!.isRepeat).toBeUndefined();
  });

  it('refuses a flag that is not true or false, and a DJ without the right', async () => {
    const week = nextWeeks();
    const block = await place(week);
    for (const isRepeat of ['yes', 1, null]) {
      const r = await patch(block, { isRepeat });
      expect(r.status, r.text).toBe(422);
      expect(errorOf(r).fields?.isRepeat).toBe('Choose whether it is a repeat');
    }
    const series = await staff.client.post(`/api/scheduled-shows/${block.id}/series`, {
      json: { rule: WEEKLY_TUESDAY, isRepeat: 'no' },
    });
    expect(series.status).toBe(422);
    expect(errorOf(series).fields?.isRepeat).toBe('Choose whether it is a repeat');
    await staff.client.patch('/api/station-settings', { json: { djPermissions: 'view-only' } });
    expect((await patch(block, { isRepeat: true }, dj)).status).toBe(403);
    await staff.client.patch('/api/station-settings', { json: { djPermissions: 'everything' } });
    expect((await readWeek(staff.client, week)).blocks[0]!.isRepeat).toBeUndefined();
  });

  it('a series made a repeat makes every instance one; an exception carries its own flag', async () => {
    const week = nextWeeks();
    const first = await makeSeries(await place(week), { isRepeat: true });
    expect(first.isRepeat).toBe(true);
    const seriesId = first.recurringSeriesId!;
    const details = (await staff.client.get(`/api/series/${seriesId}`)).json<{
      series: SeriesDetails;
    }>();
    expect(details.series.isRepeat).toBe(true);
    expect(await repeatsOf(addDays(week, 7))).toEqual([['Night Jazz', 2, true]]);

    // Edit This Instance: the exception starts a repeat, then is marked a first airing alone.
    const date = addDays(week, 16);
    const made = await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`);
    expect(made.status, made.text).toBe(201);
    const exception = weekOf(made).blocks.find((b) => b.originalInstanceDate === date)!;
    expect(exception.isRepeat).toBe(true);
    expect((await patch(exception, { isRepeat: false })).status).toBe(200);
    expect(await repeatsOf(addDays(week, 14))).toEqual([['Night Jazz', 2, false]]);
    expect(await repeatsOf(addDays(week, 7))).toEqual([['Night Jazz', 2, true]]);

    // Unmarking the first show unmarks the series (its instances), not the exception.
    const firstNow = (await readWeek(staff.client, week)).blocks[0]!;
    expect((await patch(firstNow, { isRepeat: false })).status).toBe(200);
    expect(await repeatsOf(addDays(week, 7))).toEqual([['Night Jazz', 2, false]]);
    const [stored] = await app.db
      .select()
      .from(recurringSeries)
      .where(eq(recurringSeries.id, seriesId));
    expect(stored!.isRepeat).toBe(false);
    expect((await patch(firstNow, { version: firstNow.version + 1, isRepeat: true })).status).toBe(
      200,
    );
    expect(await repeatsOf(addDays(week, 14))).toEqual([['Night Jazz', 2, false]]);
  });

  it('a series made from a repeat is one unless told otherwise; Edit Series changes it from a date', async () => {
    const week = nextWeeks();
    const block = await place(week);
    const marked = weekOf(await patch(block, { isRepeat: true })).blocks[0]!;
    const first = await makeSeries(marked);
    expect(first.isRepeat).toBe(true);
    expect(await repeatsOf(addDays(week, 7))).toEqual([['Night Jazz', 2, true]]);

    const edit = await staff.client.post(`/api/series/${first.recurringSeriesId}/edit`, {
      json: {
        scope: 'following',
        fromDate: addDays(week, 16),
        rule: WEEKLY_TUESDAY,
        timeIndex: 40,
        duration: 4,
        isRepeat: false,
      },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await repeatsOf(addDays(week, 7))).toEqual([['Night Jazz', 2, true]]);
    expect(await repeatsOf(addDays(week, 14))).toEqual([['Night Jazz', 2, false]]);
    expect(await repeatsOf(addDays(week, 21))).toEqual([['Night Jazz', 2, false]]);

    // Undo of the edit brings the one series back, a repeat throughout.
    const { undo } = edit.json<{ undo: UndoOffer }>();
    const back = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: undo.token },
    });
    expect(back.status, back.text).toBe(201);
    expect(await repeatsOf(addDays(week, 14))).toEqual([['Night Jazz', 2, true]]);
  });

  it('copy week, undo of a delete and the JSON export and import keep it', async () => {
    const week = nextWeeks();
    const block = await place(week, 1, 40);
    await patch(block, { isRepeat: true });
    const first = await makeSeries(await place(week, 2, 60), { isRepeat: true });
    expect(first.isRepeat).toBe(true);

    const copied = await staff.client.post(`/api/weeks/${week}/copy`, {
      json: { mode: 'weeks', count: 1 },
    });
    expect(copied.status, copied.text).toBe(200);
    expect(await repeatsOf(addDays(week, 7))).toEqual([
      ['Night Jazz', 1, true],
      ['Night Jazz', 2, true],
    ]);

    const repeat = (await readWeek(staff.client, week)).blocks.find((b) => b.dayIndex === 1)!;
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${repeat.id}`);
    const { undo } = deleted.json<{ undo: UndoOffer }>();
    expect(
      (await staff.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } }))
        .status,
    ).toBe(201);
    const [row] = await app.db
      .select()
      .from(scheduledShows)
      .where(and(eq(scheduledShows.id, repeat.id), eq(scheduledShows.isRepeat, true)));
    expect(row).toBeDefined();

    const exported = (
      await staff.client.get(`/api/weeks/${week}/export.json`)
    ).json<WeekDocument>();
    expect(exported.placements.map((p) => p.isRepeat)).toEqual([true, true]);
    expect(exported.series[0]!.isRepeat).toBe(true);

    const target = nextWeeks();
    const form = new FormData();
    form.append(
      'file',
      new Blob([JSON.stringify(exported)], { type: 'application/json' }),
      'week.json',
    );
    form.append('sourceWeek', week);
    form.append('seriesChoices', JSON.stringify({ 'series-1': 'recreate' }));
    const imported = await staff.client.post(`/api/weeks/${target}/import`, { form });
    expect(imported.status, imported.text).toBeLessThan(300);
    expect(await repeatsOf(target)).toEqual([
      ['Night Jazz', 1, true],
      ['Night Jazz', 2, true],
    ]);
    expect(await repeatsOf(addDays(target, 7))).toEqual([['Night Jazz', 2, true]]);
  });
});
