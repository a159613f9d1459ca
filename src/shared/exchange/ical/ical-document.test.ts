import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { RecurrenceRule } from '../../schedule/recurrence';
import type { CalendarSource, StoredPlacement, StoredSeries } from './calendar-event';
import { buildCalendarEvents } from './calendar-events';
import { toICalendar } from './ical-document';
import { expand, type Occurrence } from './ical-expand.fixture';
import { storedPlacement } from './stored-placement.fixture';

const HOST = 'radio.example.org';
const NOW = new Date('2026-10-20T09:00:00Z');

/** A stored show of this file: described, with two genres and two DJs. */
const row = (
  weekId: string,
  dayIndex: number,
  timeIndex: number,
  duration: number,
  extra: Partial<StoredPlacement> = {},
) =>
  storedPlacement({
    weekId,
    dayIndex,
    timeIndex,
    duration,
    showDescription: 'Deep cuts, after dark',
    showGenres: ['Jazz', 'Soul'],
    djNames: ['Ann', 'Bo'],
    ...extra,
  });

/** The UTC instant of a station wall-clock time, from the tz database (not from ical.js). */
function instant(local: string, zone: string): string {
  const [y, m, d, h, min] = local.split(/[- :]/).map(Number) as number[];
  return new Date(new TZDate(y!, m! - 1, d!, h!, min!, zone).getTime()).toISOString();
}

const daily = (count: number): RecurrenceRule => ({
  frequency: 'daily',
  interval: 1,
  endType: 'count',
  count,
});

function exportOf(source: Omit<CalendarSource, 'host' | 'isServedWeek'>, zone: string) {
  const events = buildCalendarEvents({ host: HOST, isServedWeek: () => true, ...source });
  return toICalendar(events, { timeZone: zone, name: 'Week', now: NOW });
}

/** A daily 10:00 series from Friday to Tuesday across a change weekend, and an overnight show. */
function changeWeekend(weekId: string, friday: string) {
  const series: StoredSeries = {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    rule: daily(5),
    startDate: friday,
    endDate: null,
    timeIndex: 40,
    duration: 8,
  };
  const anchor = row(addWeek(weekId, -7), 5, 40, 8, {
    showName: 'Breakfast',
    recurringSeriesId: series.id,
    originalInstanceDate: friday,
  });
  // Sunday 00:00-03:00 on the wall clock: through the change of the night.
  const overnight = row(weekId, 0, 0, 12);
  return { series, anchor, overnight };
}
const addWeek = (weekId: string, days: number) =>
  format(new Date(Date.parse(`${weekId}T12:00:00Z`) + days * 86_400_000), 'yyyy-MM-dd');

