import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import ICAL from 'ical.js';
import { addDays, type CivilDate } from '../../schedule/week';
import { MAX_IMPORT_EVENTS, MAX_IMPORT_WEEK_EVENTS } from '../import-plan/import-limits';
import { timeSlices, type TimeSlices } from './time-slices';

/** A moment in station wall-clock time: a calendar date and minutes since its midnight. */
export type WallClock = { date: CivilDate; minutes: number };

/** One occurrence of a calendar event, already in the station's wall-clock time. */
export type IcsOccurrence = {
  summary: string;
  description: string | null;
  categories: string[];
  start: WallClock;
  end: WallClock;
  allDay: boolean;
  /** How the calendar repeats the event ("weekly", "every 2 weeks"), or null for a single one. */
  repeats: string | null;
  /**
   * A weekly event on one weekday (its UID and interval, and whether its RRULE has neither COUNT
   * nor UNTIL): the preview may offer to make it a series here, without end if the calendar's
   * has none. Null for single events and other rules.
   */
  weekly: { uid: string; interval: number; endless: boolean } | null;
};

/** Why a calendar is refused; `reason` picks the message the import answers with. */
export class IcsParseError extends Error {
  constructor(
    readonly reason:
      'unreadable' | 'too-many-events' | 'too-complex' | 'rule-never-matches' = 'unreadable',
  ) {
    super('This calendar file could not be read.');
  }
}

/** More occurrences in the asked-for days than a week can hold. */
export class IcsTooManyOccurrencesError extends Error {}

/**
 * Each event expands at most this many times (a daily show for 50 years), so a hostile RRULE
 * cannot spin the server; expansion starts at DTSTART, since starting later would move the rule.
 */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** And a whole file at most this many, whatever its number of events. */
const MAX_OCCURRENCES_PER_FILE = 50_000;
/**
 * Content lines one component (an event with its alarms, a time zone) may have. ical.js parses a
 * component in one go; bounding its lines bounds how long that go can take.
 */
const MAX_LINES_PER_COMPONENT = 2000;
/**
 * ical.js reads a component in one go: 64 KB is a show with a long description and three
 * thousand excluded dates, and reads in a few milliseconds; a 2 MB EXDATE list would hold the
 * server for a second.
 */
const MAX_CHARS_PER_COMPONENT = 64 * 1024;
/**
 * ical.js looks for a rule's next occurrence without end: FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30
 * never matches, and one call would spin (and grow) until the process died. A rule may try this
 * many candidate times per occurrence: a leap day found by a daily rule tries 1,461.
 */
const MAX_CANDIDATES_PER_OCCURRENCE = 20_000;
/** Components of any kind (events, time zones, to-dos...) one file may hold. */
const MAX_COMPONENTS = 2 * MAX_IMPORT_EVENTS;

type Budget = { left: number };

type ParsedCalendar = { events: InstanceType<typeof ICAL.Event>[] };

type Limits = { maxEvents: number; maxWeekOccurrences: number };
const DEFAULT_LIMITS: Limits = {
  maxEvents: MAX_IMPORT_EVENTS,
  maxWeekOccurrences: MAX_IMPORT_WEEK_EVENTS,
};

/**
 * Reads an .ics text with ical.js, in time slices. The text is first cut, in one linear pass, into
 * the calendar's own lines and its top-level components; a file with more than `maxEvents` events
 * is refused before anything is parsed. Each component is then parsed on its own, with turns for
 * the event loop between them, and put together as ical.js would have (same jCal tree).
 * Overrides (RECURRENCE-ID) are attached to the event of the same UID through a map, so
 * expansion yields the edited occurrence instead of the original; EXDATEs are honoured by
 * ical.js's own expansion.
 */
export async function parseCalendar(
  text: string,
  limits: Pick<Limits, 'maxEvents'> = DEFAULT_LIMITS,
): Promise<ParsedCalendar> {
  const slices = timeSlices();
  const { header, components } = splitCalendar(text, limits.maxEvents);
  let root: InstanceType<typeof ICAL.Component>;
  try {
    const jcal = ICAL.parse(['BEGIN:VCALENDAR', ...header, 'END:VCALENDAR'].join('\r\n'));
    const children = jcal[2] as unknown[];
    for (const lines of components) {
      await slices.turn();
      children.push(ICAL.parse(lines.join('\r\n')));
    }
    root = new ICAL.Component(jcal);
  } catch {
    throw new IcsParseError();
  }
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const standalone: InstanceType<typeof ICAL.Event>[] = [];
  const overrides: InstanceType<typeof ICAL.Component>[] = [];
  try {
    for (const vevent of root.getAllSubcomponents('vevent')) {
      await slices.turn();
      if (!vevent.getFirstPropertyValue('dtstart')) continue;
      if (vevent.hasProperty('recurrence-id')) overrides.push(vevent);
      else {
        // `exceptions: []`: without it ical.js relates every RECURRENCE-ID of the whole calendar,
        // whatever its UID, scanning all events once per event.
        const event = new ICAL.Event(vevent, { exceptions: [] });
        if (event.uid && !masters.has(event.uid)) masters.set(event.uid, event);
        else standalone.push(event);
      }
    }
    for (const vevent of overrides) {
      await slices.turn();
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      const master = masters.get(uid);
      if (master) master.relateException(vevent);
      else standalone.push(new ICAL.Event(vevent, { exceptions: [] })); // without its series
    }
  } catch {
    throw new IcsParseError();
  }
  return { events: [...masters.values(), ...standalone] };
}

