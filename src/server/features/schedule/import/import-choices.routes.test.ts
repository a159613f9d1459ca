import { describe, expect, it } from 'vitest';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { sampleWeekDocument } from '../../../../shared/exchange/week-document/sample-week-document';
import { addDays } from '../../../../shared/schedule/week';
import type { HttpResponse } from '../../../test/http-client';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import type { ImportResult } from './import.service';
import { readWeek } from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');
/** The sample was exported from the week of 2026-11-22; it is imported three weeks later. */
const TARGET = '2026-12-13';

const { staff } = useTestApp(stationAt(NOW), { staff: {} });

function send(weekId: string, action: 'preview' | 'confirm', choices?: unknown, key?: string) {
  const form = new FormData();
  const text = JSON.stringify(sampleWeekDocument());
  form.append('file', new Blob([text], { type: 'application/json' }), 'week.json');
  if (choices !== undefined) form.append('seriesChoices', JSON.stringify(choices));
  const path = `/api/weeks/${weekId}/import${action === 'preview' ? '/preview' : ''}`;
  return staff.client.post(path, { form, headers: key ? { 'Idempotency-Key': key } : {} });
}
const read = async (weekId: string) => await readWeek(staff.client, weekId);
const resultOf = (r: HttpResponse) => r.json<ImportResult>();
const laterWeeks = [1, 2, 3, 4].map((n) => addDays(TARGET, 7 * n));
const countLater = async () => {
  let n = 0;
  for (const weekId of laterWeeks) n += (await read(weekId)).blocks.length;
  return n;
};

describe('import of a week holding series', () => {
  it('previews each series with the weeks it would reach and what it would overlap', async () => {
    const weekId = addDays(TARGET, 70);
    const response = await send(weekId, 'preview');
    expect(response.status, response.text).toBe(200);
    const plan = response.json<{ plan: ImportPlan }>().plan;
    const morning = plan.seriesOptions.find((o) => o.key === 'series-1')!;
    expect(morning).toMatchObject({ choice: 'week-only', cannotRecreate: null });
    // Weekly on Mon, Wed and Fri, 12 occurrences: 3 in the target week and 9 over three more.
    expect(morning.reach.map((w) => w.dates.length)).toEqual([3, 3, 3]);
    expect(morning.reach[0]!.overlaps).toEqual([]);
  });

  it('places series in this week only by default: no later week changes, and Undo clears it', async () => {
    const before = await countLater();
    const response = await send(TARGET, 'confirm');
    expect(response.status, response.text).toBe(201);
    const result = resultOf(response);
    expect(result.series).toBe(0);
    expect(result.week.blocks).toHaveLength(9);
    expect(result.week.blocks.every((b) => b.recurringSeriesId === null)).toBe(true);
    expect(await countLater()).toBe(before);

    // The same file again adds nothing.
    const again = await send(TARGET, 'confirm');
    expect(again.status).toBe(422);
    expect(again.json()).toMatchObject({ error: { code: 'nothing_to_import' } });

    const undone = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: result.undo.token },
    });
    expect(undone.status, undone.text).toBe(201);
    expect((await read(TARGET)).blocks).toEqual([]);
    const shows = (await staff.client.get('/api/shows')).json<{ shows: unknown[] }>().shows;
    expect(shows).toEqual([]);
  });

  it('recreates a chosen series once; importing it again finds it running and adds nothing', async () => {
    const weekId = addDays(TARGET, 140);
    const first = await send(weekId, 'confirm', { 'series-2': 'recreate' });
    expect(first.status, first.text).toBe(201);
    expect(resultOf(first).series).toBe(1);
    const plan = (await send(weekId, 'preview', { 'series-2': 'recreate' })).json<{
      plan: ImportPlan;
    }>().plan;
    expect(plan.seriesOptions.find((o) => o.key === 'series-2')).toMatchObject({
      alreadyRunning: true,
    });
    expect(plan.placements).toEqual([]);
    const again = await send(weekId, 'confirm', { 'series-2': 'recreate' });
    expect(again.status).toBe(422);
  });

  it('refuses a choice that is not one, and a series beyond the dialog limits', async () => {
    const bad = await send(addDays(TARGET, 210), 'confirm', { 'series-1': 'forever' });
    expect(bad.status).toBe(422);
    expect(bad.json()).toMatchObject({ error: { fields: { seriesChoices: expect.any(String) } } });
  });

  it('answers a replayed import with its first answer and writes once', async () => {
    const weekId = addDays(TARGET, 280);
    const key = `import-${weekId}-submission`;
    const first = await send(weekId, 'confirm', undefined, key);
    const second = await send(weekId, 'confirm', undefined, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await read(weekId)).blocks).toHaveLength(9);
  });
});
