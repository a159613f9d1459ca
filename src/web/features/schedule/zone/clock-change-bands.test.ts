import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { spanCovered } from './clock-change-bands';

const placed = (dayIndex: number, timeIndex: number, duration: number) =>
  ({ id: `${dayIndex}-${timeIndex}`, dayIndex, timeIndex, duration }) as ScheduledBlock;

// New York's spring change day: 02:00-03:00 is skipped.
const SKIPPED = { from: 120, to: 180 };

describe("a change day's band gives way to a show drawn across it", () => {
  it('a show across the skipped hour covers it (its note says "1 h on air")', () => {
    expect(spanCovered([placed(0, 4, 8)], 0, SKIPPED)).toBe(true);
  });

  it('a show that ends as the span begins, or on another day, does not', () => {
    expect(spanCovered([placed(0, 4, 4)], 0, SKIPPED)).toBe(false);
    expect(spanCovered([placed(1, 4, 8)], 0, SKIPPED)).toBe(false);
  });

  it('a show from midnight to 04:00 covers it', () => {
    expect(spanCovered([placed(0, 0, 16)], 0, SKIPPED)).toBe(true);
  });
});
