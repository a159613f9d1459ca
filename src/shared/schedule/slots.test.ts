import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteSlot,
  daySegments,
  resizePlacement,
  slotAtY,
  slotTime,
  timeRangeLabel,
} from './slots';

describe('slot arithmetic', () => {
  it.each([
    [0, 0, 0],
    [1, 40, 136],
    [6, 95, 671],
  ])('day %d slot %d is week slot %d', (day, time, abs) =>
    expect(absoluteSlot(day, time)).toBe(abs),
  );

  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [205, 10],
    [1919, 95],
    [5000, 95],
    [-30, 0],
  ])('y %d px is slot %d', (y, slot) => expect(slotAtY(y)).toBe(slot));

  it.each([
    [0, '00:00'],
    [41, '10:15'],
    [95, '23:45'],
    [96, '24:00'],
  ])('slot %d reads %s', (slot, text) => expect(slotTime(slot)).toBe(text));

  it.each([
    [40, 8, '10:00 - 12:00'],
    [92, 8, '23:00 - 01:00'],
    [88, 8, '22:00 - 00:00'],
    [40, 96, '10:00 - 10:00 (+1 day)'],
    [0, 96, '00:00 - 00:00 (+1 day)'],
  ])('slot %d for %d slots reads %s', (time, duration, text) =>
    expect(timeRangeLabel(time, duration)).toBe(text),
  );
});

describe('daySegments', () => {
  it('keeps a show inside one day whole', () => {
    expect(daySegments({ dayIndex: 2, timeIndex: 40, duration: 8 })).toEqual([
      { dayIndex: 2, timeIndex: 40, duration: 8, continuation: false },
    ]);
  });
  it('continues a 2 h show from Monday 23:00 on Tuesday', () => {
    expect(daySegments({ dayIndex: 1, timeIndex: 92, duration: 8 })).toEqual([
      { dayIndex: 1, timeIndex: 92, duration: 4, continuation: false },
      { dayIndex: 2, timeIndex: 0, duration: 4, continuation: true },
    ]);
  });
  it('splits a 24 h show starting at noon over two days', () => {
    expect(
      daySegments({ dayIndex: 0, timeIndex: 48, duration: 96 }).map((s) => s.duration),
    ).toEqual([48, 48]);
  });
  it('always covers exactly the placement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 96 }),
        (d, t, n) => {
          fc.pre(d * 96 + t + n <= 672);
          const segments = daySegments({ dayIndex: d, timeIndex: t, duration: n });
          expect(segments.reduce((sum, s) => sum + s.duration, 0)).toBe(n);
          expect(segments.every((s) => s.timeIndex + s.duration <= 96)).toBe(true);
          expect(segments.filter((s) => !s.continuation)).toHaveLength(1);
        },
      ),
    );
  });
});

describe('resizePlacement', () => {
  const show = { dayIndex: 1, timeIndex: 40, duration: 4 };
  it.each([
    ['bottom', 45, 40, 6, true],
    ['bottom', -60, 40, 1, true],
    ['bottom', -80, 40, 0, false],
    ['bottom', 20 * 52, 40, 56, true],
    ['bottom', 20 * 53, 40, 57, false],
    ['top', -40, 38, 6, true],
    ['top', 60, 43, 1, true],
    ['top', 80, 44, 0, false],
    ['top', -20 * 41, -1, 45, false],
  ] as const)(
    '%s edge by %d px gives slot %d for %d (valid %s)',
    (edge, px, time, duration, valid) => {
      expect(resizePlacement(show, edge, px)).toEqual({
        dayIndex: 1,
        timeIndex: time,
        duration,
        valid,
      });
    },
  );
});

describe('resizePlacement across midnight', () => {
  const late = { dayIndex: 1, timeIndex: 92, duration: 8 }; // Monday 23:00 - Tuesday 01:00
  it.each([
    ['bottom', -40, 92, 6, true], // ends 00:30
    ['bottom', -80, 92, 4, true], // cut back to midnight
    ['bottom', 20 * 92, 92, 100, true], // to Tuesday 24:00: the day its bottom edge is on
    ['bottom', 20 * 93, 92, 101, false],
    ['top', -20 * 92, 0, 100, true],
    ['top', 60, 95, 5, true],
    ['top', 80, 96, 4, false], // the start would leave Monday
  ] as const)(
    '%s edge by %d px gives slot %d for %d (valid %s)',
    (edge, px, time, duration, valid) => {
      expect(resizePlacement(late, edge, px)).toEqual({
        dayIndex: 1,
        timeIndex: time,
        duration,
        valid,
      });
    },
  );
});
