import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airInterval } from '../../schedule/clock-change';
import { airedDuration } from '../../schedule/week-edge';
import { occurrencesBetween, type RecurrenceRule } from '../../schedule/recurrence';
import { addDays, dayIndexOf, weekIdOf, type CivilDate } from '../../schedule/week';
import type { CalendarSource, StoredPlacement, StoredSeries } from './calendar-event';
import { buildCalendarEvents } from './calendar-events';
import { toICalendar } from './ical-document';
import { expand } from './ical-expand.fixture';
import { storedPlacement } from './stored-placement.fixture';

/**
 * A feed writes a series for the weeks it serves only (docs/decisions/0040). Whatever the rule,
 * the weeks served and the dates removed or edited, a calendar app (ical.js) must read from it
 * exactly the airings the grid draws in those weeks, at the change-day rule's times, and nothing
 * outside them.
 */
const HOST = 'radio.example.org';
const NOW = new Date('2026-10-20T09:00:00Z');
const ZONES = ['UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const FIRST_SUNDAY = '2025-12-28';
/** Weeks whose Sunday (or a day of which) the zone's clocks change: a window may start on one. */
const CHANGE_WEEKS: Record<string, CivilDate[]> = {
  UTC: [],
  'America/New_York': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04', '2027-04-04', '2027-10-03'],
  'Asia/Kolkata': [],
};

const ruleArb: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    frequency: fc.constantFrom('daily', 'weekly', 'weekly', 'monthly', 'yearly'),
    interval: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 5 })),
    byWeekday: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
    byMonthday: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 2 }),
    byMonth: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    nth: fc.option(
      fc.record({
        weekday: fc.integer({ min: 0, max: 6 }),
        nth: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, -1 as const),
      }),
      { nil: undefined },
    ),
    count: fc.integer({ min: 1, max: 300 }),
    byCount: fc.boolean(),
    endDays: fc.integer({ min: 0, max: 1500 }),
  })
  .map(({ frequency, interval, byWeekday, byMonthday, byMonth, nth, count, byCount, endDays }) => ({
    frequency,
    interval,
    ...(frequency === 'weekly' && { byWeekday }),
    ...(frequency === 'monthly' && (nth ? { byNthWeekday: nth } : { byMonthday })),
    ...(frequency === 'yearly' && { byMonth }),
    ...(byCount
      ? { endType: 'count' as const, count }
      : { endType: 'date' as const, endDate: addDays('2026-01-01', endDays) }),
  }));

/** An airing of the file's series "s1" on `date`, stored. */
const row = (
  date: CivilDate,
  timeIndex: number,
  duration: number,
  extra: Partial<StoredPlacement>,
) =>
  storedPlacement({
    weekId: weekIdOf(date),
    dayIndex: dayIndexOf(date),
    timeIndex,
    duration,
    djNames: ['Ann'],
    recurringSeriesId: 's1',
    originalInstanceDate: date,
    ...extra,
  });

const caseArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  rule: ruleArb,
  startDay: fc.integer({ min: 0, max: 700 }),
  timeIndex: fc.integer({ min: 0, max: 95 }),
  duration: fc.integer({ min: 1, max: 96 }),
  windowStartWeek: fc.integer({ min: -20, max: 160 }),
  // Half the windows start in a week of a clock change, where a master must not stand.
  changeWeek: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  windowWeeks: fc.integer({ min: 1, max: 31 }),
  servedBits: fc.array(fc.boolean(), { minLength: 31, maxLength: 31 }),
  // Which occurrences (by position) are removed or edited: moved within their week, or renamed.
  removed: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 6 }),
  edited: fc.uniqueArray(
    fc.record({ at: fc.integer({ min: 0, max: 80 }), slots: fc.integer({ min: -40, max: 40 }) }),
    { maxLength: 4, selector: (e) => e.at },
  ),
});

type Case = {
  zone: string;
  rule: RecurrenceRule;
  startDate: CivilDate;
  timeIndex: number;
  duration: number;
  from: CivilDate;
  windowWeeks: number;
  servedBits: boolean[];
  removed: number[];
  edited: { at: number; slots: number }[];
};

