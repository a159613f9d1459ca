import { fillInDateLabel } from '../messages/fill-ins';
import { dateInZone, minutesInZone } from '../schedule/week';
import { clockTime } from '../schedule/slots';

/** "Tue 12 Jan, 10:00–11:00" of an airing's instants read in a zone. */
export function airingSpan(startsAt: Date, endsAt: Date, timeZone: string): string {
  const from = clockTime(minutesInZone(startsAt, timeZone));
  const to = clockTime(minutesInZone(endsAt, timeZone));
  return `${fillInDateLabel(dateInZone(startsAt, timeZone))}, ${from}–${to}`;
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
