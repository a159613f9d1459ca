import { DAYS_PER_WEEK, SLOT_MINUTES, SLOTS_PER_DAY, SLOTS_PER_WEEK } from '../constants/limits';
import { clockSpan, clockTime, type Clock } from '../i18n/clock-text';

export { clockTime, type Clock };

/** Slot and pixel arithmetic of the weekly grid (SPEC.md §9): 15-minute slots, 20 px each. */
export const SLOT_PX = 20;
export const DAY_PX = SLOT_PX * SLOTS_PER_DAY;

export type Placement = { dayIndex: number; timeIndex: number; duration: number };

/** Position of a slot in the week: Monday (1) 10:00 (slot 40) is 1 x 96 + 40 = 136. */
export function absoluteSlot(dayIndex: number, timeIndex: number): number {
  return dayIndex * SLOTS_PER_DAY + timeIndex;
}

/** The half-open slot range a placement covers in the week. */
export function slotRange(p: Placement): { start: number; end: number } {
  const start = absoluteSlot(p.dayIndex, p.timeIndex);
  return { start, end: start + p.duration };
}

/** The slot under a pointer y offset inside a day column, clamped: 205 px is slot 10. */
export function slotAtY(y: number): number {
  return Math.min(SLOTS_PER_DAY - 1, Math.max(0, Math.floor(y / SLOT_PX)));
}

/** A slot's clock (clock-text.ts): 41 is "10:15" or "10:15 AM"; 96 (end of day) "24:00". */
export function slotTime(timeIndex: number, clock: Clock = '24h'): string {
  return clockTime(timeIndex * SLOT_MINUTES, clock);
}

/**
 * "10:00 - 12:00"; a range past midnight shows the next day's clock: "23:00 - 01:00"; a show of a
 * whole day says so, as its clocks alone read like an empty range: "10:00 - 10:00 (+1 day)".
 * In 12 hours: "10:00 AM - 12:00 PM", "6:00 - 7:00 PM", "11:00 PM - 1:00 AM".
 */
export function timeRangeLabel(
  timeIndex: number,
  duration: number,
  clock: Clock = '24h',
  language = 'en',
): string {
  return clockRange(timeIndex, duration, ' - ', clock, language);
}

/**
 * A start and end clock joined by `dash` ("–" in running text), as timeRangeLabel; a whole day's
 * "(+1 day)" in `language` ("(+1 Tag)").
 */
export function clockRange(
  timeIndex: number,
  duration: number,
  dash: string,
  clock: Clock = '24h',
  language = 'en',
): string {
  const end = (timeIndex + duration) % SLOTS_PER_DAY;
  const days = Math.floor((timeIndex + duration) / SLOTS_PER_DAY);
  const wholeDay = duration >= SLOTS_PER_DAY && end === timeIndex % SLOTS_PER_DAY;
  const more = wholeDay ? ` (${laterDays(language).format(days)})` : '';
  // The end on a later day keeps its own AM/PM: "11:00 PM - 1:00 AM", never "1:00 - 1:30 AM".
  const sameDay = timeIndex + duration < SLOTS_PER_DAY;
  const from = timeIndex * SLOT_MINUTES;
  return `${clockSpan(from, end * SLOT_MINUTES, dash, clock, sameDay)}${more}`;
}

const dayCounts = new Map<string, Intl.NumberFormat>();

/** "+1 day", "+2 Tage": a count of days later, from Intl, kept per language. */
function laterDays(language: string): Intl.NumberFormat {
  let format = dayCounts.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
      signDisplay: 'always',
    });
    dayCounts.set(language, format);
  }
  return format;
}

export { DAYS_PER_WEEK, SLOTS_PER_DAY, SLOTS_PER_WEEK };

export type DaySegment = {
  dayIndex: number;
  timeIndex: number;
  duration: number;
  continuation: boolean;
};

/**
 * The pieces a placement is drawn as, one per day it touches: a 2 h show at Monday 23:00 is
 * Monday 23:00-24:00 and a "(cont.)" piece Tuesday 00:00-01:00. One carried in from the week
 * before (Saturday 23:00 for 6 h, as day -1) is its "(cont.)" piece Sunday 00:00-05:00.
 */
export function daySegments(p: Placement): DaySegment[] {
  const segments: DaySegment[] = [];
  let { start } = slotRange(p);
  const { end } = slotRange(p);
  // A show carried in from the week before (day -1, week-edge.ts) is drawn from Sunday 00:00.
  let continuation = start < 0;
  start = Math.max(0, start);
  while (start < end && start < SLOTS_PER_WEEK) {
    const dayIndex = Math.floor(start / SLOTS_PER_DAY);
    const timeIndex = start % SLOTS_PER_DAY;
    const duration = Math.min(end, (dayIndex + 1) * SLOTS_PER_DAY) - start;
    segments.push({ dayIndex, timeIndex, duration, continuation });
    start += duration;
    continuation = true;
  }
  return segments;
}

export type ResizeEdge = 'top' | 'bottom';

/**
 * The placement a resize gesture gives: one slot per 20 px dragged, at least one slot, and the
 * dragged edge stays inside the day it is on (SPEC.md §4 "Resize": not past the end of the day).
 * Dragging the bottom of a 10:00-11:00 show down 45 px gives 10:00-11:30 (two slots; partial
 * slots round toward zero). A show past midnight resizes too: its top within the day it starts,
 * its bottom within the day it ends, so Monday 23:00 - Tuesday 01:00 can be cut back to midnight.
 */
export function resizePlacement(
  p: Placement,
  edge: ResizeEdge,
  deltaPx: number,
): Placement & { valid: boolean } {
  const deltaSlots = Math.trunc(deltaPx / SLOT_PX);
  if (edge === 'bottom') {
    const duration = p.duration + deltaSlots;
    // The end of the day holding the show's last slot, counted from the start of its first day.
    const endDayLimit =
      (Math.floor((p.timeIndex + p.duration - 1) / SLOTS_PER_DAY) + 1) * SLOTS_PER_DAY;
    return { ...p, duration, valid: duration >= 1 && p.timeIndex + duration <= endDayLimit };
  }
  const timeIndex = p.timeIndex + deltaSlots;
  const duration = p.duration - deltaSlots;
  return {
    ...p,
    timeIndex,
    duration,
    valid: duration >= 1 && timeIndex >= 0 && timeIndex < SLOTS_PER_DAY,
  };
}
