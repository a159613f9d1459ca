import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, type ICalMomentStub } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { clockChangeOn, repeatedSpan } from '../schedule/clock-change';
import { wallClockInstant } from '../schedule/wall-clock-instant';
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
 * The moment a wall-clock time names in a zone, as a date in that zone. A time inside a
 * spring-forward gap (01:30 on the night London skips 01:00-02:00) is read with the offset before
 * the gap, as RFC 5545 §3.3.5 says calendar apps must, so it is written as 02:30; a time in a
 * repeated hour is its first occurrence (docs/decisions/0038).
 */
export function wallTimeInZone(time: WallTime, timeZone: string): TZDate {
  return new TZDate(wallClockInstant(time.date, time.minutes, timeZone).getTime(), timeZone);
}

/** "20261124T100000": a wall-clock time as iCalendar writes it beside a TZID, as the grid reads it. */
function localStamp(time: WallTime): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${time.date.replaceAll('-', '')}T${two(Math.floor(time.minutes / 60))}${two(time.minutes % 60)}00`;
}

/**
 * A wall-clock time that names an occurrence of a rule (RECURRENCE-ID), in the moment-like shape
 * ical-generator writes by the value's own reading: a calendar computes the occurrence from the
 * rule's wall-clock reading, skipped or repeated time included, so the name must not be shifted
 * to the instant (02:00 in a skipped hour stays 02:00).
 */
function occurrenceName(time: WallTime, timeZone: string): ICalMomentStub {
  const stamp = localStamp(time);
  const instant = () => wallClockInstant(time.date, time.minutes, timeZone);
  const stub = {
    _isAMomentObject: true,
    format: (pattern?: string) => (pattern === 'YYYYMMDD' ? stamp.slice(0, 8) : stamp.slice(9)),
    clone: () => stub,
    utc: () => stub,
    isValid: () => true,
    toDate: instant,
    toJSON: () => instant().toISOString(),
  };
  return stub;
}

/** Whether an instant reads as a time the zone's clocks show twice, which a TZID cannot tell. */
function readsTwice(at: Date, timeZone: string): boolean {
  const local = new TZDate(at.getTime(), timeZone);
  const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  const span = repeatedSpan(clockChangeOn(date, timeZone));
  const minutes = local.getHours() * 60 + local.getMinutes();
  return span !== null && minutes >= span.from && minutes < span.to;
}

/**
 * The start and end of a single event or an override, as the instants the change-day rule gives
 * (the end never before the start), with the zone to write them in: the station's, or UTC where
 * a time falls in a repeated hour, since "01:30" with a TZID is read as the second 01:30 by some
 * calendars (ical.js among them) and the first by others.
 */
function exactTimes(event: CalendarEvent, timeZone: string) {
  const start = wallClockInstant(event.start.date, event.start.minutes, timeZone);
  const rawEnd = wallClockInstant(event.end.date, event.end.minutes, timeZone);
  const end = rawEnd < start ? start : rawEnd;
  if (readsTwice(start, timeZone) || readsTwice(end, timeZone)) {
    return { start, end, timezone: null };
  }
  return {
    start: new TZDate(start.getTime(), timeZone),
    end: new TZDate(end.getTime(), timeZone),
    timezone: timeZone,
  };
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
 * An override whose times fall in a repeated hour must be written in UTC, but its RECURRENCE-ID
 * needs the station's TZID, and an event has one zone. Such an occurrence is excluded from its
 * master instead and written as an event of its own ("20271107T013000-series-…"), in UTC.
 */
function withoutTwiceReadOverrides(events: CalendarEvent[], timeZone: string): CalendarEvent[] {
  const loose = events.filter(
    (e) => e.recurrenceId && !e.rrule && exactTimes(e, timeZone).timezone === null,
  );
  if (loose.length === 0) return events;
  return events.map((event) => {
    if (loose.includes(event)) {
      return {
        ...event,
        uid: `${localStamp(event.recurrenceId!)}-${event.uid}`,
        recurrenceId: null,
      };
    }
    if (!event.rrule) return event;
    const excluded = loose.filter((o) => o.uid === event.uid).map((o) => o.recurrenceId!);
    return excluded.length === 0 ? event : { ...event, exdates: [...event.exdates, ...excluded] };
  });
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
  for (const event of withoutTwiceReadOverrides(events, timeZone)) {
    // EXDATE beside RRULE: ical-generator writes a rule given as text as is, and ours carries the
    // station's TZID on every excluded date, so a daylight-saving change cannot shift one.
    const repeating = event.rrule
      ? [
          `RRULE:${event.rrule}`,
          ...(event.exdates.length > 0
            ? [`EXDATE;TZID=${timeZone}:${event.exdates.map((e) => localStamp(e)).join(',')}`]
            : []),
        ].join('\n')
      : null;
    const times = event.rrule
      ? {
          start: wallTimeInZone(event.start, timeZone),
          end: wallTimeInZone(event.end, timeZone),
          timezone: timeZone,
        }
      : exactTimes(event, timeZone);
    calendar.createEvent({
      id: event.uid,
      ...times,
      stamp: options.now,
      summary: event.summary,
      description: event.description,
      categories: event.categories.map((name) => ({ name })),
      repeating,
      recurrenceId: event.recurrenceId ? occurrenceName(event.recurrenceId, timeZone) : null,
    });
  }
  return calendar.toString();
}
