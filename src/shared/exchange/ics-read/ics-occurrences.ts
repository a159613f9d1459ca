import type ICAL from 'ical.js';
import { addDays, type CivilDate } from '../../schedule/week';
import {
  DEFAULT_LIMITS,
  IcsParseError,
  IcsTooManyOccurrencesError,
  MAX_CANDIDATES_PER_OCCURRENCE,
  MAX_OCCURRENCES_PER_EVENT,
  MAX_OCCURRENCES_PER_FILE,
  type Budget,
  type IcsOccurrence,
  type Limits,
  type ParsedCalendar,
} from './ics-events';
import {
  categoriesOf,
  civil,
  compareWall,
  endOf,
  repeatsOf,
  toStationWallClock,
  weeklyOf,
} from './ics-event-details';
import { timeSlices, type TimeSlices } from './time-slices';

/*
 * A parsed calendar's occurrences in a window of station days, or its first one, expanded within
 * the budgets ics-events.ts sets so no rule or file can keep the server busy.
 */

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
