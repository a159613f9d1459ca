import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isKnownTimeZone } from '../../../shared/constants/time-zones';
import { zoneNameAt } from '../../../shared/schedule/zone-label';
import type { CivilDate } from '../../../shared/schedule/week';

/**
 * Times on the public pages: the station's zone unless the visitor asked for another (`?tz=`).
 * Readings go through date-fns/tz, the zone code of the rest of the product, so daylight saving
 * is the same everywhere (DESIGN.md D15).
 */
export type DisplayZone = { timeZone: string; isStation: boolean };

/**
 * The zone to show times in: the station's without `tz`, the canonical name of a known zone
 * ("asia/tokyo" is "Asia/Tokyo"), or null for a name no zone answers to.
 */
export function displayZone(asked: string | undefined, stationZone: string): DisplayZone | null {
  if (asked === undefined || asked === '') return { timeZone: stationZone, isStation: true };
  if (asked.length > 64 || !isKnownTimeZone(asked)) return null;
  const timeZone = new Intl.DateTimeFormat('en-US', { timeZone: asked }).resolvedOptions().timeZone;
  return { timeZone, isStation: timeZone === stationZone };
}

/** "18:30": the clock reading of an instant in a zone. */
export function clockTime(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'HH:mm');
}

/** "Tuesday, Nov 24": a day heading. */
export function dayHeading(date: CivilDate): string {
  return format(new TZDate(`${date}T12:00:00Z`, 'UTC'), 'EEEE, MMM d');
}

/** "Tue Nov 24, 18:30": an airing in a list of next airings. */
export function dayAndTime(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'EEE MMM d, HH:mm');
}

/**
 * "London time (BST)": what every view states about its times, named as the staff screens name
 * zones (one formatter, zone-label.ts).
 */
export function zoneLabel(timeZone: string, at: Date): string {
  return zoneNameAt(timeZone, at);
}

/** Minutes since the zone's midnight: 18:30 is 1110. */
export function minutesOfDay(at: Date, timeZone: string): number {
  const t = new TZDate(at.getTime(), timeZone);
  return t.getHours() * 60 + t.getMinutes();
}
