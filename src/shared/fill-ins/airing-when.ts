import { fillInDateLabel, weekdayLabel } from '../messages/fill-ins';
import { dateInZone, minutesInZone } from '../schedule/week';
import { clockTime } from '../schedule/slots';

const times = (startsAt: Date, endsAt: Date, timeZone: string) =>
  `${clockTime(minutesInZone(startsAt, timeZone))}–${clockTime(minutesInZone(endsAt, timeZone))}`;

/** "Tue 12 Jan, 10:00–11:00" of an airing's instants read in a zone. */
export function airingSpan(startsAt: Date, endsAt: Date, timeZone: string): string {
  return `${fillInDateLabel(dateInZone(startsAt, timeZone))}, ${times(startsAt, endsAt, timeZone)}`;
}

/** "Tue 10:00–11:00": an airing's weekday and times read in a zone, as a weekly slot. */
export function weeklySpan(startsAt: Date, endsAt: Date, timeZone: string): string {
  return `${weekdayLabel(dateInZone(startsAt, timeZone))} ${times(startsAt, endsAt, timeZone)}`;
}

/**
 * When an airing is, in the reader's zone, with the station's when it differs:
 * "Tue 12 Jan, 15:00–16:00 (Europe/London); Tue 12 Jan, 10:00–11:00 station time (America/New_York)".
 */
export function airingWhen(
  startsAt: Date,
  endsAt: Date,
  readerZone: string,
  stationZone: string,
): string {
  const theirs = `${airingSpan(startsAt, endsAt, readerZone)} (${readerZone})`;
  if (readerZone === stationZone) return theirs;
  return `${theirs}; ${airingSpan(startsAt, endsAt, stationZone)} station time (${stationZone})`;
}
