import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateText, dateValue } from '../../../../shared/i18n/date-text';
import { addDays, weekRangeLabel } from '../../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../../shared/schemas/schedule';
import type { SeriesChangeAnswer } from '../../../../shared/schemas/series';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../../db/schema';
import {
  createShow,
  errorOf,
  placeShow,
  readWeek,
  weekOf,
  weekStretches,
} from '../../../test/schedule-set-up';
import { stationAt, useStarted, useTestApp } from '../../../test/use-test-app';

// A Sunday: this week is 2026-11-22..28; six months from today is 2027-05-22.
const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
const show = useStarted(() => createShow(staff));

/** Each test plans in its own stretch of weeks, six weeks apart, from next week on. */
const freshStart = weekStretches('2026-11-29', 6);

const open = async (weekId: string) => await readWeek(staff.client, weekId);
const shows = async (weekId: string) =>
  (await open(weekId)).blocks.map((b) => `${b.dayIndex}@${b.timeIndex}`);
const weekly = { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 };

/** Tuesday 10:00 for an hour, weekly, five times in all, from the week `weekId`. */
async function recurringFrom(weekId: string) {
  await open(weekId);
  const placed = weekOf(await placeShow(staff.client, weekId, show, 2, 40, 4)).blocks[0]!;
  const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule: weekly },
  });
  expect(made.status, made.text).toBe(201);
  return weekOf(made).blocks.find((b) => b.id === placed.id)!.recurringSeriesId!;
}

const edit = (seriesId: string, body: Record<string, unknown>) =>
  staff.client.post(`/api/series/${seriesId}/edit`, {
    json: { scope: 'following', rule: weekly, timeIndex: 40, duration: 4, ...body },
  });

