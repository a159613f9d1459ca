import { describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../../../shared/exchange/week-document/sample-week-document';
import { addDays } from '../../../../shared/schedule/week';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { SERIES_MESSAGES } from '../../../../shared/schemas/series';
import type { Show } from '../../../../shared/schemas/show';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import {
  createShow,
  errorOf,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../../../test/schedule-set-up';

/**
 * A standing schedule (decision 0053): a series whose end is "never", however it arrives (the
 * dialog's route, Edit Series, an import, an undo), read years ahead; the dialog's count and date
 * keep the spec's limits and messages; the dashboard lists the weeks it alone fills, twelve ahead.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const THIS_WEEK = '2026-11-22';
const MON_TO_FRI = [1, 2, 3, 4, 5];
const never = { frequency: 'weekly', interval: 1, byWeekday: MON_TO_FRI, endType: 'never' };

const { staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
let nextStart = 0;

const read = async (weekId: string) => await readWeek(staff.client, weekId);
/** What a test's own show draws in a week (the other tests' series without end reach it too). */
const drawn = async (weekId: string, own: Show) =>
  (await read(weekId)).blocks
    .filter((b) => b.templateId === own.id)
    .map((b) => [b.dayIndex, b.timeIndex, b.duration]);
const mornings = MON_TO_FRI.map((day) => [day, 24, 16]);

/** A week of its own for each test, two weeks apart, within six months of NOW. */
function freshWeek(): string {
  nextStart += 2;
  return addDays(THIS_WEEK, 7 * nextStart);
}

/** Places Monday 06:00-10:00 in `weekId` and asks for `rule` through the dialog's route. */
async function makeSeries(weekId: string, rule: Record<string, unknown>, timeIndex = 24) {
  const show = await createShow(staff, { name: 'Morning Drive', duration: 4 });
  const placed = weekOf(await placeShow(staff.client, weekId, show, 1, timeIndex, 16)).blocks.find(
    (b) => b.dayIndex === 1 && b.timeIndex === timeIndex,
  )!;
  const answer = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule },
  });
  return { answer, placed, show };
}

