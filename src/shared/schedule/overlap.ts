import { airInterval, clockChangeOn } from './clock-change';
import { slotRange, type Placement } from './slots';
import { addDays, type CivilDate } from './week';

/** Two placements overlap when their week slot ranges intersect (SPEC.md §5). */
export function placementsOverlap(a: Placement, b: Placement): boolean {
  const ra = slotRange(a);
  const rb = slotRange(b);
  return ra.start < rb.end && rb.start < ra.end;
}

/**
 * The ids of every block that overlaps another. Sorted by start, a sweep keeps the blocks still
 * running; a block starting while others run overlaps all of them. A full week of 672 blocks
 * without overlaps is one pass.
 */
export function overlappingIds<T extends Placement & { id: string }>(
  blocks: readonly T[],
  onAir?: { weekId: CivilDate; timeZone: string },
): Set<string> {
  // A week with a clock change compares real air intervals (docs/decisions/0038): 02:00-02:15
  // in the skipped hour airs 03:00-03:15, on top of a show at 03:00, as a calendar shows it.
  const range =
    onAir && weekHasClockChange(onAir.weekId, onAir.timeZone)
      ? (b: T) => {
          const { start, end } = airInterval(onAir.weekId, b, onAir.timeZone);
          return { start: start.getTime(), end: end.getTime() };
        }
      : slotRange;
  const sorted = blocks
    .map((b) => ({ id: b.id, ...range(b) }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  const result = new Set<string>();
  let running: { id: string; end: number }[] = [];
  for (const block of sorted) {
    running = running.filter((r) => r.end > block.start);
    if (running.length > 0) {
      result.add(block.id);
      for (const r of running) result.add(r.id);
    }
    running.push({ id: block.id, end: block.end });
  }
  return result;
}

/** Whether a clock changes on any day a week's blocks can touch (its seven and the next). */
function weekHasClockChange(weekId: CivilDate, timeZone: string): boolean {
  for (let day = 0; day <= 7; day++) if (clockChangeOn(addDays(weekId, day), timeZone)) return true;
  return false;
}

/** Whether a placement overlaps any of the others, leaving out the block being moved. */
export function overlapsAny(
  p: Placement,
  others: readonly (Placement & { id: string })[],
  excludeId?: string,
): boolean {
  return others.some((o) => o.id !== excludeId && placementsOverlap(p, o));
}
