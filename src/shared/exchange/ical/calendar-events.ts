import { SLOTS_PER_DAY, SLOT_MINUTES } from '../../constants/limits';
import {
  HORIZON_MONTHS,
  isEndless,
  occurrencesBetween,
  ruleParts,
} from '../../schedule/recurrence';
import { RRule } from '../../schedule/rrule-adapter';
import {
  ENGLISH_CALENDAR_WORDS,
  type CalendarEvent,
  type CalendarSource,
  type CalendarWords,
  type StoredPlacement,
  type StoredSeries,
  type WallTime,
} from './calendar-event';
import { airingOnChangeDay, changeDayOverrides } from './change-day-overrides';
import { wallTimeOfSlot } from '../../schedule/clock-change';
import { absoluteSlot } from '../../schedule/slots';
import { addMonths, dayIndexOf, weekIdOf, type CivilDate } from '../../schedule/week';
import { airedDuration, isCutAtWeekEnd, type WeekEdge } from '../../schedule/week-edge';

/**
 * The calendar events a schedule leaves the app as (iCalendar export and feed), as plain data:
 * wall-clock times in the station zone (DESIGN.md §3), turned into instants only by the writer.
 */

/** Where a slot of a week is on the wall clock: slot 96 of day 6 is the next Sunday, 00:00. */
export function wallTimeOf(weekId: CivilDate, dayIndex: number, timeIndex: number): WallTime {
  return wallTimeOfSlot(weekId, absoluteSlot(dayIndex, timeIndex));
}

/** The UID a stored placement keeps in every export: "scheduled-show-<id>@radio.example.org". */
export const placementUid = (id: string, host: string) => `scheduled-show-${id}@${host}`;
/** The UID of a series' master event and its overrides: "series-<id>@radio.example.org". */
export const seriesUid = (id: string, host: string) => `series-${id}@${host}`;

/**
 * "DJs: Ann, Bo" ("DJs: Sam (fill-in)" for a fill-in) and the show's description below it, in
 * the calendar's words (English unless the calendar's reader reads another language).
 */
export function describePlacement(
  p: Pick<StoredPlacement, 'djNames' | 'showDescription' | 'fillIn'>,
  words: CalendarWords = ENGLISH_CALENDAR_WORDS,
) {
  const names = p.djNames.join(', ');
  const hosts = p.fillIn === true ? words.fillIn(names) : names;
  const djs = p.djNames.length > 0 ? words.hosts(hosts) : words.noHosts;
  return p.showDescription ? `${djs}\n\n${p.showDescription}` : djs;
}

/** An event of a placement, ending where the station's rule for the week's end says. */
function eventOf(
  p: StoredPlacement,
  uid: string,
  edge: WeekEdge,
  words: CalendarWords,
): CalendarEvent {
  return {
    uid,
    start: wallTimeOf(p.weekId, p.dayIndex, p.timeIndex),
    end: wallTimeOf(p.weekId, p.dayIndex, p.timeIndex + airedDuration(p, edge)),
    summary: p.showName,
    description: describePlacement(p, words),
    categories: [...p.showGenres],
    rrule: null,
    exdates: [],
    recurrenceId: null,
  };
}

/**
 * The events of a schedule: one per stored placement of a served week, and one master per series
 * (RRULE from its rule and end) with EXDATE for every occurrence not drawn and a RECURRENCE-ID
 * override for each exception, so a calendar expands exactly the blocks the grid draws.
 */
export function buildCalendarEvents(source: CalendarSource, timeZone?: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const words = source.words ?? ENGLISH_CALENDAR_WORDS;
  const seriesIds = new Set(source.series.map((s) => s.series.id));
  for (const p of source.placements) {
    if (p.isDeletedInstance || !source.isServedWeek(p.weekId)) continue;
    if (p.recurringSeriesId && seriesIds.has(p.recurringSeriesId)) continue;
    events.push(eventOf(p, placementUid(p.id, source.host), edgeOf(source), words));
  }
  // Series share their dates: each date's week is looked up once per document, not per series.
  const servedDates = new Map<CivilDate, boolean>();
  const isServedDate = (date: CivilDate) => {
    let served = servedDates.get(date);
    if (served === undefined) {
      served = source.isServedWeek(weekIdOf(date));
      servedDates.set(date, served);
    }
    return served;
  };
  for (const { series, rows } of source.series) {
    events.push(...seriesEvents(series, rows, source, isServedDate, timeZone));
  }
  return events;
}

