import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { recurringSeries } from '../../../db/schema';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { createShow, errorOf, placeShow, readWeek, weekOf } from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
const german = { headers: { 'accept-language': 'de' } };

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

describe('the series refusals the services write, in the request’s language', () => {
  it('says the finalized week’s overlap in German, the week named in German', async () => {
    const [talk, quiz] = [await show('Talk Time'), await show('Quiz Night')];
    // Quiz Night on Thursday 20:00 in a week that is then finalized.
    await placeShow(staff.client, '2027-01-03', quiz, 4, 80, 4);
    const finalized = await staff.client.post('/api/weeks/2027-01-03/status', {
      json: { action: 'finalize' },
    });
    expect(finalized.status).toBe(200);
    const placed = weekOf(await placeShow(staff.client, '2026-12-27', talk, 4, 80, 4)).blocks[0]!;
    const rule = { frequency: 'weekly', interval: 1, byWeekday: [4], endType: 'count', count: 3 };
    const refused = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: { rule },
      ...german,
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'finalized_overlap',
      message:
        '„Talk Time“ würde sich in der abgeschlossenen Woche vom 3.–9. Jan. 2027 mit einer anderen Sendung überschneiden. Mach diese Woche wieder zum Entwurf oder wähle andere Tage oder ein früheres Ende.',
    });
  });

  it('says the limits every series obeys in German (an undo restoring a series beyond them)', async () => {
    const news = await show('Late News');
    const placed = weekOf(await placeShow(staff.client, '2027-01-10', news, 1, 88, 4)).blocks[0]!;
    const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: { rule: { frequency: 'weekly', interval: 1, endType: 'count', count: 3 } },
    });
    expect(made.status, made.text).toBe(201);
    const seriesId = weekOf(made).blocks[0]!.recurringSeriesId!;
    // A series from before the limits: 40 dates in all.
    const [series] = await app.db
      .select()
      .from(recurringSeries)
      .where(eq(recurringSeries.id, seriesId));
    await app.db
      .update(recurringSeries)
      .set({ recurrenceRule: { ...(series!.recurrenceRule as object), count: 40 } })
      .where(eq(recurringSeries.id, seriesId));
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${placed.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    const { undo } = deleted.json<{ undo: UndoOffer }>();
    const restore = (headers?: typeof german) =>
      staff.client.post('/api/scheduled-shows/restore', {
        json: { token: undo.token },
        ...headers,
      });
    const refused = await restore(german);
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'validation_failed',
      message: 'Höchstens 25 weitere Termine',
      fields: { count: 'Höchstens 25 weitere Termine' },
    });
    const english = await restore();
    expect(errorOf(english)).toMatchObject({
      message: 'At most 25 additional occurrences',
      fields: { count: 'At most 25 additional occurrences' },
    });
  });
});
