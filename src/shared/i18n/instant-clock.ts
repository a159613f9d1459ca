import { minutesInZone } from '../schedule/week';
import { clockSpan, clockTime, type Clock } from './clock-text';

/**
 * Instants (an airing's start and end, when something was sent) read as a clock in a zone, for
 * e-mails and server-written text (decision 0076): the recipient's clock ('24h' keeps the spec's
 * "18:00"). The reading is the zone's wall clock on that day, so across a clock change 01:30
 * before and after "clocks go back" both read "1:30 AM": the date beside it tells them apart.
 */
export function instantClock(at: Date, timeZone: string, clock: Clock = '24h'): string {
  return clockTime(minutesInZone(at, timeZone), clock);
}

/** "18:00–19:00" or "6:00–7:00 PM" of two instants in a zone; an end on a later day keeps its AM/PM. */
export function instantSpan(
  start: Date,
  end: Date,
  timeZone: string,
  dash: string,
  clock: Clock = '24h',
): string {
  const from = minutesInZone(start, timeZone);
  const to = minutesInZone(end, timeZone);
  const sameDay = from < to && end.getTime() - start.getTime() < 24 * 60 * 60_000;
  return clockSpan(from, to, dash, clock, sameDay);
}