describe('a series without end', () => {
  it('Edit Series is refused by a finalized week five years on', async () => {
    // First of the file, before other series without end reach the weeks; evenings, weeks apart.
    const week = addDays(THIS_WEEK, 7 * 40);
    const { answer, show } = await makeSeries(week, never, 80);
    const seriesId = weekOf(answer).blocks.find(
      (b) => b.templateId === show.id,
    )!.recurringSeriesId!;
    // Past the first 1000 dates of a Mon–Fri series (about four years).
    const finalized = addDays(week, 7 * 270);
    expect((await staff.client.post(`/api/weeks/${finalized}`)).status).toBe(201);
    const status = await staff.client.post(`/api/weeks/${finalized}/status`, {
      json: { action: 'finalize' },
    });
    expect(status.status, status.text).toBe(200);
    const edit = await staff.client.post(`/api/series/${seriesId}/edit`, {
      json: { scope: 'all', fromDate: addDays(week, 1), rule: never, timeIndex: 76, duration: 16 },
    });
    expect(edit.status, edit.text).toBe(409);
    expect(edit.json<{ error: { code: string } }>().error.code).toBe('finalized_week');
    expect(await drawn(finalized, show)).toEqual(MON_TO_FRI.map((day) => [day, 80, 16]));
    // Draft again, so the later tests' series may reach the week.
    await setWeekStatus(staff.client, finalized, 'revert');
  });

  it('is made Monday to Friday and drawn next week, two and ten years ahead', async () => {
    const week = freshWeek();
    const { answer, show } = await makeSeries(week, never);
    expect(answer.status, answer.text).toBe(201);
    for (const weeksAhead of [1, 104, 522]) {
      expect(await drawn(addDays(week, 7 * weeksAhead), show), `${weeksAhead}`).toEqual(mornings);
    }
  });

  it.each([
    ['26 more occurrences', { endType: 'count', count: 27 }, 'count', SERIES_MESSAGES.countTooHigh],
    [
      'an end date past six months',
      { endType: 'date', endDate: '2027-06-01' },
      'endDate',
      SERIES_MESSAGES.endTooLate,
    ],
  ])('still refuses %s with the spec message', async (_, end, field, message) => {
    const week = freshWeek();
    const { answer, show } = await makeSeries(week, { ...never, ...end });
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toMatchObject({ message, fields: { [field]: message } });
    expect(await drawn(addDays(week, 7), show)).toEqual([]);
  });

  it('Edit Series changes a counted series to Never, and to a later end, and undoes', async () => {
    const week = freshWeek();
    const counted = { ...never, endType: 'count', count: 9 };
    const { answer, show } = await makeSeries(week, counted);
    const seriesId = weekOf(answer).blocks.find((b) => b.recurringSeriesId)!.recurringSeriesId!;
    expect(await drawn(addDays(week, 7), show)).toEqual([
      [1, 24, 16],
      [2, 24, 16],
      [3, 24, 16],
      [4, 24, 16],
    ]);
    const edit = (rule: Record<string, unknown>) =>
      staff.client.post(`/api/series/${seriesId}/edit`, {
        json: { scope: 'all', fromDate: addDays(week, 1), rule, timeIndex: 24, duration: 16 },
      });

    const refused = await edit({ ...counted, count: 27 });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe(SERIES_MESSAGES.countTooHigh);
    const tooLate = await edit({ ...never, endType: 'date', endDate: '2027-06-01' });
    expect(errorOf(tooLate).message).toBe(SERIES_MESSAGES.endTooLate);

    const toNever = await edit(never);
    expect(toNever.status, toNever.text).toBe(200);
    expect(await drawn(addDays(week, 7 * 104), show)).toEqual(mornings);
    // A later end within six months of today.
    const later = await edit({ ...never, endType: 'date', endDate: '2027-05-14' });
    expect(later.status, later.text).toBe(200);
    expect(await drawn('2027-05-09', show)).toEqual(mornings);
    expect(await drawn('2027-05-16', show)).toEqual([]);
    // Undo of the later end brings the series without end back.
    const undo = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: later.json<{ undo: { token: string } }>().undo.token },
    });
    expect(undo.status, undo.text).toBe(201);
    expect(await drawn(addDays(week, 7 * 104), show)).toEqual(mornings);
  });

  it('comes back whole when deleting its first show is undone', async () => {
    const week = freshWeek();
    const { answer, placed, show } = await makeSeries(week, never);
    expect(answer.status).toBe(201);
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${placed.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await drawn(addDays(week, 7 * 104), show)).toEqual([]);
    const { undo } = deleted.json<{ undo: { token: string } }>();
    const restored = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: undo.token },
    });
    expect(restored.status, restored.text).toBe(201);
    expect(await drawn(addDays(week, 7 * 104), show)).toEqual(mornings);
  });

  it('is exported to iCalendar with an open RRULE, its removed and edited dates kept', async () => {
    // Past the weeks the dashboard test looks at.
    const week = addDays(THIS_WEEK, 7 * 30);
    const { answer, show } = await makeSeries(week, never);
    const seriesId = weekOf(answer).blocks.find(
      (b) => b.templateId === show.id,
    )!.recurringSeriesId!;
    const [removed, edited] = [addDays(week, 9), addDays(week, 10)];
    await staff.client.post(`/api/series/${seriesId}/instances/${removed}/removal`);
    const exception = await staff.client.post(
      `/api/series/${seriesId}/instances/${edited}/exception`,
      { json: { timeIndex: 28, duration: 12 } },
    );
    expect(exception.status, exception.text).toBe(201);
    const file = (await staff.client.get(`/api/weeks/${week}/export.ics`)).text;
    expect(file).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n');
    expect(file).not.toMatch(/RRULE:[^\r]*(COUNT|UNTIL)/);
    expect(file).toContain(`EXDATE;TZID=America/New_York:${removed.replaceAll('-', '')}T060000`);
    expect(file).toContain(
      `RECURRENCE-ID;TZID=America/New_York:${edited.replaceAll('-', '')}T060000`,
    );
  });

  it('arrives by a JSON import and is drawn two years on', async () => {
    const document = sampleWeekDocument();
    document.series[0]!.rule = { frequency: 'daily', interval: 1, endType: 'never' };
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(document)]), 'week.json');
    form.append('seriesChoices', JSON.stringify({ [document.series[0]!.key]: 'recreate' }));
    const imported = await staff.client.post('/api/weeks/2027-01-03/import', { form });
    expect(imported.status, imported.text).toBe(201);
    const far = (await read(addDays('2027-01-03', 7 * 104))).blocks;
    expect(far.filter((b) => b.showName === 'Morning Show')).toHaveLength(7);
  });

  it('fills the dashboard from this week to twelve weeks ahead, not further', async () => {
    const before = (await staff.client.get('/api/weeks')).json<{ weeks: WeekSummary[] }>().weeks;
    const listed = new Set(before.map((w) => w.id));
    const far = addDays(THIS_WEEK, 7 * 12);
    expect(listed.has(far)).toBe(true);
    expect(before.find((w) => w.id === far)).toMatchObject({
      status: 'not-started',
      seriesOnly: true,
      isPast: false,
    });
    expect(listed.has(addDays(THIS_WEEK, 7 * 13))).toBe(false);
    // From the first series' first week on (two weeks ahead), every week is listed.
    for (let i = 2; i <= 12; i++) expect(listed.has(addDays(THIS_WEEK, 7 * i))).toBe(true);
  });
});
