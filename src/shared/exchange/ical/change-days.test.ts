import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airInterval,
  airtimeMinutes,
  clockChangeOn,
  type ClockChange,
} from '../../schedule/clock-change';
import { SLOT_MINUTES } from '../../constants/limits';
import { daySegments, type Placement } from '../../schedule/slots';
import { addDays, weekIdOf } from '../../schedule/week';
import type { CalendarEvent, StoredSeries } from './calendar-event';
import { buildCalendarEvents } from './calendar-events';
import { toICalendar } from './ical-document';
import { expand } from './ical-expand.fixture';
import { storedPlacement } from './stored-placement.fixture';
import { block } from '../week-document/scheduled-block.fixture';
import { weekToCsv } from '../csv/week-csv';

/**
 * The change-day rule (docs/decisions/0038) on every surface: the grid's segments stay wall-clock,
 * airtime and the dashboard's hours are real, and the CSV and the .ics (read back by ical.js)
 * give the same instants and lengths as airInterval.
 */

const HOST = 'radio.example.org';
const NOW = new Date('2026-10-20T09:00:00Z');

// Every change day here is a Sunday: the week's id, day 0.
const DAYS = [
  { zone: 'America/New_York', date: '2027-03-14', kind: 'forward', spanning: 180 },
  { zone: 'America/New_York', date: '2027-11-07', kind: 'back', spanning: 300 },
  { zone: 'Europe/London', date: '2027-03-28', kind: 'forward', spanning: 180 },
  { zone: 'Europe/London', date: '2027-10-31', kind: 'back', spanning: 300 },
  { zone: 'Australia/Lord_Howe', date: '2027-10-03', kind: 'forward', spanning: 210 },
  { zone: 'Australia/Lord_Howe', date: '2027-04-04', kind: 'back', spanning: 270 },
  { zone: 'Asia/Kolkata', date: '2027-03-14', kind: null, spanning: 240 },
] as const;

/** 00:00-04:00 on the change day, which spans every change here. */
const SPANNING: Placement = { dayIndex: 0, timeIndex: 0, duration: 16 };

/** Placements around a day's change: in, across and at the edges of its skipped or repeated span. */
function aroundChange(change: ClockChange | null): Placement[] {
  const at = (change?.atMinutes ?? 120) / SLOT_MINUTES;
  return [
    SPANNING,
    { dayIndex: 0, timeIndex: at, duration: 1 },
    { dayIndex: 0, timeIndex: at - 2, duration: 2 },
    { dayIndex: 0, timeIndex: at - 2, duration: 4 },
    { dayIndex: 0, timeIndex: at - 4, duration: 2 },
    { dayIndex: 0, timeIndex: at + 1, duration: 3 },
    { dayIndex: 0, timeIndex: at + 4, duration: 2 },
    { dayIndex: 6, timeIndex: 92, duration: 8 },
  ];
}

function eventOf(weekId: string, p: Placement): CalendarEvent {
  const start = p.dayIndex * 96 + p.timeIndex;
  const end = start + p.duration;
  return {
    uid: `e-${weekId}-${start}-${end}@${HOST}`,
    start: { date: addDays(weekId, Math.floor(start / 96)), minutes: (start % 96) * 15 },
    end: { date: addDays(weekId, Math.floor(end / 96)), minutes: (end % 96) * 15 },
    summary: 'Night Shift',
    description: '',
    categories: [],
    rrule: null,
    exdates: [],
    recurrenceId: null,
  };
}

/** Each placement's .ics interval as ical.js reads it. */
function readBack(weekId: string, placements: Placement[], zone: string) {
  const text = toICalendar(
    placements.map((p) => eventOf(weekId, p)),
    { timeZone: zone, name: 'Radio schedule', now: NOW },
  );
  const read = new Map(
    expand(text, '2000-01-01', '2100-01-01').map((o) => [o.uid, [o.utcStart, o.utcEnd]]),
  );
  return placements.map((p) => read.get(eventOf(weekId, p).uid));
}

const iso = ({ start, end }: { start: Date; end: Date }) => [
  start.toISOString(),
  end.toISOString(),
];

