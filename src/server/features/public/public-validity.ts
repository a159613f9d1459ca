import { addDays, dateInZone } from '../../../shared/schedule/week';
import { wallClockInstant } from '../../../shared/schedule/wall-clock-instant';

/** Listeners' pages and apps may cache an answer at most this long; a change shows within it. */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * How long a public answer may be cached, as Cache-Control and Expires: until it stops holding
 * (`until`: the next start or end of an airing, say), never longer than PUBLIC_MAX_AGE_SECONDS,
 * since a staff change can end it earlier. Computed from the instant it is sent, so an answer
 * kept and sent again later says only what is left of its time.
 */
export function validityHeaders(
  now: Date,
  until: Date | null | undefined,
): { 'cache-control': string; expires: string } {
  const left = until ? Math.floor((until.getTime() - now.getTime()) / 1000) : Infinity;
  const maxAge = Math.max(0, Math.min(PUBLIC_MAX_AGE_SECONDS, left));
  return {
    'cache-control': `public, max-age=${maxAge}`,
    expires: new Date(now.getTime() + maxAge * 1000).toUTCString(),
  };
}

/** The instant the minute after `now` begins: when a page that shows the minute changes. */
export const nextMinute = (now: Date) =>
  new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);

/** The instant the station's next day begins (its midnight, in its zone). */
export const nextStationDay = (now: Date, timeZone: string) =>
  wallClockInstant(addDays(dateInZone(now, timeZone), 1), 0, timeZone);
