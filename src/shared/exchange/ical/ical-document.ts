import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { clockChangeOn, repeatedSpan } from '../../schedule/clock-change';
import { wallClockInstant } from '../../schedule/wall-clock-instant';
import { dateInZone, minutesInZone } from '../../schedule/week';
import type { CalendarEvent, WallTime } from './calendar-event';
import { looseUid } from './calendar-events';

export const PRODUCT_ID = '-//Radio Station//Radio Scheduler//EN';

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

/**
 * A wall-clock time as iCalendar writes it beside a TZID: "20261124T100000". It names the time as
 * the grid reads it, so a RECURRENCE-ID or EXDATE is never shifted to the instant (a calendar
 * computes occurrences from the rule's wall-clock reading, skipped or repeated time included).
 */
function floatingTime(time: WallTime): ICAL.Time {
  const [year, month, day] = time.date.split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({
    year,
    month,
    day,
    hour: Math.floor(time.minutes / 60),
    minute: time.minutes % 60,
    second: 0,
    isDate: false,
  });
}

/** Whether an instant reads as a time the zone's clocks show twice, which a TZID cannot tell. */
function readsTwice(at: Date, timeZone: string): boolean {
  const local = readingOf(at, timeZone);
  const span = repeatedSpan(clockChangeOn(local.date, timeZone));
  return span !== null && local.minutes >= span.from && local.minutes < span.to;
}

/**
 * The start and end of a single event or an override, as the instants the change-day rule gives
 * (the end never before the start), with the zone to write them in: the station's, or UTC where
 * a time falls in a repeated hour, since "01:30" with a TZID is read as the second 01:30 by some
 * calendars (ical.js among them) and the first by others.
 */
function exactTimes(event: CalendarEvent, timeZone: string) {
  if (!touchedByChange(event.start, timeZone) && !touchedByChange(event.end, timeZone)) {
    // No change that day: each wall time names one instant and reads as itself.
    return { start: event.start, end: event.end, timezone: timeZone };
  }
  const start = wallClockInstant(event.start.date, event.start.minutes, timeZone);
  const rawEnd = wallClockInstant(event.end.date, event.end.minutes, timeZone);
  const end = rawEnd < start ? start : rawEnd;
  if (readsTwice(start, timeZone) || readsTwice(end, timeZone)) {
    return { start, end, timezone: null };
  }
  return { start: readingOf(start, timeZone), end: readingOf(end, timeZone), timezone: timeZone };
}

/** Whether a clock change falls on a wall time's date (its instant may then differ from it). */
const touchedByChange = (time: WallTime, timeZone: string) =>
  clockChangeOn(time.date, timeZone) !== null;

/** The wall time an instant reads as on a zone's clock. */
const readingOf = (at: Date, timeZone: string): WallTime => ({
  date: dateInZone(at, timeZone),
  minutes: minutesInZone(at, timeZone),
});

/**
 * Where a master stands: its wall time, or on a change day the reading of the instant the rule
 * gives it (02:30 in a skipped hour is written 03:30).
 */
const masterTime = (time: WallTime, timeZone: string): WallTime =>
  touchedByChange(time, timeZone) ? readingOf(wallTimeInZone(time, timeZone), timeZone) : time;

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
 * The calendar's name on one line: NAME and X-WR-CALNAME are written as given, so a
 * line break in a show's, a DJ's or the station's name would start a property (or an event) of
 * its own. Control characters become spaces.
 */
function singleLine(text: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text?.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/**
 * A TEXT value as ical.js may write it: it escapes line feeds but not carriage returns, which some
 * readers take as line breaks, so a description typed with CRLF keeps its lines as line feeds and
 * no other control character reaches the file.
 */
function textValue(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
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
        uid: looseUid(event.recurrenceId!, event.uid),
        recurrenceId: null,
      };
    }
    if (!event.rrule) return event;
    const excluded = loose.filter((o) => o.uid === event.uid).map((o) => o.recurrenceId!);
    return excluded.length === 0 ? event : { ...event, exdates: [...event.exdates, ...excluded] };
  });
}

/** A DTSTART, DTEND or RECURRENCE-ID: a reading beside the zone's TZID, or a UTC instant. */
function timeProperty(name: string, time: ICAL.Time, tzid: string | null): ICAL.Property {
  const property = new ICAL.Property(name);
  if (tzid) property.setParameter('tzid', tzid);
  property.setValue(time);
  return property;
}

/**
 * An iCalendar document of events: VTIMEZONE of the station zone, every time with its TZID (or
 * in UTC where a time is read twice), a series as RRULE plus EXDATE on its master and
 * RECURRENCE-ID on its overrides. Written with ical.js, which escapes text and folds lines.
 */
export function toICalendar(events: CalendarEvent[], options: ICalOptions): string {
  // ical.js folds after this many octets and then adds the leading space: 74 keeps every line
  // within RFC 5545's 75 (§3.1). Nothing else in the app writes iCalendar with ical.js.
  ICAL.foldLength = 74;
  const { tzid: timeZone, block } = vtimezoneOf(options.timeZone);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODUCT_ID);
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const name = singleLine(options.name);
  if (name) {
    calendar.addPropertyWithValue('name', name);
    calendar.addPropertyWithValue('x-wr-calname', name);
  }
  calendar.addPropertyWithValue('x-wr-timezone', timeZone);
  if (block) calendar.addSubcomponent(new ICAL.Component(ICAL.parse(block) as unknown[]));
  // DTSTAMP is UTC (RFC 5545 §3.8.7.2).
  const stamp = ICAL.Time.fromJSDate(options.now, true);

  for (const event of withoutTwiceReadOverrides(events, timeZone)) {
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', event.uid);
    vevent.addPropertyWithValue('dtstamp', stamp);
    if (event.rrule) {
      // A master stands at its wall-clock time in the station zone; its excluded dates name the
      // rule's occurrences by that reading, so a daylight-saving change cannot shift one.
      const start = floatingTime(masterTime(event.start, timeZone));
      vevent.addProperty(timeProperty('dtstart', start, timeZone));
      vevent.addProperty(
        timeProperty('dtend', floatingTime(masterTime(event.end, timeZone)), timeZone),
      );
      vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(event.rrule));
      if (event.exdates.length > 0) {
        const exdate = new ICAL.Property('exdate');
        exdate.setParameter('tzid', timeZone);
        exdate.setValues(event.exdates.map(floatingTime));
        vevent.addProperty(exdate);
      }
    } else {
      const times = exactTimes(event, timeZone);
      const write = (at: WallTime | Date) =>
        at instanceof Date ? ICAL.Time.fromJSDate(at, true) : floatingTime(at);
      vevent.addProperty(timeProperty('dtstart', write(times.start), times.timezone));
      vevent.addProperty(timeProperty('dtend', write(times.end), times.timezone));
    }
    if (event.recurrenceId) {
      vevent.addProperty(timeProperty('recurrence-id', floatingTime(event.recurrenceId), timeZone));
    }
    vevent.addPropertyWithValue('summary', textValue(event.summary));
    vevent.addPropertyWithValue('description', textValue(event.description));
    if (event.categories.length > 0) {
      const categories = new ICAL.Property('categories');
      categories.setValues(event.categories.map(textValue));
      vevent.addProperty(categories);
    }
    calendar.addSubcomponent(vevent);
  }
  return `${calendar.toString()}\r\n`;
}
