import { FILL_IN_MARK } from '../../messages/fill-in-marks';
import type { RecurrenceRule } from '../../schedule/recurrence';
import type { CivilDate } from '../../schedule/week';

/**
 * The shapes a calendar is made of: what goes in (stored rows and series, the served weeks) and
 * what comes out (events in station wall-clock time). Kept apart from the builder so the pieces
 * that write change-day overrides and the document can share them without importing each other.
 */

/** A station wall-clock moment: a date and minutes since its midnight (0-1439). */
export type WallTime = { date: CivilDate; minutes: number };

/** A stored row of `scheduled_shows`, as much of it as a calendar needs. */
export type StoredPlacement = {
  id: string;
  weekId: CivilDate;
  dayIndex: number;
  timeIndex: number;
  duration: number;
  showName: string;
  showDescription: string | null;
  showGenres: string[];
  djNames: string[];
  recurringSeriesId: string | null;
  isException: boolean;
  isDeletedInstance: boolean;
  originalInstanceDate: CivilDate | null;
  /** Handed over by a taken fill-in request: its hosts are the fill-in's (decision 0068). */
  fillIn?: true;
};

export type StoredSeries = {
  id: string;
  rule: RecurrenceRule;
  startDate: CivilDate;
  endDate: CivilDate | null;
  timeIndex: number;
  duration: number;
};

export type CalendarEvent = {
  uid: string;
  start: WallTime;
  end: WallTime;
  summary: string;
  description: string;
  categories: string[];
  /** "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=5" on a series' master event. */
  rrule: string | null;
  /** Occurrences of the master that are not drawn (removed, or in a week not served). */
  exdates: WallTime[];
  /** On an override: the occurrence of the master it replaces. */
  recurrenceId: WallTime | null;
};

/**
 * How a calendar says an event's hosts, in its reader's language (decision 0074): the server
 * makes them from the `exchange` catalog; English is the default.
 */
export type CalendarWords = {
  /** "DJs: Ann, Bo". */
  hosts: (names: string) => string;
  noHosts: string;
  /** "Sam (fill-in)". */
  fillIn: (names: string) => string;
};

export const ENGLISH_CALENDAR_WORDS: CalendarWords = {
  hosts: (names) => `DJs: ${names}`,
  noHosts: 'No DJs assigned',
  fillIn: (names) => `${names} ${FILL_IN_MARK}`,
};

export type CalendarSource = {
  /** How its events name their hosts; English if unset. */
  words?: CalendarWords;
  /** The installation's host name, which makes UIDs unique across installations. */
  host: string;
  /** Stored rows of the served weeks (series rows included; markers are ignored here). */
  placements: StoredPlacement[];
  /** Series reaching into a served week, each with every stored row that belongs to it. */
  series: { series: StoredSeries; rows: StoredPlacement[] }[];
  /** Whether a week's content is served; occurrences in other weeks are excluded. */
  isServedWeek: (weekId: CivilDate) => boolean;
  /**
   * The dates a feed serves (docs/decisions/0040): where set, a series is written for these dates
   * only, its master starting at its first date drawn in them and counting to its last, so the
   * document costs what it serves. Without it a series is written whole, as a week's export does,
   * so re-importing any week's file updates the same events.
   */
  window?: { from: CivilDate; to: CivilDate };
  /**
   * The station's rule for Saturday-night shows (decision 0057): unset or false, an airing past
   * Saturday midnight ends there, as on the grid; true, it runs its whole length.
   */
  overnightContinues?: boolean;
  /**
   * Written whole (a week's export): the last date the document is about. A series without end
   * is looked at at least this far, so its cut Saturday airings there are written as such.
   */
  through?: CivilDate;
};