describe.each([
  // Europe/London leaves summer time on Sunday 2026-10-25 at 02:00 (back to 01:00).
  { zone: 'Europe/London', weekId: '2026-10-25', friday: '2026-10-23', before: 1, after: 0 },
  // New York leaves summer time on Sunday 2026-11-01.
  { zone: 'America/New_York', weekId: '2026-11-01', friday: '2026-10-30', before: -4, after: -5 },
  // Adelaide (UTC+9:30) starts summer time on Sunday 2026-10-04: a half-hour zone with DST.
  {
    zone: 'Australia/Adelaide',
    weekId: '2026-10-04',
    friday: '2026-10-02',
    before: 9.5,
    after: 10.5,
  },
])('iCalendar across the change weekend in $zone', ({ zone, weekId, friday, before, after }) => {
  const { series, anchor, overnight } = changeWeekend(weekId, friday);
  const text = exportOf(
    { placements: [overnight, anchor], series: [{ series, rows: [anchor] }] },
    zone,
  );
  const occurrences = expand(text, '2026-01-01', '2027-01-01');

  it('keeps every occurrence of the series at 10:00-12:00 station time', () => {
    const breakfast = occurrences.filter((o) => o.summary === 'Breakfast');
    expect(breakfast.map((o) => [o.start, o.end])).toEqual(
      [0, 1, 2, 3, 4].map((i) => {
        const date = addWeek(friday, i);
        return [`${date} 10:00`, `${date} 12:00`];
      }),
    );
    for (const o of breakfast) expect(o.utcStart).toBe(instant(o.start, zone));
    const offset = (o: Occurrence) =>
      (Date.parse(`${o.start.replace(' ', 'T')}:00Z`) - Date.parse(o.utcStart)) / 3_600_000;
    expect(offset(breakfast[0]!)).toBe(before);
    expect(offset(breakfast[4]!)).toBe(after);
  });

  it('writes the overnight show at its wall-clock times with the zone', () => {
    const night = occurrences.find((o) => o.summary === 'Night Shift')!;
    expect([night.start, night.end]).toEqual([`${weekId} 00:00`, `${weekId} 03:00`]);
    expect(night.utcStart).toBe(instant(night.start, zone));
    expect(night.utcEnd).toBe(instant(night.end, zone));
    // Three hours on the wall clock, one more or less in real time.
    const hours = (Date.parse(night.utcEnd) - Date.parse(night.utcStart)) / 3_600_000;
    expect(hours).toBe(3 + before - after);
    expect(text).toContain(`DTSTART;TZID=${zone}:`);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${zone}`);
  });
});

describe('a series with an exception and a removed instance', () => {
  const weekId = '2026-11-22';
  const series: StoredSeries = {
    id: 'bbbbbbbb-0000-4000-8000-000000000002',
    rule: { frequency: 'weekly', interval: 1, byWeekday: [1, 3, 5], endType: 'count', count: 9 },
    startDate: '2026-11-23',
    endDate: null,
    timeIndex: 72,
    duration: 4,
  };
  const linked = { recurringSeriesId: series.id, showName: 'Evening Mix' };
  const anchor = row(weekId, 1, 72, 4, { ...linked, originalInstanceDate: '2026-11-23' });
  // Wednesday's instance moved to 20:00 for two hours, Friday's removed.
  const exception = row(weekId, 3, 80, 8, {
    ...linked,
    isException: true,
    originalInstanceDate: '2026-11-25',
  });
  const removed = row(weekId, 5, 72, 4, {
    ...linked,
    isDeletedInstance: true,
    originalInstanceDate: '2026-11-27',
  });
  const rows = [anchor, exception, removed];
  const text = exportOf({ placements: rows, series: [{ series, rows }] }, 'Europe/London');

  it('is one master with RRULE and EXDATE, and one RECURRENCE-ID override', () => {
    const vevents = text.split('BEGIN:VEVENT').slice(1);
    expect(vevents).toHaveLength(2);
    expect(vevents[0]).toContain('RRULE:FREQ=WEEKLY;COUNT=9;BYDAY=MO,WE,FR');
    expect(vevents[0]).toContain('EXDATE;TZID=Europe/London:20261127T180000');
    expect(vevents[1]).toContain('RECURRENCE-ID;TZID=Europe/London:20261125T180000');
    expect(vevents.every((v) => v.includes(`UID:series-${series.id}@${HOST}`))).toBe(true);
  });

  it('expands to exactly the blocks the grid draws', () => {
    expect(expand(text, weekId, '2026-11-29').map((o) => [o.start, o.end])).toEqual([
      ['2026-11-23 18:00', '2026-11-23 19:00'],
      ['2026-11-25 20:00', '2026-11-25 22:00'],
    ]);
    // Nine occurrences in all: three weeks of Mon/Wed/Fri, less the removed Friday.
    expect(expand(text, '2026-11-01', '2027-01-01')).toHaveLength(8);
  });

  it('leaves out occurrences in weeks that are not served (a feed of finalized weeks)', () => {
    const events = buildCalendarEvents({
      host: HOST,
      placements: rows,
      series: [{ series, rows }],
      isServedWeek: (w) => w === '2026-11-29',
    });
    const served = toICalendar(events, { timeZone: 'Europe/London', name: 'Feed', now: NOW });
    expect(expand(served, '2026-11-01', '2027-01-01').map((o) => o.start)).toEqual([
      '2026-11-30 18:00',
      '2026-12-02 18:00',
      '2026-12-04 18:00',
    ]);
  });
});

describe('event details', () => {
  it('names the show, its DJs and description, its genres, and stays stable', () => {
    const placement = row('2026-11-22', 2, 40, 4, { showName: 'Talk, Time; Now' });
    const make = () => exportOf({ placements: [placement], series: [] }, 'Europe/London');
    const text = make();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`scheduled-show-${placement.id}@${HOST}`);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Talk, Time; Now');
    expect(vevent.getFirstPropertyValue('description')).toBe(
      'DJs: Ann, Bo\n\nDeep cuts, after dark',
    );
    expect(vevent.getFirstProperty('categories')!.getValues()).toEqual(['Jazz', 'Soul']);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-10-20T09:00:00Z');
    expect(text).toContain('PRODID:-//Radio Station//Radio Scheduler//EN');
    expect(make()).toBe(text);
  });

  it('keeps a calendar name with line breaks on one line: it cannot add events', () => {
    const placement = row('2026-11-22', 2, 40, 4);
    const name = 'Lib\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nSUMMARY:Free tickets\r\nEND:VEVENT\r\nX-A:';
    const events = buildCalendarEvents({
      host: HOST,
      isServedWeek: () => true,
      placements: [placement],
      series: [],
    });
    const text = toICalendar(events, { timeZone: 'Europe/London', name, now: NOW });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Lib BEGIN:VEVENT UID:evil@x SUMMARY:Free tickets END:VEVENT X-A:',
    );
  });

  it('keeps every line within 75 octets and every text on its own property', () => {
    const placement = row('2026-11-22', 2, 40, 4, {
      showName: 'Ünïcödé 🎷 '.repeat(12),
      showDescription: 'First line\r\nSecond line\rBEGIN:VEVENT\u0000 — '.repeat(8),
    });
    const text = exportOf({ placements: [placement], series: [] }, 'Europe/London');
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.every((line) => !line.includes('\r'))).toBe(true);
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.getFirstPropertyValue('summary')).toBe('Ünïcödé 🎷 '.repeat(12));
    expect(String(vevents[0]!.getFirstPropertyValue('description'))).toContain(
      'First line\nSecond line\nBEGIN:VEVENT  — First line',
    );
  });

  it('names a zone alias by the TZID its VTIMEZONE defines (UTC as Etc/UTC)', () => {
    const placement = row('2026-11-22', 2, 40, 4);
    const text = exportOf({ placements: [placement], series: [] }, 'UTC');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Etc/UTC');
    expect(text).toContain('DTSTART;TZID=Etc/UTC:20261124T100000');
    expect(expand(text, '2026-11-22', '2026-11-29')[0]!.utcStart).toBe('2026-11-24T10:00:00.000Z');
  });
});
