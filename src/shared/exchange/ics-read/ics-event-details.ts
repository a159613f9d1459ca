import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type ICAL from 'ical.js';
import type { CivilDate } from '../../schedule/week';
import type { IcsOccurrence, IcsRepeat, WallClock } from './ics-events';

/*
 * What one event of a file says, read into our terms: its times in station wall-clock, its
 * categories, its end, and its repeat rule in words and as a weekly series could take it.
 */

const FREQUENCIES: Record<string, NonNullable<IcsRepeat['frequency']>> = {
  SECONDLY: 'secondly',
  MINUTELY: 'minutely',
  HOURLY: 'hourly',
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};

/**
 * How the event's RRULE repeats, for the preview to say: FREQ=WEEKLY is weekly, interval 1
 * ("weekly"), FREQ=WEEKLY;INTERVAL=2 weekly, interval 2 ("every 2 weeks"); a rule without a
 * frequency we know has none ("on a schedule of its own").
 */
export function repeatsOf(event: InstanceType<typeof ICAL.Event>): IcsRepeat {
  const rule = event.component.getFirstPropertyValue('rrule') as {
    freq?: string;
    interval?: number;
  } | null;
  const frequency = FREQUENCIES[rule?.freq ?? ''];
  if (!rule || !frequency) return { frequency: null, interval: 1 };
  return { frequency, interval: rule.interval ?? 1 };
}

/** A rule of FREQ=WEEKLY on at most one weekday, as a series of ours could repeat it. */
export function weeklyOf(event: InstanceType<typeof ICAL.Event>): IcsOccurrence['weekly'] {
  const rule = event.component.getFirstPropertyValue('rrule') as {
    freq?: string;
    interval?: number;
    count?: number | null;
    until?: unknown;
    parts?: Record<string, unknown[]>;
  } | null;
  if (rule?.freq !== 'WEEKLY' || !event.uid) return null;
  const days = rule.parts?.BYDAY ?? [];
  const otherParts = Object.keys(rule.parts ?? {}).filter((k) => k !== 'BYDAY' && k !== 'WKST');
  if (days.length > 1 || otherParts.length > 0) return null;
  const endless = (rule.count === undefined || rule.count === null) && !rule.until;
  return { uid: event.uid, interval: rule.interval ?? 1, endless };
}

export function endOf(event: InstanceType<typeof ICAL.Event>) {
  if (event.component.hasProperty('dtend') || event.component.hasProperty('duration'))
    return event.endDate;
  // RFC 5545: without DTEND or DURATION a timed event is an instant and a dated one lasts a day.
  const end = event.startDate.clone();
  if (end.isDate) end.day += 1;
  return end;
}

export function categoriesOf(event: InstanceType<typeof ICAL.Event>): string[] {
  return event.component
    .getAllProperties('categories')
    .flatMap((p) => p.getValues())
    .map((v) => String(v).trim())
    .filter(Boolean);
}

/**
 * A time of the file in station wall-clock. UTC and zones the file defines (VTIMEZONE) are exact
 * instants; a TZID the file does not define is read as an IANA zone when it is one; a floating
 * time (no zone at all) is taken as station time.
 */
export function toStationWallClock(
  time: InstanceType<typeof ICAL.Time>,
  event: InstanceType<typeof ICAL.Event>,
  property: 'dtstart' | 'dtend',
  stationTimeZone: string,
): WallClock {
  const wall = (y: number, m: number, d: number, h: number, min: number): WallClock => ({
    date: civil(y, m, d),
    minutes: h * 60 + min,
  });
  if (time.isDate) return wall(time.year, time.month, time.day, 0, 0);
  const tzid = time.zone?.tzid;
  if (tzid && tzid !== 'floating') {
    return instantToWall(time.toUnixTime() * 1000, stationTimeZone);
  }
  const declared =
    event.component.getFirstProperty(property)?.getParameter('tzid') ??
    event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  if (typeof declared === 'string' && isIanaZone(declared)) {
    const instant = new TZDate(
      time.year,
      time.month - 1,
      time.day,
      time.hour,
      time.minute,
      time.second,
      declared,
    );
    return instantToWall(instant.getTime(), stationTimeZone);
  }
  return wall(time.year, time.month, time.day, time.hour, time.minute + time.second / 60);
}

export const civil = (y: number, m: number, d: number): CivilDate =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function instantToWall(ms: number, timeZone: string): WallClock {
  const local = new TZDate(ms, timeZone);
  return {
    date: format(local, 'yyyy-MM-dd'),
    minutes: local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60,
  };
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function compareWall(a: WallClock, b: WallClock): number {
  return a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
}
