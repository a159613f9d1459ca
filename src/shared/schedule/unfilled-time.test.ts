import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOTS_PER_WEEK } from '../constants/limits';
import type { Placement } from './slots';
import {
  gapLabel,
  gapPlacement,
  gapsAtLeast,
  unfilledHoursLabel,
  weekCoverage,
} from './unfilled-time';
import { wallClockInstant } from './wall-clock-instant';
import { addDays } from './week';

const H = 4; // slots per hour
const at = (dayIndex: number, hour: number, hours: number): Placement => ({
  dayIndex,
  timeIndex: hour * H,
  duration: hours * H,
});
/** Every hour of the week placed except [from, to) hours of `day`. */
const allBut = (day: number, from: number, to: number): Placement[] => [
  { dayIndex: 0, timeIndex: 0, duration: day * 96 + from * H },
  { dayIndex: day, timeIndex: to * H, duration: SLOTS_PER_WEEK - (day * 96 + to * H) },
];

// Fixed weeks (Sundays): New York springs forward on 2027-03-14 and falls back on 2027-11-07, both
// at 02:00; Kolkata (+05:30) never changes; Lord Howe falls back 30 min on 2027-04-04 at 02:00.
const ORDINARY = '2027-01-10';
const SPRING = '2027-03-14';
const FALL = '2027-11-07';

describe('weekCoverage', () => {
  const cases: {
    name: string;
    week: string;
    zone: string;
    placements: Placement[];
    unfilled: number;
    gaps: [string, number][];
  }[] = [
    {
      name: 'an empty week is one gap of 168 h',
      week: ORDINARY,
      zone: 'America/New_York',
      placements: [],
      unfilled: 168 * 60,
      gaps: [['Sun 00:00–00:00 (+7 days)', 168 * 60]],
    },
    {
      name: 'a 4-hour gap on Monday',
      week: ORDINARY,
      zone: 'America/New_York',
      placements: allBut(1, 2, 6),
      unfilled: 240,
      gaps: [['Mon 02:00–06:00', 240]],
    },
    {
      name: 'spring forward: Sunday 00:00–04:00 empty counts 3 h',
      week: SPRING,
      zone: 'America/New_York',
      placements: allBut(0, 0, 4),
      unfilled: 180,
      gaps: [['Sun 00:00–04:00', 180]],
    },
    {
      name: 'fall back: Sunday 00:00–04:00 empty counts 5 h',
      week: FALL,
      zone: 'America/New_York',
      placements: allBut(0, 0, 4),
      unfilled: 300,
      gaps: [['Sun 00:00–04:00', 300]],
    },
    {
      name: 'half-hour zone (Kolkata): a gap to midnight is its wall-clock length',
      week: SPRING,
      zone: 'Asia/Kolkata',
      placements: allBut(3, 22, 24),
      unfilled: 120,
      gaps: [['Wed 22:00–00:00', 120]],
    },
    {
      name: 'Lord Howe falls back 30 min: 00:00–04:00 counts 4.5 h',
      week: '2027-04-04',
      zone: 'Australia/Lord_Howe',
      placements: allBut(0, 0, 4),
      unfilled: 270,
      gaps: [['Sun 00:00–04:00', 270]],
    },
    {
      name: 'an overnight show covers past midnight into the next day',
      week: ORDINARY,
      zone: 'Asia/Kolkata',
      placements: [
        { dayIndex: 0, timeIndex: 0, duration: 96 + 22 * H }, // Sun 00:00 → Mon 22:00
        at(1, 22, 6), // Mon 22:00 → Tue 04:00
        { dayIndex: 2, timeIndex: 6 * H, duration: SLOTS_PER_WEEK - (2 * 96 + 6 * H) },
      ],
      unfilled: 120,
      gaps: [['Tue 04:00–06:00', 120]],
    },
    {
      name: 'a show carried in from the week before (day -1) covers Sunday morning',
      week: ORDINARY,
      zone: 'America/New_York',
      placements: [
        at(-1, 23, 6), // Sat 23:00 of the week before → Sun 05:00
        { dayIndex: 0, timeIndex: 6 * H, duration: SLOTS_PER_WEEK - 6 * H },
      ],
      unfilled: 60,
      gaps: [['Sun 05:00–06:00', 60]],
    },
    {
      name: 'a show running past Saturday midnight counts only to the week end',
      week: ORDINARY,
      zone: 'America/New_York',
      placements: [at(0, 0, 24 * 6 + 22), at(6, 23, 6)],
      unfilled: 60,
      gaps: [['Sat 22:00–23:00', 60]],
    },
    {
      name: 'overlapping shows cover their union once',
      week: ORDINARY,
      zone: 'America/New_York',
      placements: [...allBut(2, 8, 14), at(2, 8, 3), at(2, 9, 3)],
      unfilled: 120,
      gaps: [['Tue 12:00–14:00', 120]],
    },
  ];

  it.each(cases)('$name', ({ week, zone, placements, unfilled, gaps }) => {
    const coverage = weekCoverage(week, placements, zone);
    expect(coverage.unfilledMinutes).toBe(unfilled);
    expect(coverage.gaps.map((g) => [gapLabel(g), g.minutes])).toEqual(gaps);
  });

  it('a week with clocks going forward lasts 167 h, one going back 169 h', () => {
    expect(weekCoverage(SPRING, [], 'America/New_York').weekMinutes).toBe(167 * 60);
    expect(weekCoverage(FALL, [], 'America/New_York').weekMinutes).toBe(169 * 60);
    expect(weekCoverage(SPRING, [], 'Asia/Kolkata').weekMinutes).toBe(168 * 60);
  });

  it('a bulk-placed block inside the skipped hour never makes time run backwards', () => {
    // 02:45–03:00 on the spring-forward night reads past its end (decision 0038): it covers 0 min.
    const placements = [...allBut(0, 2, 4), { dayIndex: 0, timeIndex: 11, duration: 1 }];
    const coverage = weekCoverage(SPRING, placements, 'America/New_York');
    expect(coverage.unfilledMinutes).toBe(60);
    expect(coverage.gaps.every((g) => g.minutes >= 0)).toBe(true);
  });
});

