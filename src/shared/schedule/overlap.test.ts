import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlappingIds, overlapsAny, placementsOverlap } from './overlap';

describe('placementsOverlap', () => {
  it.each([
    [
      { dayIndex: 1, timeIndex: 40, duration: 4 },
      { dayIndex: 1, timeIndex: 43, duration: 4 },
      true,
    ],
    [
      { dayIndex: 1, timeIndex: 40, duration: 4 },
      { dayIndex: 1, timeIndex: 44, duration: 4 },
      false,
    ],
    [{ dayIndex: 1, timeIndex: 92, duration: 8 }, { dayIndex: 2, timeIndex: 2, duration: 1 }, true], // across midnight
    [
      { dayIndex: 0, timeIndex: 0, duration: 96 },
      { dayIndex: 1, timeIndex: 0, duration: 1 },
      false,
    ],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(placementsOverlap(a, b)).toBe(expected);
    expect(placementsOverlap(b, a)).toBe(expected);
  });

  it('leaves the moved block out of its own check', () => {
    const blocks = [{ id: 'a', dayIndex: 1, timeIndex: 40, duration: 4 }];
    expect(overlapsAny({ dayIndex: 1, timeIndex: 41, duration: 4 }, blocks, 'a')).toBe(false);
    expect(overlapsAny({ dayIndex: 1, timeIndex: 41, duration: 4 }, blocks)).toBe(true);
  });
});

describe('overlappingIds', () => {
  it('marks both sides and blocks inside a long one', () => {
    const ids = overlappingIds([
      { id: 'long', dayIndex: 0, timeIndex: 0, duration: 40 },
      { id: 'inside1', dayIndex: 0, timeIndex: 4, duration: 2 },
      { id: 'inside2', dayIndex: 0, timeIndex: 20, duration: 2 },
      { id: 'alone', dayIndex: 0, timeIndex: 40, duration: 4 },
    ]);
    expect([...ids].sort()).toEqual(['inside1', 'inside2', 'long']);
  });

  it('agrees with comparing every pair', () => {
    const block = fc.record({
      dayIndex: fc.integer({ min: 0, max: 6 }),
      timeIndex: fc.integer({ min: 0, max: 95 }),
      duration: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(block, { maxLength: 30 }), (raw) => {
        const blocks = raw.map((b, i) => ({ ...b, id: String(i) }));
        const expected = new Set<string>();
        for (const a of blocks)
          for (const b of blocks) if (a.id !== b.id && placementsOverlap(a, b)) expected.add(a.id);
        expect(overlappingIds(blocks)).toEqual(expected);
      }),
    );
  });
});

describe('overlappingIds on a clock-change week', () => {
  const inSkippedHour = { id: 'a', dayIndex: 0, timeIndex: 8, duration: 1 };
  const atThree = { id: 'b', dayIndex: 0, timeIndex: 12, duration: 4 };
  const newYork = (weekId: string) => ({ weekId, timeZone: 'America/New_York' });

  it('flags a show in the skipped hour that airs on top of the show at 03:00', () => {
    expect(overlappingIds([inSkippedHour, atThree], newYork('2027-03-14'))).toEqual(
      new Set(['a', 'b']),
    );
  });

  it('compares wall-clock slots on every other week, and without a zone', () => {
    expect(overlappingIds([inSkippedHour, atThree], newYork('2027-03-07')).size).toBe(0);
    expect(overlappingIds([inSkippedHour, atThree]).size).toBe(0);
  });

  it('keeps back-to-back shows in a repeated hour apart', () => {
    const first = { id: 'a', dayIndex: 0, timeIndex: 4, duration: 2 };
    const second = { id: 'b', dayIndex: 0, timeIndex: 6, duration: 4 };
    expect(overlappingIds([first, second], newYork('2027-11-07')).size).toBe(0);
  });
});