describe('Edit Series', () => {
  it('moves this and following dates to Wednesdays, keeps what still falls on the rule, drops the rest, and undoes', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const [w2, w3] = [addDays(start, 14), addDays(start, 21)];
    // An exception on the third Tuesday, a removed fourth Tuesday.
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(w2, 2)}/exception`);
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(w3, 2)}/removal`);
    const change = {
      fromDate: addDays(w2, 2),
      rule: { ...weekly, byWeekday: [2, 3], count: 6 },
      timeIndex: 48,
    };

    const preview = await edit(seriesId, { ...change, preview: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json<SeriesChangeAnswer>()).toEqual({ dropped: [] });
    expect(await shows(w2)).toEqual(['2@40']); // nothing written

    const saved = await edit(seriesId, change);
    expect(saved.status, saved.text).toBe(200);
    const answer = saved.json<SeriesChangeAnswer>();
    expect(answer.dropped).toEqual([]);
    expect(await shows(start)).toEqual(['2@40']);
    expect(await shows(addDays(start, 7))).toEqual(['2@40']);
    // The exception keeps its own time; Wednesday comes at the new time.
    expect(await shows(w2)).toEqual(['2@40', '3@48']);
    // The removed Tuesday stays removed.
    expect(await shows(w3)).toEqual(['3@48']);
    expect(await shows(addDays(start, 28))).toEqual(['2@48', '3@48']);

    const undo = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: answer.undo!.token },
    });
    expect(undo.status, undo.text).toBe(201);
    expect(await shows(w2)).toEqual(['2@40']);
    expect(await shows(w3)).toEqual([]);
    expect(await shows(addDays(start, 28))).toEqual(['2@40']);
    expect(await shows(addDays(start, 35))).toEqual([]);
  });

  it('lists the exceptions and removed dates a new rule no longer has, and drops them', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const tuesday = addDays(start, 16);
    await staff.client.post(`/api/series/${seriesId}/instances/${tuesday}/exception`);
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(tuesday, 7)}/removal`);
    const body = { fromDate: addDays(start, 9), rule: { ...weekly, byWeekday: [4] } };

    const preview = (await edit(seriesId, { ...body, preview: true })).json<SeriesChangeAnswer>();
    expect(preview.dropped).toEqual([
      { date: tuesday, kind: 'exception' },
      { date: addDays(tuesday, 7), kind: 'removed' },
    ]);
    const saved = await edit(seriesId, body);
    expect(saved.status, saved.text).toBe(200);
    expect(await shows(addDays(start, 14))).toEqual(['4@40']);
    expect(await shows(addDays(start, 21))).toEqual(['4@40']);
  });

  it('changes all dates of a series that began in a past week only from this week on', async () => {
    const [series] = await app.db
      .insert(recurringSeries)
      .values({
        showTemplateId: show.id,
        recurrenceRule: weekly,
        startDate: '2026-11-10',
        timeIndex: 40,
        duration: 4,
      })
      .returning();
    await app.db
      .insert(weeklySchedules)
      .values({ id: '2026-11-08', startDate: '2026-11-08', endDate: '2026-11-14' });
    await app.db.insert(scheduledShows).values({
      weeklyScheduleId: '2026-11-08',
      showTemplateId: show.id,
      showName: 'Past Show',
      showColor: '#3b82f6',
      dayIndex: 2,
      timeIndex: 40,
      duration: 4,
      recurringSeriesId: series!.id,
      originalInstanceDate: '2026-11-10',
    });

    const saved = await edit(series!.id, { scope: 'all', fromDate: '2026-11-10', timeIndex: 60 });
    expect(saved.status, saved.text).toBe(200);
    expect(await shows('2026-11-15')).toEqual(['2@40']); // a past week stays as it was
    expect(await shows('2026-11-22')).toEqual(['2@60']);
    const [old] = await app.db
      .select()
      .from(recurringSeries)
      .where(eq(recurringSeries.id, series!.id));
    expect(old!.endDate).toBe('2026-11-21');
  });

  it('refuses a change that would alter a finalized week, naming it, and writes nothing', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const later = addDays(start, 14);
    await open(later);
    const finalize = await staff.client.post(`/api/weeks/${later}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalize.status, finalize.text).toBe(200);

    const refused = await edit(seriesId, { fromDate: addDays(start, 7), timeIndex: 44 });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(
      `The week of ${weekRangeLabel(later)} is finalized: revert it to draft before changing the series there`,
    );
    expect(await shows(addDays(start, 7))).toEqual(['2@40']);
    // In the request's language, the week's dates too.
    const german = await staff.client.post(`/api/series/${seriesId}/edit`, {
      json: {
        scope: 'following',
        rule: weekly,
        timeIndex: 44,
        duration: 4,
        fromDate: addDays(start, 7),
      },
      headers: { 'accept-language': 'de' },
    });
    expect(errorOf(german).message).toBe(
      `Die Woche vom ${dateText('de', dateValue(later, 'weekRange'))} ist abgeschlossen: Mach sie wieder zum Entwurf, bevor du dort die Serie änderst`,
    );

    const ended = await staff.client.post(`/api/series/${seriesId}/end`, {
      json: { date: addDays(start, 7) },
    });
    expect(ended.status).toBe(409);
    expect(errorOf(ended).message).toContain('is finalized');
    // A change that leaves the finalized week as it is goes through.
    const after = await edit(seriesId, { fromDate: addDays(start, 21), timeIndex: 44 });
    expect(after.status, after.text).toBe(200);
  });

  it.each([
    [{ fromDate: '2026-11-17' }, 422, 'Cannot edit past weeks'],
    [{ rule: { ...weekly, count: 27 } }, 422, 'At most 25 additional occurrences'],
    [
      { rule: { ...weekly, endType: 'date', endDate: '2027-06-01', count: undefined } },
      422,
      'End date cannot be more than 6 months from today',
    ],
    [
      { rule: { ...weekly, byWeekday: [6] }, timeIndex: 92, duration: 8 },
      422,
      'Show extends beyond week',
    ],
    [{ timeIndex: 96 }, 422, 'Out of bounds'],
  ])('refuses %j with %i "%s"', async (body, status, message) => {
    const seriesId = await recurringFromOnce();
    const start = sharedStart!;
    const refused = await edit(seriesId, { fromDate: addDays(start, 2), ...body });
    expect(refused.status, refused.text).toBe(status);
    expect(errorOf(refused).message).toBe(message);
  });

  it('answers 404 for a series that does not exist', async () => {
    const refused = await edit('00000000-0000-4000-8000-000000000000', { fromDate: '2027-01-05' });
    expect(refused.status).toBe(404);
  });
});

let sharedSeries: string | null = null;
let sharedStart: string | null = null;
/** One series the refusal cases share (they never change it). */
async function recurringFromOnce() {
  sharedStart ??= freshStart();
  sharedSeries ??= await recurringFrom(sharedStart);
  return sharedSeries;
}

