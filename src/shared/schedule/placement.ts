import { overlapsAny } from './overlap';
import { SLOTS_PER_DAY, type Placement } from './slots';
import { crossesWeekEnd, type WeekEdge } from './week-edge';

export type WeekStatus = 'not-started' | 'draft' | 'finalized';
export const WEEK_STATUSES: readonly WeekStatus[] = ['not-started', 'draft', 'finalized'];

export const PLACEMENT_MESSAGES = {
  outOfBounds: 'Out of bounds',
  pastWeek: 'Cannot edit past weeks',
  beyondWeek: 'Show extends beyond week',
  finalizedOverlap: 'Cannot create overlaps in finalized week',
} as const;

export type PlacementCheck =
  | { ok: true; overlaps: boolean }
  | { ok: false; message: string; reason: keyof typeof PLACEMENT_MESSAGES };

/**
 * The placement rules of SPEC.md §5, in the order a person would want to hear them. The same
 * function colours the drag preview in the browser and guards the write on the server.
 * A 2 h show dropped at Saturday 23:00 gives "Show extends beyond week" unless the station lets
 * overnight shows continue into the next week (week-edge.ts); one on top of another in a draft
 * week is allowed and flagged; the same in a finalized week is refused. `others` may hold shows
 * carried in from the week before (day -1).
 */
export function checkPlacement(
  p: Placement,
  week: { status: WeekStatus; isPast: boolean } & WeekEdge,
  others: readonly (Placement & { id: string })[],
  excludeId?: string,
): PlacementCheck {
  const fail = (reason: keyof typeof PLACEMENT_MESSAGES): PlacementCheck => ({
    ok: false,
    reason,
    message: PLACEMENT_MESSAGES[reason],
  });
  if (
    !Number.isInteger(p.dayIndex) ||
    !Number.isInteger(p.timeIndex) ||
    !Number.isInteger(p.duration) ||
    p.dayIndex < 0 ||
    p.dayIndex > 6 ||
    p.timeIndex < 0 ||
    p.timeIndex >= SLOTS_PER_DAY ||
    p.duration < 1 ||
    p.duration > SLOTS_PER_DAY
  ) {
    return fail('outOfBounds');
  }
  if (week.isPast) return fail('pastWeek');
  if (!week.overnightContinues && crossesWeekEnd(p)) return fail('beyondWeek');
  const overlaps = overlapsAny(p, others, excludeId);
  if (overlaps && week.status === 'finalized') return fail('finalizedOverlap');
  return { ok: true, overlaps };
}

export type StatusAction = 'save-draft' | 'finalize' | 'revert';

export const STATUS_MESSAGES = {
  finalizeOverlaps: 'Cannot finalize week with overlapping shows. Please resolve conflicts first.',
  notAllowed: 'This change of status is not allowed',
} as const;

/**
 * The status a week moves to (SPEC.md §4), or null when the move is not allowed:
 * not-started -> draft (Save Draft); not-started or draft -> finalized; finalized -> draft (Revert).
 */
export function nextStatus(from: WeekStatus, action: StatusAction): WeekStatus | null {
  if (action === 'save-draft') return from === 'not-started' ? 'draft' : null;
  if (action === 'finalize') return from === 'finalized' ? null : 'finalized';
  return from === 'finalized' ? 'draft' : null;
}