/**
 * The lines of one VCALENDAR: its own properties, and each top-level component's lines. A line
 * folded onto the next starts with a space or tab, so BEGIN: and END: only ever open a line.
 */
function splitCalendar(text: string, maxEvents: number) {
  const header: string[] = [];
  const components: string[][] = [];
  let current: string[] | null = null;
  let depth = 0;
  let closed = false;
  let events = 0;
  let componentChars = 0;
  let headerChars = 0;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue;
    if (closed) throw new IcsParseError(); // a second calendar, or text after the first
    const begin = /^BEGIN:/i.test(line);
    const end = /^END:/i.test(line);
    if (depth === 0) {
      if (!/^BEGIN:VCALENDAR$/i.test(line.trimEnd())) throw new IcsParseError();
      depth = 1;
      continue;
    }
    if (depth === 1 && end) {
      if (!/^END:VCALENDAR$/i.test(line.trimEnd())) throw new IcsParseError();
      depth = 0;
      closed = true;
      continue;
    }
    if (depth === 1 && !begin) {
      header.push(line);
      headerChars += line.length;
      if (header.length > MAX_LINES_PER_COMPONENT || headerChars > MAX_CHARS_PER_COMPONENT)
        throw new IcsParseError('too-complex');
      continue;
    }
    if (depth === 1) {
      if (/^BEGIN:VEVENT$/i.test(line.trimEnd()) && ++events > maxEvents)
        throw new IcsParseError('too-many-events');
      if (components.length >= MAX_COMPONENTS) throw new IcsParseError('too-many-events');
      current = [];
      components.push(current);
    }
    current!.push(line);
    componentChars = (begin && depth === 1 ? 0 : componentChars) + line.length;
    if (current!.length > MAX_LINES_PER_COMPONENT || componentChars > MAX_CHARS_PER_COMPONENT)
      throw new IcsParseError('too-complex');
    if (begin) depth++;
    else if (end) depth--;
  }
  if (!closed) throw new IcsParseError();
  return { header, components };
}

/**
 * The occurrences that touch the station-time days [from, to], converted to station wall-clock
 * time. An event at 09:00 America/New_York is 14:00 in Europe/London in most weeks, but 13:00 in
 * the weeks of March when New York has already moved its clocks and London has not.
 */
export async function occurrencesBetween(
  calendar: ParsedCalendar,
  from: CivilDate,
  to: CivilDate,
  stationTimeZone: string,
  limits: Pick<Limits, 'maxWeekOccurrences'> = DEFAULT_LIMITS,
): Promise<IcsOccurrence[]> {
  // A day of margin either side: the file's zone may be up to a day away from the station's.
  const window = { startBefore: addDays(from, -2), stopAfter: addDays(to, 2) };
  const result: IcsOccurrence[] = [];
  const budget = { left: MAX_OCCURRENCES_PER_FILE };
  const slices = timeSlices();
  for (const event of calendar.events) {
    await forEachOccurrence(event, stationTimeZone, window, budget, slices, (occurrence) => {
      if (occurrence.end.date < from || occurrence.start.date > to) return;
      if (result.length >= limits.maxWeekOccurrences) throw new IcsTooManyOccurrencesError();
      result.push(occurrence);
    });
  }
  return result.sort((a, b) => compareWall(a.start, b.start));
}

/** The earliest occurrence in the file (station wall-clock), to offer its week instead. */
export async function firstOccurrence(
  calendar: ParsedCalendar,
  stationTimeZone: string,
): Promise<IcsOccurrence | null> {
  let first: IcsOccurrence | null = null;
  const budget = { left: MAX_OCCURRENCES_PER_FILE };
  const slices = timeSlices();
  for (const event of calendar.events) {
    await forEachOccurrence(
      event,
      stationTimeZone,
      { startBefore: null, stopAfter: null },
      budget,
      slices,
      (occurrence) => {
        if (!occurrence.allDay && (!first || compareWall(occurrence.start, first.start) < 0))
          first = occurrence;
        return 'stop';
      },
    );
  }
  return first;
}