describe('End Series Here and Skip This Date', () => {
  it('ends a series after a date, dropping later exceptions, and undoes', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    await staff.client.post(`/api/series/${seriesId}/instances/${addDays(start, 23)}/exception`);
    const ended = await staff.client.post(`/api/series/${seriesId}/end`, {
      json: { date: addDays(start, 9) },
    });
    expect(ended.status, ended.text).toBe(200);
    const answer = ended.json<SeriesChangeAnswer>();
    expect(answer.dropped).toEqual([{ date: addDays(start, 23), kind: 'exception' }]);
    expect(await shows(addDays(start, 7))).toEqual(['2@40']);
    expect(await shows(addDays(start, 14))).toEqual([]);
    expect(await shows(addDays(start, 21))).toEqual([]);

    const undo = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: answer.undo!.token },
    });
    expect(undo.status, undo.text).toBe(201);
    expect(await shows(addDays(start, 14))).toEqual(['2@40']);
    expect(await shows(addDays(start, 21))).toEqual(['2@40']);
  });

  it('refuses an end date outside the weeks the app serves, and keeps the series', async () => {
    const seriesId = await recurringFromOnce();
    for (const date of ['9999-12-31', '1969-12-31']) {
      const refused = await staff.client.post(`/api/series/${seriesId}/end`, { json: { date } });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.text).toContain('Choose a date from 1970 to 2199');
    }
    const kept = await staff.client.get(`/api/series/${seriesId}`);
    expect(kept.json<{ series: { endDate: string | null } }>().series.endDate).not.toBe(
      '9999-12-31',
    );
  });

  it('skips the first date: the series continues, and Undo brings the date back', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const skipped = await staff.client.post(`/api/series/${seriesId}/skip-first`);
    expect(skipped.status, skipped.text).toBe(201);
    expect(weekOf(skipped).blocks).toEqual([]);
    const next = await open(addDays(start, 7));
    expect(next.blocks).toEqual([
      expect.objectContaining({ showName: 'Jazz Hour', isInstance: true }),
    ]);
    const again = await staff.client.post(`/api/series/${seriesId}/skip-first`);
    expect(again.status).toBe(409);

    const undo = await staff.client.request(
      'DELETE',
      `/api/series/${seriesId}/instances/${addDays(start, 2)}/removal`,
    );
    expect(undo.status, undo.text).toBe(200);
    expect(await shows(start)).toEqual(['2@40']);
  });
});

describe('one date of a series', () => {
  it('takes a guest host on one date only', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const ava = (await staff.client.post('/api/djs', { json: { name: 'Ava Brooks' } })).json<{
      dj: { id: string };
    }>().dj;
    const date = addDays(start, 9);
    const { exceptionId } = (
      await staff.client.post(`/api/series/${seriesId}/instances/${date}/exception`)
    ).json<{ exceptionId: string; week: WeekView }>();
    const block = (await open(addDays(start, 7))).blocks.find((b) => b.id === exceptionId)!;

    const unknown = await staff.client.patch(`/api/scheduled-shows/${exceptionId}`, {
      json: { version: block.version, djIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).fields).toEqual({
      djIds: 'One of the chosen DJs is no longer in the DJ Library',
    });

    const saved = await staff.client.patch(`/api/scheduled-shows/${exceptionId}`, {
      json: { version: block.version, djIds: [ava.id], timeIndex: 44, duration: 2 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(weekOf(saved).blocks.find((b) => b.id === exceptionId)).toMatchObject({
      djNames: ['Ava Brooks'],
      timeIndex: 44,
      duration: 2,
    });
    const other: ScheduledBlock = (await open(addDays(start, 14))).blocks[0]!;
    expect(other.djNames).toEqual([]);
  });
});

describe('monthly on the nth weekday', () => {
  it('repeats on the last Monday of each month', async () => {
    const weekId = '2028-01-30'; // Monday 2028-01-31 is January's last Monday
    await open(weekId);
    const placed = weekOf(await placeShow(staff.client, weekId, show, 1, 8, 4)).blocks[0]!;
    const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: {
          frequency: 'monthly',
          interval: 1,
          byNthWeekday: { weekday: 1, nth: -1 },
          endType: 'count',
          count: 3,
        },
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(await shows('2028-02-27')).toEqual(['1@8']); // Feb 28
    expect(await shows('2028-02-20')).toEqual([]);
    expect(await shows('2028-03-26')).toEqual(['1@8']); // Mar 27
  });
});

describe('Edit Series and End Series Here refusals in the request’s language', () => {
  it('says a rule with no date left, and an end before the series, in Spanish', async () => {
    const start = freshStart();
    const seriesId = await recurringFrom(start);
    const spanish = { headers: { 'accept-language': 'es' } };
    const from = addDays(start, 9); // the second Tuesday
    const noDate = await staff.client.post(`/api/series/${seriesId}/edit`, {
      json: {
        scope: 'following',
        fromDate: from,
        rule: {
          frequency: 'weekly',
          interval: 1,
          byWeekday: [2],
          endType: 'date',
          endDate: addDays(start, 3),
        },
        timeIndex: 40,
        duration: 4,
      },
      ...spanish,
    });
    expect(noDate.status).toBe(422);
    const day = dateText('es', dateValue(from, 'dayMonth'));
    expect(errorOf(noDate)).toMatchObject({
      message: `La serie cambiada no tiene ninguna fecha a partir del ${day}`,
      fields: { rule: `La serie cambiada no tiene ninguna fecha a partir del ${day}` },
    });
    const before = await staff.client.post(`/api/series/${seriesId}/end`, {
      json: { date: addDays(start, 1) },
      ...spanish,
    });
    expect(before.status).toBe(422);
    expect(errorOf(before).fields).toEqual({ date: 'Elige una fecha de la serie' });
  });
});