describe('gaps a station shows', () => {
  const gaps = weekCoverage(ORDINARY, [...allBut(1, 2, 6), ...[]], 'UTC').gaps;

  it('keeps gaps of at least the minimum', () => {
    expect(gapsAtLeast(gaps, 240)).toHaveLength(1);
    expect(gapsAtLeast(gaps, 255)).toHaveLength(0);
  });

  it('a gap is drawn from its day, start and length', () => {
    expect(gapPlacement(gaps[0]!)).toEqual({ dayIndex: 1, timeIndex: 8, duration: 16 });
  });

  it('says hours with a decimal only when needed', () => {
    expect(unfilledHoursLabel(240)).toBe('4 h');
    expect(unfilledHoursLabel(750)).toBe('12.5 h');
  });
});

describe('unfilled + covered = the week real length (property)', () => {
  const zones = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'];
  const placement = fc.record({
    dayIndex: fc.integer({ min: -1, max: 6 }),
    timeIndex: fc.integer({ min: 0, max: 95 }),
    duration: fc.integer({ min: 1, max: 96 }),
  });

  it('holds in every zone on change weeks and others', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(ORDINARY, SPRING, FALL, '2027-03-28', '2027-04-04', '2027-10-31'),
        fc.array(placement, { maxLength: 12 }),
        (zone, week, placements) => {
          const c = weekCoverage(week, placements, zone);
          const real =
            (wallClockInstant(addDays(week, 7), 0, zone).getTime() -
              wallClockInstant(week, 0, zone).getTime()) /
            60_000;
          expect(c.weekMinutes).toBe(real);
          expect(c.unfilledMinutes + c.coveredMinutes).toBe(real);
          expect(c.gaps.reduce((sum, g) => sum + g.minutes, 0)).toBe(c.unfilledMinutes);
        },
      ),
      { numRuns: 300 },
    );
  });
});