/** What ical.js reads from the windowed document, and what the grid draws in the served weeks. */
function readAndDrawn(c: Case) {
  const { startDate, from } = c;
  const series: StoredSeries = {
    id: 's1',
    rule: c.rule,
    startDate,
    endDate: null,
    timeIndex: c.timeIndex,
    duration: c.duration,
  };
  const dates = occurrencesBetween(series, startDate, addDays(startDate, 3650));
  const rows: StoredPlacement[] = [row(startDate, c.timeIndex, c.duration, {})];
  const removed = new Set(c.removed.filter((i) => i > 0 && i < dates.length));
  for (const i of removed) {
    rows.push(row(dates[i]!, c.timeIndex, c.duration, { isDeletedInstance: true }));
  }
  for (const { at, slots } of c.edited) {
    if (at === 0 || at >= dates.length || removed.has(at)) continue;
    const date = dates[at]!;
    // Moved within its week (the grid moves a show inside its week), and renamed.
    const absolute = dayIndexOf(date) * 96 + c.timeIndex + slots;
    const inWeek = Math.min(7 * 96 - c.duration, Math.max(0, absolute));
    rows.push({
      ...row(date, c.timeIndex, c.duration, { isException: true, showName: 'Guest night' }),
      dayIndex: Math.floor(inWeek / 96),
      timeIndex: inWeek % 96,
    });
  }
  const to = addDays(from, 7 * c.windowWeeks - 1);
  const served = new Set(
    c.servedBits.slice(0, c.windowWeeks).flatMap((on, i) => (on ? [addDays(from, 7 * i)] : [])),
  );
  const source = (window?: CalendarSource['window']): CalendarSource => ({
    host: HOST,
    placements: rows.filter((r) => served.has(r.weekId)),
    series: [{ series, rows }],
    isServedWeek: (weekId) => served.has(weekId),
    ...(window && { window }),
  });
  const read = expand(
    toICalendar(buildCalendarEvents(source({ from, to }), c.zone), {
      timeZone: c.zone,
      name: 'Radio schedule',
      now: NOW,
    }),
    '1990-01-01',
    '2100-01-01',
  ).map((o) => ({ summary: o.summary, start: o.utcStart, end: o.utcEnd }));

  // What the grid draws in those weeks: each date of the rule in a served week, unless
  // removed; an edited date where it was moved to; a Saturday airing cut at the week's end.
  const expected = occurrencesBetween(series, startDate < from ? from : startDate, to)
    .filter((date) => served.has(weekIdOf(date)))
    .flatMap((date) => {
      const stored = rows.find((r) => r.originalInstanceDate === date && r !== rows[0]);
      if (stored?.isDeletedInstance) return [];
      const whole = stored ?? row(date, c.timeIndex, c.duration, {});
      // Cut at Saturday midnight, the station's rule by default (decision 0057).
      const placed = { ...whole, duration: airedDuration(whole, {}) };
      const { start, end } = airInterval(placed.weekId, placed, c.zone);
      return [{ summary: placed.showName, start: start.toISOString(), end: end.toISOString() }];
    });
  const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);
  return { read: read.sort(byStart), drawn: expected.sort(byStart) };
}

const daily: RecurrenceRule = { frequency: 'daily', interval: 1, endType: 'count', count: 60 };

describe('a series written for the weeks a feed serves', () => {
  // A window that starts on a change day must not put the master there: it would hand that day's
  // real start and length to every later date.
  it.each([
    [
      'New York, 02:30–03:30 daily, from the spring-forward Sunday',
      'America/New_York',
      '2027-03-01',
      10,
      4,
      '2027-03-14',
      [],
    ],
    [
      'New York, 01:00–04:00 daily, from the spring-forward Sunday',
      'America/New_York',
      '2027-03-01',
      4,
      12,
      '2027-03-14',
      [],
    ],
    [
      'New York, 02:30 daily with the Wednesday after removed',
      'America/New_York',
      '2027-03-01',
      10,
      4,
      '2027-03-14',
      [16],
    ],
    [
      'London, 00:00–03:00 daily, from the fall-back Sunday',
      'Europe/London',
      '2027-10-20',
      0,
      12,
      '2027-10-31',
      [],
    ],
    [
      'Lord Howe, 01:45–02:45 daily, from its half-hour change',
      'Australia/Lord_Howe',
      '2027-03-25',
      7,
      4,
      '2027-04-04',
      [],
    ],
    [
      'New York, a series starting on the change day itself',
      'America/New_York',
      '2027-03-14',
      8,
      8,
      '2027-03-14',
      [],
    ],
  ] as const)('%s', (_name, zone, startDate, timeIndex, duration, from, removed) => {
    const { read, drawn } = readAndDrawn({
      zone,
      rule: daily,
      startDate,
      timeIndex,
      duration,
      from,
      windowWeeks: 3,
      servedBits: [true, true, true],
      removed: [...removed],
      edited: [],
    });
    expect(drawn.length).toBeGreaterThan(10);
    expect(read).toEqual(drawn);
  });

  it('reads back the same airings as the grid draws, within those weeks only', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const startDate = addDays('2026-01-01', c.startDay);
        const changeWeek =
          c.changeWeek === undefined ? undefined : CHANGE_WEEKS[c.zone]![c.changeWeek];
        const from = changeWeek
          ? weekIdOf(changeWeek)
          : addDays(FIRST_SUNDAY, 7 * (Math.floor(c.startDay / 7) + c.windowStartWeek));
        const { read, drawn } = readAndDrawn({ ...c, startDate, from });
        expect(read).toEqual(drawn);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
