import ICAL from 'ical.js';
import type { CivilDate } from '../../schedule/week';
import { MAX_IMPORT_EVENTS, MAX_IMPORT_WEEK_EVENTS } from '../import-plan/import-limits';
import { timeSlices } from './time-slices';

/** A moment in station wall-clock time: a calendar date and minutes since its midnight. */
export type WallClock = { date: CivilDate; minutes: number };

/** One occurrence of a calendar event, already in the station's wall-clock time. */
/** A calendar rule's frequency and interval; no frequency: a rule of its own we do not name. */
export type IcsRepeat = {
  frequency: 'secondly' | 'minutely' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | null;
  interval: number;
};

export type IcsOccurrence = {
  summary: string;
  description: string | null;
  categories: string[];
  start: WallClock;
  end: WallClock;
  allDay: boolean;
  /** How the calendar repeats the event (weekly, every 2 weeks), or null for a single one. */
  repeats: IcsRepeat | null;
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
export const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** And a whole file at most this many, whatever its number of events. */
export const MAX_OCCURRENCES_PER_FILE = 50_000;
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
export const MAX_CANDIDATES_PER_OCCURRENCE = 20_000;
/** Components of any kind (events, time zones, to-dos...) one file may hold. */
const MAX_COMPONENTS = 2 * MAX_IMPORT_EVENTS;

export type Budget = { left: number };

export type ParsedCalendar = { events: InstanceType<typeof ICAL.Event>[] };

export type Limits = { maxEvents: number; maxWeekOccurrences: number };
export const DEFAULT_LIMITS: Limits = {
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
