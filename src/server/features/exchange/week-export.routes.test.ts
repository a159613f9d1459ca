import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { expand } from '../../../shared/exchange/ical/ical-expand.fixture';
import { weekDocumentSchema } from '../../../shared/exchange/week-document/week-document';
import { slotTime } from '../../../shared/schedule/slots';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { createShow, placeShow, readWeek, weekOf } from '../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-11-29';

const { app, staff } = useTestApp(stationAt(NOW, 'America/New_York'), { staff: {} });
let show: Show;
let seriesId: string;

beforeAll(async () => {
  show = await createShow(staff, {
    name: 'Jazz Hour',
    duration: 1,
    genres: ['Jazz'],
    description: 'Smooth, late',
  });
  await staff.client.get(`/api/weeks/${WEEK}`);
  await placeShow(staff.client, WEEK, show, 0, 8, 4);
  const placed = weekOf(await placeShow(staff.client, WEEK, show, 2, 40, 4)).blocks.find(
    (b) => b.dayIndex === 2,
  )!;
  const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
    json: { rule: { frequency: 'daily', interval: 1, endType: 'count', count: 4 } },
  });
  expect(made.status, made.text).toBe(201);
  seriesId = weekOf(made).blocks.find((b) => b.id === placed.id)!.recurringSeriesId!;
  // Thursday's instance removed; Friday's edited into an exception.
  expect(
    (await staff.client.post(`/api/series/${seriesId}/instances/2026-12-03/removal`)).status,
  ).toBe(201);
  const exception = await staff.client.post(
    `/api/series/${seriesId}/instances/2026-12-04/exception`,
  );
  expect(exception.status).toBe(201);
  const moved = await staff.client.patch(
    `/api/scheduled-shows/${exception.json<{ exceptionId: string }>().exceptionId}`,
    { json: { version: 1, timeIndex: 56 } },
  );
  expect(moved.status, moved.text).toBe(200);
});

