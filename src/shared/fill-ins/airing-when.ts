import { fillInDateLabel, weekdayLabel } from '../messages/fill-ins';
import { dateInZone } from '../schedule/week';
import type { Clock } from '../i18n/clock-text';
import { instantSpan } from '../i18n/instant-clock';

/** "Tue 12 Jan, 10:00–11:00" (or "10:00–11:00 AM") of an airing's instants read in a zone. */
export function airingSpan(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  clock: Clock = '24h',
): string {
  const times = instantSpan(startsAt, endsAt, timeZone, '–', clock);
  return `${fillInDateLabel(dateInZone(startsAt, timeZone))}, ${times}`;
}

/** "Tue 10:00–11:00": an airing's weekday and times read in a zone, as a weekly slot. */
export function weeklySpan(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  clock: Clock = '24h',
): string {
  const times = instantSpan(startsAt, endsAt, timeZone, '–', clock);
  return `${weekdayLabel(dateInZone(startsAt, timeZone))} ${times}`;
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
  clock: Clock = '24h',
): string {
  const theirs = `${airingSpan(startsAt, endsAt, readerZone, clock)} (${readerZone})`;
  if (readerZone === stationZone) return theirs;
  const station = airingSpan(startsAt, endsAt, stationZone, clock);
  return `${theirs}; ${station} station time (${stationZone})`;
}