/**
 * The first stored row of a series that is neither an exception nor a marker, or its first
 * placement with that date skipped (it still lends its details to the other dates).
 */
function anchorOf(rows: StoredPlacement[], startDate: string) {
  return (
    rows.find(
      (r) => !r.isException && (!r.isDeletedInstance || r.originalInstanceDate === startDate),
    ) ?? null
  );
}

function seriesEvents(
  series: StoredSeries,
  rows: StoredPlacement[],
  source: CalendarSource,
  isServedDate: (date: CivilDate) => boolean,
  timeZone?: string,
): CalendarEvent[] {
  const served = (p: StoredPlacement) => !p.isDeletedInstance && source.isServedWeek(p.weekId);
  const anchor = anchorOf(rows, series.startDate);
  const edge = edgeOf(source);
  const words = source.words ?? ENGLISH_CALENDAR_WORDS;
  // Without its first placement a series generates nothing (as on the grid); its edited
  // instances are still shows of their own.
  if (!anchor) {
    return rows.filter(served).map((r) => eventOf(r, placementUid(r.id, source.host), edge, words));
  }
  const uid = seriesUid(series.id, source.host);
  const span = { rule: series.rule, startDate: series.startDate, endDate: series.endDate };
  // A series with an end ends within ten years (SPEC.md §9): its occurrences are never looked
  // for beyond. One without end is written with an open RRULE; its dates are looked at only as
  // far as its stored rows reach (their exceptions and removals), so the work follows what is
  // stored, not the ten years.
  const endless = isEndless(span);
  const whole = {
    from: series.startDate,
    to: endless
      ? rows.reduce(
          (latest, r) =>
            (r.originalInstanceDate ?? '') > latest ? r.originalInstanceDate! : latest,
          source.through && source.through > series.startDate ? source.through : series.startDate,
        )
      : addMonths(series.startDate, HORIZON_MONTHS),
  };
  const { from, to } = source.window ?? whole;
  const occurrences = occurrencesBetween(
    span,
    from < series.startDate ? series.startDate : from,
    to,
  );
  const byDate = new Map(rows.map((r) => [r.originalInstanceDate, r]));
  const at = (date: CivilDate) => ({ date, minutes: series.timeIndex * SLOT_MINUTES });

  const overrides: CalendarEvent[] = [];
  const excluded = new Set<CivilDate>();
  for (const date of occurrences) {
    const row = byDate.get(date);
    if (!row) {
      if (!isServedDate(date)) excluded.add(date);
      continue;
    }
    if (!served(row)) {
      excluded.add(date);
    } else if (row.isException || !matchesOccurrence(row, series, date)) {
      overrides.push({ ...eventOf(row, uid, edge, words), recurrenceId: at(date) });
    }
  }
  const drawn = occurrences.filter((date) => !excluded.has(date));
  if (drawn.length === 0) return [];

  // A master standing on a clock-change day would hand that day's real start and length to every
  // later date (a calendar repeats DTSTART's exact length). In a window the master starts at the
  // first date drawn there; written whole, at the series' first date. Either way, the change-day
  // dates before the first ordinary one become events of their own (those drawn) and the master
  // starts at that ordinary date, so DTSTART is always one of the series' own dates and keeps the
  // rule's phase (every other week, every third month).
  const candidates = source.window ? drawn : occurrences;
  const leading = timeZone ? leadingChangeDays(candidates, series, timeZone) : [];
  const standalone = leading
    .filter((date) => !excluded.has(date))
    .map((date) => {
      const edited = overrides.find((o) => o.recurrenceId?.date === date);
      const event = edited ?? eventOf(placedOn(anchor, series, date), uid, edge, words);
      return { ...event, uid: looseUid(at(date), uid), recurrenceId: null };
    });
  const masterDates = candidates.slice(leading.length);
  if (!masterDates.some((date) => !excluded.has(date))) return standalone;
  const masterOverrides = overrides.filter((o) => !leading.includes(o.recurrenceId!.date));

  // In a window the master runs to the last date drawn; written whole, to the series' last
  // occurrence, with EXDATE for every date between that is not drawn.
  const first = masterDates[0]!;
  const last = masterDates[masterDates.length - 1]!;
  const covered = occurrences.filter((date) => date >= first && date <= last);
  const exdates = covered.filter((date) => excluded.has(date));
  // The master carries the series' whole length; a Saturday airing it would run past the week's
  // end is cut by an override of its own below.
  const master = eventOf(placedOn(anchor, series, first), uid, RUNS_ON, words);
  master.rrule = rruleText(series, endless && !source.window ? null : covered.length);
  master.exdates = exdates.map(at);
  // Dates a clock change touches carry their real times (docs/decisions/0038).
  const overridden = new Set(masterOverrides.map((o) => o.recurrenceId?.date));
  const plain = masterDates.filter((date) => !overridden.has(date) && !excluded.has(date));
  // A cut airing ends at Saturday midnight, before a Sunday-morning clock change: its own
  // override stands for it, not a change-day one.
  const cut = cutAirings(anchor, series, plain, uid, edge, words);
  const cutDates = new Set(cut.map((o) => o.recurrenceId!.date));
  const uncut = plain.filter((date) => !cutDates.has(date));
  if (timeZone) masterOverrides.push(...changeDayOverrides(master, uncut, timeZone));
  masterOverrides.push(...cut);
  return [master, ...masterOverrides, ...standalone];
}

