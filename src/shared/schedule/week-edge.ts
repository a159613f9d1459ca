import { SLOTS_PER_WEEK } from '../constants/limits';
import { slotRange, type Placement } from './slots';

/**
 * The station's rule for a show late on Saturday night (decision 0057). Off (the spec's rule, the
 * default): nothing runs past the week's end; a placement that would is refused "Show extends
 * beyond week", and a series' Saturday airing that would is cut at midnight in every output.
 * On: the show runs on into the next week's Sunday, drawn there as a "(cont.)" piece, and that
 * week's overlap checks see it. Slots are the station's wall clock, so the week's end is
 * Saturday 24:00 on the wall whatever the clocks do that night.
 */
export type WeekEdge = { overnightContinues?: boolean | undefined };

/** Whether a placement runs past its week's end: Saturday 23:00 for 2 h does. */
export function crossesWeekEnd(p: Placement): boolean {
  return slotRange(p).end > SLOTS_PER_WEEK;
}

/**
 * The slots a placement airs in its week's outputs: all of them where overnight shows continue;
 * else at most to Saturday 24:00 (Saturday 23:00 for 6 h airs 4 slots, 23:00-00:00).
 */
export function airedDuration(p: Placement, edge: WeekEdge): number {
  if (edge.overnightContinues) return p.duration;
  return Math.max(0, Math.min(p.duration, SLOTS_PER_WEEK - slotRange(p).start));
}

/** Whether the rule cuts this placement at the week's end (the grid says so on the block). */
export function isCutAtWeekEnd(p: Placement, edge: WeekEdge): boolean {
  return airedDuration(p, edge) < p.duration;
}

/**
 * A placement of the week before, as the next week sees it: its Saturday becomes day -1, so
 * Saturday 23:00 for 6 h covers slots -4 to 20 of the week, and the week's slot arithmetic
 * (overlap, air instants) works on it unchanged. Null when it ends by the week's end.
 */
export function carriedIntoNextWeek<T extends Placement>(p: T): (T & { dayIndex: number }) | null {
  if (!crossesWeekEnd(p)) return null;
  return { ...p, dayIndex: p.dayIndex - 7 };
}
