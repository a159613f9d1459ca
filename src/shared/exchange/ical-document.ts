import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarEvent, WallTime } from './calendar-events';

export const PRODUCT_ID = {
  company: 'Radio Station',
  product: 'Radio Scheduler',
  language: 'EN',
} as const;

export type ICalOptions = {
  /** The station's IANA zone: every time is written with its TZID and VTIMEZONE. */
  timeZone: string;
  /** The calendar's name as calendar apps show it. */
  name: string;
  /** DTSTAMP of every event: when this document was made. */
  now: Date;
};

/**
 * The moment a wall-clock time names in a zone. A time inside a spring-forward gap (01:30 on the
 * night London skips 01:00-02:00) is read with the offset before the gap, as RFC 5545 §3.3.5
 * says calendar apps must, so it is written as 02:30.
 */
export function wallTimeInZone(time: WallTime, timeZone: string): TZDate {
  const [y, m, d] = time.date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Math.floor(time.minutes / 60), time.minutes % 60, timeZone);
}

/** "20261124T100000": a wall-clock time as iCalendar writes it beside a TZID. */
function localStamp(time: WallTime, timeZone: string): string {
  const t = wallTimeInZone(time, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}${two(t.getMonth() + 1)}${two(t.getDate())}T${two(t.getHours())}${two(t.getMinutes())}00`;
}

/**
 * The VTIMEZONE block of a zone, from the tz database export of timezones-ical-library, and the
 * TZID it defines: an alias is defined under its canonical name ("UTC" as "Etc/UTC"), and every
 * TZID in the file must name a VTIMEZONE in it.
 */
function vtimezoneOf(timeZone: string): { tzid: string; block: string | null } {
  const found = tzlib_get_ical_block(timeZone);
  const block = Array.isArray(found) && found[0] ? found[0] : null;
  const tzid = block ? /^TZID:(.+)$/m.exec(block)?.[1]?.trim() : undefined;
  return { tzid: tzid ?? timeZone, block };
}

/**
 * The calendar's name on one line: ical-generator writes NAME and X-WR-CALNAME as given, so a
 * line break in a show's, a DJ's or the station's name would start a property (or an event) of
 * its own. Control characters become spaces.
 */
function singleLine(text: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text?.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/**
 * An iCalendar document of events: VTIMEZONE of the station zone, every time with its TZID, a
 * series as RRULE plus EXDATE on its master and RECURRENCE-ID on its overrides.
 */
export function toICalendar(events: CalendarEvent[], options: ICalOptions): string {
  const { tzid: timeZone, block } = vtimezoneOf(options.timeZone);
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: singleLine(options.name),
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, which RFC
    // 5545 forbids (it is UTC). Each event names the zone; the generator adds its VTIMEZONE.
    timezone: { name: null, generator: () => block },
    x: { 'X-WR-TIMEZONE': timeZone },
  });
  for (const event of events) {
    // EXDATE beside RRULE: ical-generator writes a rule given as text as is, and ours carries the
    // station's TZID on every excluded date, so a daylight-saving change cannot shift one.
    const repeating = event.rrule
      ? [
          `RRULE:${event.rrule}`,
          ...(event.exdates.length > 0
            ? [
                `EXDATE;TZID=${timeZone}:${event.exdates.map((e) => localStamp(e, timeZone)).join(',')}`,
              ]
            : []),
        ].join('\n')
      : null;
    calendar.createEvent({
      id: event.uid,
      start: wallTimeInZone(event.start, timeZone),
      end: wallTimeInZone(event.end, timeZone),
      timezone: timeZone,
      stamp: options.now,
      summary: event.summary,
      description: event.description,
      categories: event.categories.map((name) => ({ name })),
      repeating,
      recurrenceId: event.recurrenceId ? wallTimeInZone(event.recurrenceId, timeZone) : null,
    });
  }
  return calendar.toString();
}
