import type { TimeFormat } from './time-format';

/**
 * The one place a clock reading becomes text (issue 37 point 4, decision 0076). The 24-hour
 * clock is the spec's "18:00" form, byte for byte as the product always wrote it, and the
 * default of every function here, so a caller that passes no clock reads as before. The 12-hour
 * clock reads "6:00 PM": midnight is "12:00 AM", noon "12:00 PM", the end of a day (24:00)
 * "12:00 AM" again. AM and PM are plain ASCII after a plain space, whatever the language: the
 * same bytes in a block, an e-mail and a test.
 */
export type Clock = TimeFormat;

const MINUTES_PER_DAY = 24 * 60;
const two = (n: number) => String(n).padStart(2, '0');

/** The hour on a 12-hour dial: 0 and 12 are 12, 13 is 1. */
const dialHour = (hour: number) => hour % 12 || 12;

/** "AM" for the minutes of the first half of a day (0:00-11:59), "PM" for the second; 24:00 is AM. */
const meridiem = (minutes: number) => (Math.floor(minutes / 60) % 24 < 12 ? 'AM' : 'PM');

/** The clock face without AM/PM: "6:00" (12-hour) of 18:00. */
const face12 = (minutes: number) => `${dialHour(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/**
 * Minutes after midnight as a clock: 615 is "10:15" or "10:15 AM"; 1440 (the end of the day) is
 * "24:00" or "12:00 AM".
 */
export function clockTime(minutes: number, clock: Clock = '24h'): string {
  if (clock === '12h') return `${face12(minutes)} ${meridiem(minutes)}`;
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** An hour of the grid's time column: "06:00" or "6 AM"; 0 is "12 AM", 12 "12 PM". */
export function hourLabel(hour: number, clock: Clock = '24h'): string {
  if (clock === '12h') return `${dialHour(hour)} ${meridiem(hour * 60)}`;
  return clockTime(hour * 60);
}

/**
 * Two clock readings joined by `dash`: "18:00 - 19:00"; in 12 hours "6:00 - 7:00 PM" when both
 * are in the same half of the same day (the AM/PM said once, as people write it), else each
 * with its own: "11:00 AM - 1:00 PM", "11:00 PM - 5:00 AM" (overnight), "11:00 PM - 12:00 AM".
 * `sameDay` is false when the end is on a later day, where one AM/PM would read as a short range.
 */
export function clockSpan(
  from: number,
  to: number,
  dash: string,
  clock: Clock = '24h',
  sameDay = from < to,
): string {
  if (clock === '12h' && sameDay && to < MINUTES_PER_DAY && meridiem(from) === meridiem(to)) {
    return `${face12(from)}${dash}${clockTime(to, clock)}`;
  }
  return `${clockTime(from, clock)}${dash}${clockTime(to, clock)}`;
}

/** Minutes after midnight of a stored "HH:MM" (the API's form whatever the clock): "09:15" is 555. */
export const minutesOfClock = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A stored "HH:MM" read on a clock: "18:30" stays "18:30", or reads "6:30 PM". */
export const storedClock = (time: string, clock: Clock = '24h'): string =>
  clock === '24h' ? time : clockTime(minutesOfClock(time), clock);