describe('week export', () => {
  it('needs a session', async () => {
    for (const ext of ['ics', 'csv', 'json']) {
      const response = await app.client().get(`/api/weeks/${WEEK}/export.${ext}`);
      expect(response.status).toBe(401);
    }
  });

  it('refuses a malformed date (422) with a JSON error; a week nobody wrote to exports as drawn', async () => {
    const bad = await staff.client.get('/api/weeks/2026-13-40/export.ics');
    expect(bad.status).toBe(422);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
    const unwritten = await staff.client.get('/api/weeks/2030-01-06/export.csv');
    expect(unwritten.status).toBe(200);
    expect(unwritten.text.trim().split('\n')).toHaveLength(1); // the header row alone
  });

  it('names the calendar and its hosts in the language of whoever exports it', async () => {
    const english = await staff.client.get(`/api/weeks/${WEEK}/export.ics`);
    expect(english.text).toContain('X-WR-CALNAME:Radio schedule Week 49 • Nov 29 - Dec 5, 2026');
    const german = await staff.client.get(`/api/weeks/${WEEK}/export.ics`, {
      headers: { 'accept-language': 'de' },
    });
    expect(german.status).toBe(200);
    expect(german.text).toContain(
      'X-WR-CALNAME:Radio-Sendeplan Woche 49 • 29. Nov. - 5. Dez. 2026',
    );
    expect(german.text).not.toContain('No DJs assigned');
    expect(english.text).toContain('No DJs assigned');
    expect(german.text).toContain('Keine Moderation zugewiesen');
    const refused = await staff.client.get('/api/weeks/2026-13-40/export.ics', {
      headers: { 'accept-language': 'de' },
    });
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Eine Woche wird durch ein Datum angegeben, JJJJ-MM-TT.',
    );
  });

  it('downloads the week as iCalendar whose events are the grid blocks', async () => {
    const response = await staff.client.get(`/api/weeks/2026-12-01/export.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="schedule-${WEEK}.ics"`,
    );
    const root = new ICAL.Component(ICAL.parse(response.text));
    const events = root.getAllSubcomponents('vevent');
    const uids = events.map((e) => e.getFirstPropertyValue('uid'));
    expect(uids.filter((u) => u === `series-${seriesId}@localhost`)).toHaveLength(2);
    expect(events.filter((e) => e.getFirstProperty('rrule'))).toHaveLength(1);
    expect(response.text).toContain('RRULE:FREQ=DAILY;COUNT=4');
    expect(response.text).toContain('EXDATE;TZID=America/New_York:20261203T100000');
    expect(response.text).toContain('RECURRENCE-ID;TZID=America/New_York:20261204T100000');
    expect(response.text).toContain('DTSTART;TZID=America/New_York:20261204T140000');
    expect(response.text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    // Stable: the same week exported again has the same events.
    const again = await staff.client.get(`/api/weeks/${WEEK}/export.ics`);
    expect(again.text.replace(/DTSTAMP:.*\r\n/g, '')).toBe(
      response.text.replace(/DTSTAMP:.*\r\n/g, ''),
    );
  });

  it('expands, in a calendar parser, to exactly the blocks the grid draws', async () => {
    const text = (await staff.client.get(`/api/weeks/${WEEK}/export.ics`)).text;
    const grid = (await readWeek(staff.client, WEEK)).blocks;
    const wall = (dayIndex: number, slot: number) =>
      `${addDays(WEEK, dayIndex + Math.floor(slot / 96))} ${slotTime(slot % 96)}`;
    expect(grid).toHaveLength(4);
    expect(expand(text, WEEK, addDays(WEEK, 7)).map((o) => [o.summary, o.start, o.end])).toEqual(
      grid.map((b) => [
        b.showName,
        wall(b.dayIndex, b.timeIndex),
        wall(b.dayIndex, b.timeIndex + b.duration),
      ]),
    );
  });

  it('downloads CSV rows in grid order', async () => {
    const response = await staff.client.get(`/api/weeks/${WEEK}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain(`schedule-${WEEK}.csv`);
    const lines = response.text.trim().split('\r\n');
    expect(lines.map((l) => l.split(',').slice(0, 4).join(' '))).toEqual([
      'Day Date Start End',
      'Sunday 2026-11-29 02:00 03:00',
      'Tuesday 2026-12-01 10:00 11:00',
      'Wednesday 2026-12-02 10:00 11:00',
      'Friday 2026-12-04 14:00 15:00',
    ]);
    // The last column, "Clock change", is empty on an ordinary day.
    expect(lines[4]).toMatch(/,Exception,Not Started,$/);
  });

  it('downloads a JSON document that validates and carries the series', async () => {
    const response = await staff.client.get(`/api/weeks/${WEEK}/export.json`);
    expect(response.status).toBe(200);
    const document = weekDocumentSchema.parse(response.json());
    expect(document.stationTimeZone).toBe('America/New_York');
    expect(document.shows).toEqual([
      expect.objectContaining({ key: 'show-1', name: 'Jazz Hour', genres: ['Jazz'] }),
    ]);
    expect(document.series).toEqual([
      expect.objectContaining({ showKey: 'show-1', startDate: '2026-12-01', timeIndex: 40 }),
    ]);
    expect(document.placements.map((p) => p.seriesRole)).toEqual([
      null,
      'first',
      'instance',
      'exception',
    ]);
  });
});

describe('week export of a series that starts on a clock-change day', () => {
  // New York's clocks go forward at 02:00 on 2027-03-14: 00:00-04:00 is three hours on air there
  // and four on every later Sunday (docs/decisions/0038).
  const CHANGE_DAY = '2027-03-14';

  it("gives the later dates their own length, not the change day's", async () => {
    const placed = weekOf(await placeShow(staff.client, CHANGE_DAY, show, 0, 0, 16)).blocks.find(
      (b) => b.dayIndex === 0 && b.timeIndex === 0,
    )!;
    const made = await staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [0], endType: 'count', count: 3 },
      },
    });
    expect(made.status, made.text).toBe(201);
    const airings = async (weekId: string) => {
      const text = (await staff.client.get(`/api/weeks/${weekId}/export.ics`)).text;
      return expand(text, '2027-01-01', '2027-06-01').map((o) => [o.utcStart, o.utcEnd]);
    };
    // Each week's file holds the whole series; each date at its own real times.
    for (const weekId of [CHANGE_DAY, addDays(CHANGE_DAY, 7)])
      expect(await airings(weekId)).toEqual([
        ['2027-03-14T05:00:00.000Z', '2027-03-14T08:00:00.000Z'],
        ['2027-03-21T04:00:00.000Z', '2027-03-21T08:00:00.000Z'],
        ['2027-03-28T04:00:00.000Z', '2027-03-28T08:00:00.000Z'],
      ]);
  });
});
