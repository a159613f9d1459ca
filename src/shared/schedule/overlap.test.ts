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