const RUNS_ON: WeekEdge = { overnightContinues: true };
const edgeOf = (source: CalendarSource): WeekEdge => ({
  overnightContinues: source.overnightContinues ?? false,
});

/**
 * Overrides ending at Saturday midnight for the series' airings the station's rule cuts there
 * (decision 0057), so a calendar shows what the grid shows.
 */
function cutAirings(
  anchor: StoredPlacement,
  series: StoredSeries,
  dates: readonly CivilDate[],
  uid: string,
  edge: WeekEdge,
  words: CalendarWords,
): CalendarEvent[] {
  if (edge.overnightContinues) return [];
  return dates.flatMap((date) => {
    const airing = placedOn(anchor, series, date);
    if (!isCutAtWeekEnd(airing, edge)) return [];
    const at = { date, minutes: series.timeIndex * SLOT_MINUTES };
    return [{ ...eventOf(airing, uid, edge, words), recurrenceId: at }];
  });
}

/** The series' own placement moved to one of its dates (an instance as the grid draws it). */
const placedOn = (anchor: StoredPlacement, series: StoredSeries, date: CivilDate) => ({
  ...anchor,
  weekId: weekIdOf(date),
  dayIndex: dayIndexOf(date),
  timeIndex: series.timeIndex,
  duration: series.duration,
});

/** The dates at the head of `dates` on which an airing of the series starts or ends on a clock-change day. */
function leadingChangeDays(dates: CivilDate[], series: StoredSeries, timeZone: string) {
  const lengthDays = Math.floor((series.timeIndex + series.duration) / SLOTS_PER_DAY);
  const firstOrdinary = dates.findIndex((date) => !airingOnChangeDay(date, lengthDays, timeZone));
  return firstOrdinary === -1 ? dates : dates.slice(0, firstOrdinary);
}

/**
 * The UID of an airing of a series written as an event of its own ("20271107T013000-series-…"):
 * one a master cannot carry, because of a clock change on its day.
 */
export function looseUid(time: WallTime, seriesEventUid: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${time.date.replaceAll('-', '')}T${two(Math.floor(time.minutes / 60))}${two(time.minutes % 60)}00`;
  return `${stamp}-${seriesEventUid}`;
}

/** Whether a stored first placement still stands where the rule puts it. */
function matchesOccurrence(row: StoredPlacement, series: StoredSeries, date: CivilDate) {
  return (
    row.weekId === weekIdOf(date) &&
    row.dayIndex === dayIndexOf(date) &&
    row.timeIndex === series.timeIndex &&
    row.duration === series.duration
  );
}

/**
 * The RRULE value of a series: its frequency, interval and BY parts as rrule writes them, ended
 * by COUNT where it ends (its occurrences are known, and COUNT states the end exactly where UNTIL
 * would need a UTC instant per zone), or with neither COUNT nor UNTIL for a series without end
 * written whole (`count` null): calendars then repeat it until the file is replaced.
 */
function rruleText(series: StoredSeries, count: number | null): string {
  // rrule writes the options out without building a rule from them (most of the cost before).
  const options = { ...ruleParts(series.rule), ...(count !== null && { count }) };
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}
