import { slotRange, type Placement } from './slots';

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
): Set<string> {
  const sorted = blocks
    .map((b) => ({ id: b.id, ...slotRange(b) }))
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

/** Whether a placement overlaps any of the others, leaving out the block being moved. */
export function overlapsAny(
  p: Placement,
  others: readonly (Placement & { id: string })[],
  excludeId?: string,
): boolean {
  return others.some((o) => o.id !== excludeId && placementsOverlap(p, o));
}
