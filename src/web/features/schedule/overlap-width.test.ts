import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { DAY_MIN_PX } from './grid-layout';
import { dayMinPx, LANE_MIN_PX, mostLanes } from './overlap-width';

/** Only what lanes are worked out from: where a show sits and whether it overlaps. */
const placed = (
  id: string,
  dayIndex: number,
  timeIndex: number,
  duration: number,
  overlap = false,
) => ({ id, dayIndex, timeIndex, duration, isOverlapping: overlap }) as ScheduledBlock;

describe('overlapping shows keep a readable width', () => {
  it('a week without overlaps keeps the usual columns', () => {
    const blocks = [placed('a', 1, 40, 8), placed('b', 1, 48, 8)];
    expect(mostLanes(blocks)).toBe(1);
    expect(dayMinPx(mostLanes(blocks))).toBe(DAY_MIN_PX);
  });

  it('two shows at the same time widen every day column to two readable lanes', () => {
    const blocks = [placed('a', 1, 40, 8, true), placed('b', 1, 40, 8, true), placed('c', 3, 0, 4)];
    expect(mostLanes(blocks)).toBe(2);
    expect(dayMinPx(2)).toBe(2 * LANE_MIN_PX);
    expect(2 * LANE_MIN_PX).toBeGreaterThan(DAY_MIN_PX);
  });

  it('counts the widest day: three at once on Tuesday', () => {
    const blocks = [
      placed('a', 2, 40, 8, true),
      placed('b', 2, 42, 8, true),
      placed('c', 2, 44, 8, true),
      placed('d', 1, 40, 8, true),
      placed('e', 1, 44, 8, true),
    ];
    expect(mostLanes(blocks)).toBe(3);
  });
});
