import { describe, expect, it } from 'vitest';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { createShow, placeShow, readWeek, weekOf } from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { staff } = useTestApp(stationAt(NOW), { staff: {} });

const show = async (name: string) => await createShow(staff, { name, duration: 1 });

describe('Make Recurring refused by a finalized week', () => {
  it('names the show and the week, and writes nothing', async () => {
    const [jazz, news] = [await show('Jazz Hour'), await show('News Desk')];
    // News Desk on Tuesday 10:00 in a week that is then finalized.
    await placeShow(staff.client, '2026-12-06', news, 2, 40, 4);
    const finalized = await staff.client.post('/api/weeks/2026-12-06/status', {
      json: { action: 'finalize' },
    });
    expect(finalized.status).toBe(200);
    // Jazz Hour on Tuesday 10:00 the week before, made weekly: it would reach that week.
    const placed = weekOf(await placeShow(staff.client, '2026-11-29', jazz, 2, 40, 4)).blocks[0]!;
    const refused = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    expect(refused.status).toBe(409);
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('finalized_overlap');
    expect(error.message).toBe(
      '"Jazz Hour" would overlap another show in the finalized week of Dec 6 - Dec 12, 2026. Revert that week to draft, or choose other days or an earlier end.',
    );
    expect(error.message).not.toMatch(/try again/i);
    const after = await readWeek(staff.client, '2026-11-29');
    expect(after.blocks.map((b) => b.recurringSeriesId)).toEqual([null]);
  });
});