async function forEachOccurrence(
  event: InstanceType<typeof ICAL.Event>,
  stationTimeZone: string,
  window: { startBefore: CivilDate | null; stopAfter: CivilDate | null },
  budget: Budget,
  slices: TimeSlices,
  visit: (occurrence: IcsOccurrence) => void | 'stop',
) {
  await slices.turn();
  const { startBefore, stopAfter } = window;
  const emit = (
    start: InstanceType<typeof ICAL.Time>,
    end: InstanceType<typeof ICAL.Time>,
    item: InstanceType<typeof ICAL.Event>,
  ) => {
    const occurrence: IcsOccurrence = {
      summary: (item.summary ?? '').trim(),
      description: item.description?.trim() || null,
      categories: categoriesOf(item),
      start: toStationWallClock(start, item, 'dtstart', stationTimeZone),
      end: toStationWallClock(end, item, 'dtend', stationTimeZone),
      allDay: start.isDate,
      repeats: event.isRecurring() ? repeatsOf(event) : null,
      weekly: event.isRecurring() ? weeklyOf(event) : null,
    };
    return occurrence;
  };
  if (!event.isRecurring()) {
    const occurrence = emit(event.startDate, endOf(event), event);
    if (!stopAfter || occurrence.start.date <= stopAfter) visit(occurrence);
    return;
  }
  const iterator = boundedCandidates(event.iterator());
  for (let i = 0; i < MAX_OCCURRENCES_PER_EVENT && budget.left-- > 0; i++) {
    await slices.turn();
    const next = iterator.next();
    if (!next) return;
    // Converting every occurrence of a years-old daily show is slow; its slot's own date is
    // within a day of station time, so slots well before the window are passed over unless an
    // override may have moved them.
    const slotDate = civil(next.year, next.month, next.day);
    if (startBefore && slotDate < startBefore && !(next.toString() in (event.exceptions ?? {})))
      continue;
    const details = event.getOccurrenceDetails(next);
    const occurrence = emit(details.startDate, details.endDate, details.item);
    if (stopAfter && occurrence.start.date > stopAfter) {
      // Overrides may move an occurrence later than its slot; the series itself only moves on.
      if (toStationWallClock(next, event, 'dtstart', stationTimeZone).date > stopAfter) return;
      continue;
    }
    if (visit(occurrence) === 'stop') return;
  }
}

const FREQUENCY_WORDS: Record<string, [one: string, many: string]> = {
  SECONDLY: ['every second', 'seconds'],
  MINUTELY: ['every minute', 'minutes'],
  HOURLY: ['hourly', 'hours'],
  DAILY: ['daily', 'days'],
  WEEKLY: ['weekly', 'weeks'],
  MONTHLY: ['monthly', 'months'],
  YEARLY: ['yearly', 'years'],
};

/** The event's RRULE in words: FREQ=WEEKLY is "weekly", FREQ=WEEKLY;INTERVAL=2 "every 2 weeks". */
function repeatsOf(event: InstanceType<typeof ICAL.Event>): string {
  const rule = event.component.getFirstPropertyValue('rrule') as {
    freq?: string;
    interval?: number;
  } | null;
  const words = FREQUENCY_WORDS[rule?.freq ?? ''];
  if (!rule || !words) return 'on a schedule of its own';
  const interval = rule.interval ?? 1;
  return interval > 1 ? `every ${interval} ${words[1]}` : words[0];
}

/** A rule of FREQ=WEEKLY on at most one weekday, as a series of ours could repeat it. */
function weeklyOf(event: InstanceType<typeof ICAL.Event>): IcsOccurrence['weekly'] {
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

function endOf(event: InstanceType<typeof ICAL.Event>) {
  if (event.component.hasProperty('dtend') || event.component.hasProperty('duration'))
    return event.endDate;
  // RFC 5545: without DTEND or DURATION a timed event is an instant and a dated one lasts a day.
  const end = event.startDate.clone();
  if (end.isDate) end.day += 1;
  return end;
}

function categoriesOf(event: InstanceType<typeof ICAL.Event>): string[] {
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
function toStationWallClock(
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

const civil = (y: number, m: number, d: number): CivilDate =>
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

function compareWall(a: WallClock, b: WallClock): number {
  return a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
}

type RuleIterator = InstanceType<typeof ICAL.RecurIterator>;

/** The event's expansion, each of its rules allowed MAX_CANDIDATES_PER_OCCURRENCE tries. */
function boundedCandidates(expansion: InstanceType<typeof ICAL.RecurExpansion>) {
  // ruleIterators is ical.js's own list of the event's RRULE iterators (private in its types).
  const rules = (expansion as unknown as { ruleIterators?: RuleIterator[] }).ruleIterators ?? [];
  for (const rule of rules) {
    const next = rule.next.bind(rule);
    const check = rule.check_contracting_rules.bind(rule);
    let tried = 0;
    rule.next = (again?: boolean) => {
      tried = 0;
      return next(again);
    };
    rule.check_contracting_rules = () => {
      if (++tried > MAX_CANDIDATES_PER_OCCURRENCE) throw new IcsParseError('rule-never-matches');
      return check();
    };
  }
  return expansion;
}
