import { TZDate } from '@date-fns/tz';
import { SLOT_MINUTES, SLOTS_PER_DAY } from '../constants/limits';
import { localText, type LocalText } from '../i18n/local-text';
import type { ClockChange } from './clock-change-kind';
import { absoluteSlot, clockTime, slotRange, type Clock, type Placement } from './slots';
import { addDays, type CivilDate } from './week';
import { wallClockInstant } from './wall-clock-instant';

/**
 * The change-day rule (docs/decisions/0038): slots stay station wall-clock time, and a wall-clock
 * time names the instant RFC 5545 gives it, which is what every calendar app reads from our .ics:
 * a time inside a skipped span (02:30 on the night New York springs forward) is read with the
 * offset before the change, so it airs at 03:30; a time inside a repeated span airs at its first
 * occurrence. A show's real airtime is the span between those two instants.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

// Readers of the rule take the change's shape from here, with it.
export type { ClockChange };

/** Minutes east of UTC a zone's clocks read at an instant. */
function offsetMinutesAt(ms: number, timeZone: string): number {
  return -new TZDate(ms, timeZone).getTimezoneOffset();
}

/** The civil date and minutes after midnight of an instant read with a fixed offset. */
function readingWithOffset(
  ms: number,
  offsetMinutes: number,
): { date: CivilDate; minutes: number } {
  const shifted = new Date(ms + offsetMinutes * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Per zone, per date: a feed or a week read asks about the same few dates thousands of times. */
const changeCache = new Map<string, Map<CivilDate, ClockChange | null>>();
const MAX_KEPT_DATES = 20_000;

/**
 * The clock change on a station date, or null: clockChangeOn("2027-03-14", "America/New_York") is
 * forward at 02:00 by 60 minutes. A change is counted on the date whose clock reads its start
 * before it happens; a change back at midnight belongs to the evening before (its repeated hour
 * is 23:00-24:00 of that day).
 */
export function clockChangeOn(date: CivilDate, timeZone: string): ClockChange | null {
  let ofZone = changeCache.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    changeCache.set(timeZone, ofZone);
  }
  const kept = ofZone.get(date);
  if (kept !== undefined) return kept;
  const change = findClockChange(date, timeZone);
  if (ofZone.size > MAX_KEPT_DATES) ofZone.clear();
  ofZone.set(date, change);
  return change;
}

function findClockChange(date: CivilDate, timeZone: string): ClockChange | null {
  // Look a few hours either side of the day, so a change at midnight is found from both days.
  let lo = wallClockInstant(date, 0, timeZone).getTime() - 3 * HOUR_MS;
  let hi = wallClockInstant(addDays(date, 1), 0, timeZone).getTime() + 3 * HOUR_MS;
  const before = offsetMinutesAt(lo, timeZone);
  const after = offsetMinutesAt(hi, timeZone);
  if (before === after) return null;
  // The first minute with the new offset; zones change at whole minutes.
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutesAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  const reading = readingWithOffset(hi, before);
  const kind = after > before ? 'forward' : 'back';
  const shiftMinutes = Math.abs(after - before);
  const owner =
    kind === 'back' && reading.minutes === 0
      ? { date: addDays(reading.date, -1), minutes: 24 * 60 }
      : reading;
  if (owner.date !== date) return null;
  return { kind, atMinutes: owner.minutes, shiftMinutes };
}

/** The wall-clock minutes of a date that do not exist: [02:00, 03:00) the night clocks go forward. */
export function missingSpan(change: ClockChange | null): { from: number; to: number } | null {
  if (!change || change.kind !== 'forward') return null;
  return { from: change.atMinutes, to: change.atMinutes + change.shiftMinutes };
}

/** The wall-clock minutes of a date that happen twice: [01:00, 02:00) the night clocks go back. */
export function repeatedSpan(change: ClockChange | null): { from: number; to: number } | null {
  if (!change || change.kind !== 'back') return null;
  return { from: change.atMinutes - change.shiftMinutes, to: change.atMinutes };
}

/** "Clocks go forward 02:00 → 03:00" / "Clocks go back 02:00 → 01:00", for a day's header. */
export function clockChangeLabel(change: ClockChange): string {
  const to =
    change.kind === 'forward'
      ? change.atMinutes + change.shiftMinutes
      : change.atMinutes - change.shiftMinutes;
  return `Clocks go ${change.kind} ${clockTime(change.atMinutes)} → ${clockTime(to)}`;
}

/** The station date and wall-clock minutes of a slot of a week, which may be next week's 00:00. */
export function wallTimeOfSlot(
  weekId: CivilDate,
  slot: number,
): { date: CivilDate; minutes: number } {
  return {
    date: addDays(weekId, Math.floor(slot / SLOTS_PER_DAY)),
    // Slots before the week (a show carried in from the week before) count back from its Sunday.
    minutes: (((slot % SLOTS_PER_DAY) + SLOTS_PER_DAY) % SLOTS_PER_DAY) * SLOT_MINUTES,
  };
}

/** The instants a placement of a week airs between, by the change-day rule. */
export function airInterval(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): { start: Date; end: Date } {
  const first = absoluteSlot(placement.dayIndex, placement.timeIndex);
  const startAt = wallTimeOfSlot(weekId, first);
  const endAt = wallTimeOfSlot(weekId, first + placement.duration);
  const start = wallClockInstant(startAt.date, startAt.minutes, timeZone);
  const end = wallClockInstant(endAt.date, endAt.minutes, timeZone);
  // A start late in a skipped span reads past an end just after it (02:45-03:00 the night New
  // York springs forward reads 03:45-03:00): such a block has no real time left, and airs for
  // none rather than for less than none.
  return { start, end: end < start ? start : end };
}

/** Minutes a placement is really on air: 180 for 00:00-04:00 the night clocks go forward. */
export function airtimeMinutes(weekId: CivilDate, placement: Placement, timeZone: string): number {
  const { start, end } = airInterval(weekId, placement, timeZone);
  return Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
}

/**
 * Where a placement's start or end falls inside a skipped span, which no new placement may do: a
 * start at 02:00-02:45, or an end at 02:15-02:45, the night New York springs forward. An end at
 * 02:00 is the moment the clocks change, and is allowed.
 */
export function edgeInMissingTime(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): 'start' | 'end' | null {
  return missingEdge(weekId, placement, timeZone)?.edge ?? null;
}

/**
 * The edge in skipped time (as edgeInMissingTime), with its date and the change that day. An edge
 * a move or resize leaves where it was (`before`) is not questioned: a block that came in by a
 * bulk path (copy, import, a series) keeps its place, and only the edge being dragged is.
 */
function missingEdge(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
  before?: Placement,
): { edge: 'start' | 'end'; date: CivilDate; change: ClockChange } | null {
  const edges = slotRange(placement);
  const kept = before && slotRange(before);
  for (const edge of ['start', 'end'] as const) {
    if (kept && kept[edge] === edges[edge]) continue;
    const at = wallTimeOfSlot(weekId, edges[edge]);
    const change = clockChangeOn(at.date, timeZone);
    const gap = missingSpan(change);
    const inside =
      gap !== null &&
      (edge === 'start'
        ? at.minutes >= gap.from && at.minutes < gap.to
        : at.minutes > gap.from && at.minutes < gap.to);
    if (inside) return { edge, date: at.date, change: change! };
  }
  return null;
}

/** A station date as the instant `{date, date, …}` placeholders read it: its noon in UTC. */
export function dateValue(date: CivilDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * The refusal of a placement whose start or end falls inside a skipped span, naming the change
 * ("Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00 and
 * 03:00."), or null when the placement's edges are real times or, given `before`, unmoved. A
 * `schedule` catalog key (decision 0074): the server says it in the request's language on the
 * 24-hour clock, the grid in the screen's language on the reader's `clock`.
 */
export function missingTimeRefusal(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
  before?: Placement,
  clock: Clock = '24h',
): LocalText | null {
  const found = missingEdge(weekId, placement, timeZone, before);
  if (!found) return null;
  const { atMinutes, shiftMinutes } = found.change;
  return localText('schedule:clockChange.refusal', {
    at: clockTime(atMinutes, clock),
    date: dateValue(found.date),
    to: clockTime(atMinutes + shiftMinutes, clock),
  });
}

/** Whether a placement starts inside a repeated span, so it airs at the first of the two. */
export function startsInRepeatedTime(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): boolean {
  const startAt = wallTimeOfSlot(weekId, absoluteSlot(placement.dayIndex, placement.timeIndex));
  const span = repeatedSpan(clockChangeOn(startAt.date, timeZone));
  return span !== null && startAt.minutes >= span.from && startAt.minutes < span.to;
}

/** "3 h", "3 h 15 min", "45 min": an airtime as the grid and the dashboard say it. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "3 h", "3 h 15 min", "45 min" as a `schedule` catalog text (the grid's change-day notes). */
export function durationText(minutes: number): LocalText {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return localText('schedule:duration.minutes', { minutes: rest });
  return rest === 0
    ? localText('schedule:duration.hours', { hours })
    : localText('schedule:duration.hoursMinutes', { hours, minutes: rest });
}

/**
 * "3 h on air: clocks go forward" as a `schedule` catalog text, where a placement's real airtime
 * differs from its wall-clock length; null on every other placement.
 */
export function airtimeText(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): LocalText | null {
  const real = airtimeMinutes(weekId, placement, timeZone);
  const wall = placement.duration * SLOT_MINUTES;
  if (real === wall) return null;
  return localText('schedule:clockChange.airtime', {
    duration: durationText(real),
    kind: real < wall ? 'forward' : 'back',
  });
}

/**
 * "3 h on air: clocks go forward", where a placement's real airtime differs from its wall-clock
 * length; null on every other placement. English, for the exports' rows.
 */
export function airtimeNote(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): string | null {
  const real = airtimeMinutes(weekId, placement, timeZone);
  const wall = placement.duration * SLOT_MINUTES;
  if (real === wall) return null;
  return `${durationLabel(real)} on air: clocks go ${real < wall ? 'forward' : 'back'}`;
}

/**
 * What the change does to a placement, for a details panel or an export's row, or null: "Airs at
 * 03:00: clocks go forward" (a start in skipped time, which only bulk paths can leave), "Airs at
 * the first 01:30: clocks go back" (a start in repeated time), and the airtime note.
 */
export function clockChangeNote(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
): string | null {
  const startAt = wallTimeOfSlot(weekId, absoluteSlot(placement.dayIndex, placement.timeIndex));
  const change = clockChangeOn(startAt.date, timeZone);
  const gap = missingSpan(change);
  const notes: string[] = [];
  if (gap && startAt.minutes >= gap.from && startAt.minutes < gap.to) {
    notes.push(`Airs at ${clockTime(startAt.minutes + gap.to - gap.from)}: clocks go forward`);
  } else if (startsInRepeatedTime(weekId, placement, timeZone)) {
    notes.push(`Airs at the first ${clockTime(startAt.minutes)}: clocks go back`);
  }
  const airtime = airtimeNote(weekId, placement, timeZone);
  if (airtime) notes.push(airtime);
  return notes.length > 0 ? notes.join('; ') : null;
}