describe.each(DAYS)('$zone on $date (clocks $kind)', ({ zone, date, kind, spanning }) => {
  const change = clockChangeOn(date, zone);

  it('finds the change of the day', () => {
    expect(change?.kind ?? null).toBe(kind);
  });

  it('draws 00:00-04:00 at its wall-clock slots, one unbroken segment', () => {
    expect(daySegments(SPANNING)).toEqual([
      { dayIndex: 0, timeIndex: 0, duration: 16, continuation: false },
    ]);
  });

  it('counts its real airtime, and the dashboard hours sum real airtime', () => {
    expect(airtimeMinutes(date, SPANNING, zone)).toBe(spanning);
    const week = [SPANNING, { dayIndex: 2, timeIndex: 40, duration: 4 }];
    const hours = week.reduce((sum, p) => sum + airtimeMinutes(date, p, zone), 0) / 60;
    expect(hours).toBe(spanning / 60 + 1);
  });

  it('writes the CSV row with wall-clock times, real hours and the note', () => {
    const csv = weekToCsv(
      { startDate: date, status: 'draft', blocks: [block({ ...SPANNING })] },
      zone,
    );
    const cells = csv.split('\r\n')[1]!.split(',');
    expect(cells.slice(0, 5)).toEqual(['Sunday', date, '00:00', '04:00', String(spanning / 60)]);
    const note =
      kind === null
        ? ''
        : `${Math.floor(spanning / 60)} h${spanning % 60 ? ` ${spanning % 60} min` : ''} on air: clocks go ${kind}`;
    expect(cells.at(-1)).toBe(note);
  });

  it('gives every show around the change the same instants in the .ics, read by ical.js', () => {
    const placements = aroundChange(change);
    expect(readBack(date, placements, zone)).toEqual(
      placements.map((p) => iso(airInterval(date, p, zone))),
    );
  });

  // A week's export writes a series whole, from its first date: one that starts on the change
  // day must not hand that day's reading or length to its later dates.
  it.each([
    { starts: 'the week before', firstWeek: addDays(date, -7) },
    { starts: 'on the change day', firstWeek: date },
  ])(
    'gives a weekly series starting $starts the real times of each date, read by ical.js',
    ({ firstWeek }) => {
      const dates = [0, 1, 2].map((n) => addDays(firstWeek, 7 * n));
      for (const p of aroundChange(change).filter((q) => q.dayIndex === 0)) {
        const series: StoredSeries = {
          id: 's1',
          rule: { frequency: 'weekly', interval: 1, byWeekday: [0], endType: 'count', count: 3 },
          startDate: firstWeek,
          endDate: null,
          timeIndex: p.timeIndex,
          duration: p.duration,
        };
        const anchor = storedPlacement({
          weekId: firstWeek,
          ...p,
          recurringSeriesId: 's1',
          originalInstanceDate: firstWeek,
        });
        const events = buildCalendarEvents(
          {
            host: HOST,
            placements: [anchor],
            series: [{ series, rows: [anchor] }],
            isServedWeek: () => true,
          },
          zone,
        );
        const text = toICalendar(events, { timeZone: zone, name: 'Radio schedule', now: NOW });
        const read = expand(text, '2000-01-01', '2100-01-01').map((o) => [o.utcStart, o.utcEnd]);
        expect(read, `${p.timeIndex}+${p.duration}`).toEqual(
          dates.map((w) => iso(airInterval(w, p, zone))),
        );
      }
    },
  );
});

describe('the .ics and the grid agree in any week of 2026-2030', () => {
  const zones = DAYS.map((d) => d.zone).filter((z, i, all) => all.indexOf(z) === i);
  // Weeks with a change, so that half the runs land on one; the rest are any week.
  const changeWeeks = zones.flatMap((zone) => {
    const weeks: { zone: string; weekId: string; at: number }[] = [];
    for (let date = '2026-01-01'; date < '2031-01-01'; date = addDays(date, 1)) {
      const change = clockChangeOn(date, zone);
      if (change) weeks.push({ zone, weekId: weekIdOf(date), at: change.atMinutes / 15 });
    }
    return weeks;
  });
  const firstSunday = '2025-12-28';
  const anyWeek = fc.record({
    zone: fc.constantFrom(...zones),
    weekId: fc.integer({ min: 0, max: 261 }).map((n) => addDays(firstSunday, 7 * n)),
    at: fc.integer({ min: 0, max: 95 }),
  });
  const placementNear = (week: { zone: string; weekId: string; at: number }) =>
    fc
      .record({
        dayIndex: fc.integer({ min: 0, max: 6 }),
        offset: fc.integer({ min: -8, max: 8 }),
        duration: fc.integer({ min: 1, max: 96 }),
      })
      .map(({ dayIndex, offset, duration }) => {
        const timeIndex = Math.min(95, Math.max(0, week.at + offset));
        const room = 7 * 96 - (dayIndex * 96 + timeIndex);
        return { week, placement: { dayIndex, timeIndex, duration: Math.min(duration, room) } };
      });

  it('reads every placement back from the .ics at its airInterval', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...changeWeeks), anyWeek).chain(placementNear),
        ({ week, placement }) => {
          const [read] = readBack(week.weekId, [placement], week.zone);
          expect(read).toEqual(iso(airInterval(week.weekId, placement, week.zone)));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
