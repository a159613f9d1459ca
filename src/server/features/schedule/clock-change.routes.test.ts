import { describe, expect, it } from 'vitest';
import { expand } from '../../../shared/exchange/ical/ical-expand.fixture';
import { stationAt, useStarted, useTestApp } from '../../test/use-test-app';
import { createShow, errorOf, placeShow, readWeek, weekOf } from '../../test/schedule-set-up';

// A New York station. Clocks go forward at 02:00 on Sunday 14 March 2027, 12 March 2028 and
// 11 March 2029, and back at 02:00 on Sunday 7 November 2027.
const NOW = new Date('2026-11-22T12:00:00Z');
const FORWARD_2027 = '2027-03-14';
const BACK_2027 = '2027-11-07';
const REFUSAL = (day: string) =>
  `Clocks go forward at 02:00 on Sunday, ${day}: a show cannot start or end between 02:00 and 03:00.`;

const { staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
const show = useStarted(() => createShow(staff, { name: 'Night Owls', duration: 1 }));

const place = (weekId: string, timeIndex: number, duration: number, dayIndex = 0) =>
  placeShow(staff.client, weekId, show, dayIndex, timeIndex, duration);
const placed = async (weekId: string, timeIndex: number, duration: number) => {
  const response = await place(weekId, timeIndex, duration);
  expect(response.status, response.text).toBe(201);
  return weekOf(response).blocks.find((b) => b.timeIndex === timeIndex && b.dayIndex === 0)!;
};

describe('a placement in the hour the clocks skip', () => {
  it('refuses a drop starting at 02:00 or ending at 02:30, naming the change', async () => {
    for (const [timeIndex, duration] of [
      [8, 1],
      [11, 2],
      [4, 6],
    ] as const) {
      const refused = await place(FORWARD_2027, timeIndex, duration);
      expect(refused.status).toBe(422);
      expect(errorOf(refused)).toEqual({ code: 'missing_time', message: REFUSAL('March 14') });
    }
    expect((await readWeek(staff.client, FORWARD_2027)).blocks).toEqual([]);
  });

  it('says the refusal in the request’s language, the date’s names from Intl', async () => {
    const refused = await staff.client.post(`/api/weeks/${FORWARD_2027}/shows`, {
      json: { templateId: show.id, dayIndex: 0, timeIndex: 8, duration: 1 },
      headers: { 'accept-language': 'de' },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused)).toEqual({
      code: 'missing_time',
      message:
        'Die Uhren werden um 02:00 am Sonntag, 14. März vorgestellt: Eine Sendung kann nicht zwischen 02:00 und 03:00 beginnen oder enden.',
    });
  });

  it('places a show ending at 02:00, one starting at 03:00 and one spanning the change', async () => {
    expect((await place(FORWARD_2027, 4, 4)).status).toBe(201);
    expect((await place(FORWARD_2027, 12, 4)).status).toBe(201);
    expect((await place(FORWARD_2027, 0, 16, 1)).status).toBe(201);
    // The night clocks go back has no skipped time: 01:30 and 02:00 are real times.
    expect((await place(BACK_2027, 6, 4)).status).toBe(201);
  });

  it('refuses a move or a resize into it, and lets a block that is there be renamed', async () => {
    const week = '2028-03-12';
    const block = await placed(week, 40, 4);
    const moved = await staff.client.patch(`/api/scheduled-shows/${block.id}`, {
      json: { version: block.version, timeIndex: 9 },
    });
    expect(moved.status).toBe(422);
    expect(errorOf(moved).message).toBe(REFUSAL('March 12'));
    const early = await placed(week, 0, 4);
    const resized = await staff.client.patch(`/api/scheduled-shows/${early.id}`, {
      json: { version: early.version, duration: 10 },
    });
    expect(resized.status).toBe(422);
    expect(errorOf(resized).message).toBe(REFUSAL('March 12'));
    const longer = await staff.client.patch(`/api/scheduled-shows/${early.id}`, {
      json: { version: early.version, duration: 16 },
    });
    expect(longer.status).toBe(200);
  });

  it('lets a copy land a show in it, which airs at 03:00; the block may not become a series', async () => {
    const source = '2029-03-04';
    const target = '2029-03-11';
    await placed(source, 8, 1);
    const copied = await staff.client.post(`/api/weeks/${source}/copy`, {
      json: { mode: 'weeks', count: 1 },
    });
    expect(copied.status, copied.text).toBe(200);
    const landed = (await readWeek(staff.client, target)).blocks[0]!;
    expect(landed).toMatchObject({ dayIndex: 0, timeIndex: 8, duration: 1 });

    const renamed = await staff.client.patch(`/api/scheduled-shows/${landed.id}`, {
      json: { version: landed.version, showName: 'Night Owls (late)' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const series = await staff.client.post(`/api/scheduled-shows/${landed.id}/series`, {
      json: { rule: { frequency: 'weekly', interval: 1, endType: 'count', count: 3 } },
    });
    expect(series.status).toBe(422);
    expect(errorOf(series).message).toBe(REFUSAL('March 11'));

    const ics = await staff.client.get(`/api/weeks/${target}/export.ics`);
    const [occurrence] = expand(ics.text, target, '2029-03-18');
    expect(occurrence).toMatchObject({
      utcStart: '2029-03-11T07:00:00.000Z',
      utcEnd: '2029-03-11T07:15:00.000Z',
    });
  });

  it("refuses Edit Series moving this and following shows into it on the change day's week", async () => {
    const first = await placed('2030-03-03', 40, 4);
    const made = await staff.client.post(`/api/scheduled-shows/${first.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [0], endType: 'count', count: 4 },
      },
    });
    expect(made.status, made.text).toBe(201);
    const seriesId = weekOf(made).blocks[0]!.recurringSeriesId!;
    const edited = await staff.client.post(`/api/series/${seriesId}/edit`, {
      json: {
        scope: 'following',
        fromDate: '2030-03-10',
        rule: { frequency: 'weekly', interval: 1, byWeekday: [0], endType: 'count', count: 3 },
        timeIndex: 9,
        duration: 4,
      },
    });
    expect(edited.status).toBe(422);
    expect(errorOf(edited).message).toBe(REFUSAL('March 10'));
  });
});

describe('the export of a change-day week', () => {
  it('gives real airtime in the CSV and the .ics: 3 h for 00:00-04:00 spring forward, 5 h fall back', async () => {
    const forward = '2031-03-09';
    const back = '2031-11-02';
    await placed(forward, 0, 16);
    await placed(back, 0, 16);

    const csv = (await staff.client.get(`/api/weeks/${forward}/export.csv`)).text.split('\r\n');
    expect(csv[0]).toMatch(/,Duration \(hours\),.*,Clock change$/);
    expect(csv[1]).toMatch(
      new RegExp(`^Sunday,${forward},00:00,04:00,3,Night Owls,.*,3 h on air: clocks go forward$`),
    );
    const backCsv = (await staff.client.get(`/api/weeks/${back}/export.csv`)).text.split('\r\n');
    expect(backCsv[1]).toMatch(/,00:00,04:00,5,.*,5 h on air: clocks go back$/);

    const ics = (await staff.client.get(`/api/weeks/${forward}/export.ics`)).text;
    expect(expand(ics, forward, '2031-03-16')[0]).toMatchObject({
      utcStart: '2031-03-09T05:00:00.000Z',
      utcEnd: '2031-03-09T08:00:00.000Z',
    });
  });
});
