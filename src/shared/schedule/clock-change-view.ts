import { localText, type LocalText } from '../i18n/local-text';
import { clockSpan, clockTime, type Clock } from '../i18n/clock-text';
import {
  airInterval,
  airtimeText,
  clockChangeOn,
  edgeInMissingTime,
  startsInRepeatedTime,
  type ClockChange,
} from './clock-change';
import { SLOT_MINUTES } from '../constants/limits';
import type { Placement } from './slots';
import { wallClockInstant } from './wall-clock-instant';
import { addDays, DAY_NAMES, type CivilDate } from './week';

/**
 * What the schedule says about change days (docs/decisions/0044), read from the change-day rule
 * (clock-change.ts, which also gives the refusal of a drop into skipped time): a block's notes on
 * when it really airs, and the times a colleague in another zone reads for the grid's hours and
 * blocks.
 */

/** The clock change of each day of a week, Sunday first. */
export function weekClockChanges(weekId: CivilDate, timeZone: string): (ClockChange | null)[] {
  return DAY_NAMES.map((_, day) => clockChangeOn(addDays(weekId, day), timeZone));
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "03:15": an instant as a zone's clock reads it, 24-hour like the grid. */
export function clockIn(at: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** An instant's minutes after midnight on a zone's clock ("03:15" is 195). */
function minutesIn(at: Date, timeZone: string): number {
  const [h, m] = clockIn(at, timeZone).split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/**
 * What a block says about a change day: a short note for the block, and lines for its details,
 * as `schedule` catalog texts the screen says in its language.
 */
export type BlockClockNotes = { inBlock: LocalText | null; details: LocalText[] };

export const NO_CLOCK_NOTES: BlockClockNotes = { inBlock: null, details: [] };

/**
 * A placement's notes on a change day, by the change-day rule: a 00:00-04:00 show the night New
 * York springs forward has "3 h on air: clocks go forward"; one placed at 02:00-02:15 "Airs
 * 03:00–03:15: clocks go forward"; one at 01:30 the night clocks go back "Airs at the first
 * 01:30 (before clocks go back)". Every other placement has none.
 */
export function blockClockNotes(
  weekId: CivilDate,
  placement: Placement,
  timeZone: string,
  clock: Clock = '24h',
): BlockClockNotes {
  const details: LocalText[] = [];
  const airtime = airtimeText(weekId, placement, timeZone);
  if (airtime) details.push(airtime);
  if (edgeInMissingTime(weekId, placement, timeZone)) {
    const { start, end } = airInterval(weekId, placement, timeZone);
    const from = minutesIn(start, timeZone);
    const to = minutesIn(end, timeZone);
    details.push(
      localText('schedule:clockChange.airsForward', { range: clockSpan(from, to, '–', clock) }),
    );
  }
  if (startsInRepeatedTime(weekId, placement, timeZone)) {
    details.push(
      localText('schedule:clockChange.firstAiring', {
        time: clockTime(placement.timeIndex * SLOT_MINUTES, clock),
      }),
    );
  }
  return details.length === 0 ? NO_CLOCK_NOTES : { inBlock: details[0] ?? null, details };
}

/** Whether any day the week's blocks can reach (to next Sunday 00:00) has a clock change. */
export function weekHasClockChange(weekId: CivilDate, timeZone: string): boolean {
  return [0, 1, 2, 3, 4, 5, 6, 7].some((day) => clockChangeOn(addDays(weekId, day), timeZone));
}

/**
 * The viewer's clock at each of a station date's 24 hour lines, following real instants: for
 * New York's Sunday 2027-03-14 read in Berlin, 00:00 is 06:00, 02:00 (skipped, read as 03:00)
 * is 08:00 and 03:00 is 08:00 too; on Monday 02:00 is 07:00.
 */
export function viewerHourLabels(date: CivilDate, stationZone: string, viewerZone: string) {
  return Array.from({ length: 24 }, (_, hour) =>
    clockIn(wallClockInstant(date, hour * 60, stationZone), viewerZone),
  );
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dateIn(at: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/**
 * A placement as the viewer's clock reads it: "08:00–10:00"; when the viewer's day is another
 * than the station's, its weekday comes first: "Mon 04:00–06:00".
 */
export function viewerRangeLabel(
  weekId: CivilDate,
  placement: Placement,
  stationZone: string,
  viewerZone: string,
): string {
  const { start, end } = airInterval(weekId, placement, stationZone);
  const range = `${clockIn(start, viewerZone)}–${clockIn(end, viewerZone)}`;
  const stationDate = addDays(weekId, placement.dayIndex);
  const viewerDate = dateIn(start, viewerZone);
  if (viewerDate === stationDate) return range;
  const weekday = new Date(`${viewerDate}T12:00:00Z`).getUTCDay();
  return `${(DAY_NAMES[weekday] ?? '').slice(0, 3)} ${range}`;
}
