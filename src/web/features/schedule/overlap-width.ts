import { daySegments } from '../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { assignLanes, type LaneItem } from './drag/lanes';
import { DAY_MIN_PX } from './grid-layout';

/**
 * The narrowest a lane of overlapping shows is drawn: room for a name's first word or two
 * ("Midnight L…") instead of two letters. A week with overlaps widens all seven day columns alike
 * (the grid scrolls sideways), so drops and drags keep one column width.
 */
export const LANE_MIN_PX = 96;

/** The most overlapping shows side by side on any day of the week (1 without overlaps). */
export function mostLanes(blocks: readonly ScheduledBlock[]): number {
  // The server marks overlapping shows: a week without any needs no lane work.
  if (!blocks.some((block) => block.isOverlapping)) return 1;
  const items: LaneItem[] = blocks.flatMap((block) =>
    daySegments(block).map((segment, index) => ({ ...segment, key: `${block.id}:${index}` })),
  );
  let most = 1;
  for (const { lanes } of assignLanes(items).values()) most = Math.max(most, lanes);
  return most;
}

/** A day column's least width: DAY_MIN_PX, or enough for its lanes at LANE_MIN_PX each. */
export function dayMinPx(lanes: number): number {
  return Math.max(DAY_MIN_PX, lanes * LANE_MIN_PX);
}
