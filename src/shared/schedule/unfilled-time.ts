import { SLOT_MINUTES, SLOTS_PER_DAY, SLOTS_PER_WEEK } from '../constants/limits';
import { clockChangeOn, wallTimeOfSlot } from './clock-change';
import { shortPlacementLabel } from './dj-clash';
import { slotRange, type Placement } from './slots';
import { wallClockInstant } from './wall-clock-instant';
import { addDays, type CivilDate } from './week';

/**
 * Unfilled time (issue 35, decision 0070): the stretches of a week no airing covers. Slots are the
 * station's wall clock, so gaps are found on the slots the grid draws (its own shows, series
 * airings, continuations carried in from the week before as day -1); their length is real
 * elapsed time by the change-day rule (decision 0038): 00:00–04:00 the night clocks go forward
 * is 3 h.
 */
export type Gap = {
  /** First empty slot of the week (0 = Sunday 00:00). */
  startSlot: number;
  /** The slot after the last empty one (672 = the next Sunday 00:00). */
  endSlot: number;
  /** Real minutes the gap lasts. */
  minutes: number;
};

export type WeekCoverage = {
  /** Real minutes from the week's Sunday 00:00 to the next one: 10,020 the week clocks go forward. */
  weekMinutes: number;
  coveredMinutes: number;
  unfilledMinutes: number;
  /** Every empty stretch, in order, however short. */
  gaps: Gap[];
};

/** The station minimum a gap must reach to be shown or questioned: 15 minutes to 6 hours. */
export const GAP_MINIMUM = { min: 15, max: 360, step: 15, default: 60 } as const;

/** What a station does with a week that has gaps at Finalize (Station Settings → Schedule). */
export const UNFILLED_FINALIZE_RULES = ['allow', 'confirm', 'refuse'] as const;
export type UnfilledFinalizeRule = (typeof UNFILLED_FINALIZE_RULES)[number];

/**
 * The coverage of a week by the placements drawn on it (a week's own blocks and those carried in
 * as day -1; parts before Sunday 00:00 or after Saturday 24:00 are not this week's). An empty
 * week is one gap of the whole week; overlapping shows cover their union once.
 * Example: Monday 02:00–06:00 empty, every other slot placed → one gap { 100, 116, 240 min }.
 */
export function weekCoverage(
  weekId: CivilDate,
  placements: readonly Placement[],
  timeZone: string,
): WeekCoverage {
  const covered = new Uint8Array(SLOTS_PER_WEEK);
  for (const p of placements) {
    const { start, end } = slotRange(p);
    covered.fill(1, Math.max(0, start), Math.min(SLOTS_PER_WEEK, Math.max(0, end)));
  }
  const instantOf = boundaryInstants(weekId, timeZone);
  const start = instantOf(0);
  const gaps: Gap[] = [];
  let coveredMinutes = 0;
  let runStart = 0;
  let runStartAt = start;
  for (let slot = 1; slot <= SLOTS_PER_WEEK; slot += 1) {
    if (slot < SLOTS_PER_WEEK && covered[slot] === covered[runStart]) continue;
    const slotAt = instantOf(slot);
    const minutes = Math.round((slotAt - runStartAt) / 60_000);
    if (covered[runStart]) coveredMinutes += minutes;
    else gaps.push({ startSlot: runStart, endSlot: slot, minutes });
    runStart = slot;
    runStartAt = slotAt;
  }
  const weekMinutes = Math.round((runStartAt - start) / 60_000);
  return { weekMinutes, coveredMinutes, unfilledMinutes: weekMinutes - coveredMinutes, gaps };
}

/**
 * The instant (ms) of each slot boundary, asked in ascending order. On a week without a clock
 * change every slot is 15 minutes and no zone is asked (the dashboard counts a thousand weeks).
 * Across a change each boundary is the instant its wall-clock time names (decision 0038); one
 * inside a skipped hour can name an instant after a later boundary's, so instants are read as
 * never going back (the latest so far), which keeps every run at zero minutes or more and the
 * runs adding up to the week. Only the boundaries of runs are asked, not every slot.
 */
function boundaryInstants(weekId: CivilDate, timeZone: string): (slot: number) => number {
  if (!hasClockChange(weekId, timeZone)) return (slot) => slot * SLOT_MINUTES * 60_000;
  let latest = -Infinity;
  return (slot) => {
    const { date, minutes } = wallTimeOfSlot(weekId, slot);
    latest = Math.max(latest, wallClockInstant(date, minutes, timeZone).getTime());
    return latest;
  };
}

/**
 * Whether any day of the week has a clock change. A change at the midnight that ends the week
 * belongs to its Saturday (clock-change.ts), so the seven days are all a week can hold.
 */
export function hasClockChange(weekId: CivilDate, timeZone: string): boolean {
  // Asked for every week counted, more than once (airtime, coverage): a zone's rules do not
  // change while the code runs, so each answer is kept (a report of two years asked 1,400 days).
  const key = `${timeZone}|${weekId}`;
  let known = clockChangeWeeks.get(key);
  if (known === undefined) {
    known = false;
    for (let day = 0; day < 7 && !known; day += 1) {
      known = clockChangeOn(addDays(weekId, day), timeZone) !== null;
    }
    if (clockChangeWeeks.size >= KEPT_CLOCK_WEEKS) clockChangeWeeks.clear();
    clockChangeWeeks.set(key, known);
  }
  return known;
}

/** Twenty years of weeks in two zones. */
const KEPT_CLOCK_WEEKS = 2_048;
const clockChangeWeeks = new Map<string, boolean>();

/** The gaps a station shows and questions: those of at least its minimum (minutes). */
export function gapsAtLeast(gaps: readonly Gap[], minimumMinutes: number): Gap[] {
  return gaps.filter((g) => g.minutes >= minimumMinutes && g.minutes > 0);
}

/** A gap as a placement (day, start, length in slots), for drawing it and day pieces. */
export function gapPlacement(gap: Pick<Gap, 'startSlot' | 'endSlot'>): Placement {
  return {
    dayIndex: Math.floor(gap.startSlot / SLOTS_PER_DAY),
    timeIndex: gap.startSlot % SLOTS_PER_DAY,
    duration: gap.endSlot - gap.startSlot,
  };
}

/** "Mon 02:00–06:00"; a gap past midnight reads "Sat 22:00–06:00". */
export function gapLabel(gap: Pick<Gap, 'startSlot' | 'endSlot'>): string {
  return shortPlacementLabel(gapPlacement(gap));
}

/** "4 h", "12.5 h": unfilled hours in a header or a refusal (whole hours without a decimal). */
export function unfilledHoursLabel(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${Number.isInteger(hours) ? hours.toFixed(0) : hours.toFixed(1)} h`;
}

/**
 * The instants a gap lasts between, as the air instants of the shows around it are read
 * (airInterval, decision 0038), so a gap ends exactly where the next show starts. Monday
 * 02:00–06:00 of 2027-03-01 in New York is 07:00Z–11:00Z.
 */
export function gapInterval(
  weekId: CivilDate,
  gap: Pick<Gap, 'startSlot' | 'endSlot'>,
  timeZone: string,
): { start: Date; end: Date } {
  const at = (slot: number) => {
    const { date, minutes } = wallTimeOfSlot(weekId, slot);
    return wallClockInstant(date, minutes, timeZone);
  };
  const start = at(gap.startSlot);
  const end = at(gap.endSlot);
  return { start, end: end < start ? start : end };
}
