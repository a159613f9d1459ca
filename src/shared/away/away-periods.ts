import { SLOT_MINUTES, SLOTS_PER_DAY } from '../constants/limits';
import { hostKey } from '../schedule/dj-clash';
import { absoluteSlot, slotTime, type Placement } from '../schedule/slots';
import { storedClock, type Clock } from '../i18n/clock-text';
import {
  DAY_NAMES,
  dateInZone,
  dayIndexOf,
  daysBetween,
  minutesInZone,
  shortDateLabel,
  type CivilDate,
} from '../schedule/week';

/**
 * Away dates of DJ entries (issue 33 item 1, decision 0065). A period runs from its first day to
 * its last (inclusive), from an optional time on the first day until an optional time on the
 * last; a missing time means the whole day. Times are the station's wall clock in 15-minute
 * steps, like the grid's slots (DESIGN.md §3), so "away until 10:00" and a show at 10:00 meet at
 * the same wall time on every day, clock-change nights included.
 */

/** A period covers at most a year (a leap year's 366 days), as a season does. */
export const AWAY_MAX_DAYS = 366;
export const AWAY_NOTE_MAX = 500;
/** Away periods one DJ entry may hold: plenty for years of holidays, and a bound on a member's rows. */
export const AWAY_MAX_PERIODS = 200;

/** When a period is: its days and the optional times within its first and last day ("HH:MM"). */
export type AwayTimes = {
  fromDate: CivilDate;
  toDate: CivilDate;
  startTime: string | null;
  endTime: string | null;
};

/** Away dates as the API answers them. */
export type AwayPeriod = AwayTimes & {
  id: string;
  djId: string;
  djName: string;
  note: string | null;
  updatedAt: string;
};

/** A period as a week read carries it: whose and when, never its note. */
export type AwayWindow = AwayTimes & { djId: string };

/** GET /api/my-away-periods: the member's own DJ entries and their away dates. */
export type MyAwayAnswer = {
  timeZone: string;
  djs: { id: string; name: string }[];
  periods: AwayPeriod[];
};

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** "09:15" as a slot of the day (37); null for anything not on the 15-minute grid. */
export function timeSlot(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return (Number(match[1]) * 60 + Number(match[2])) / SLOT_MINUTES;
}

/** A slot of the day as "HH:MM" (37 is "09:15"). */
export const slotClock = (slot: number): string => slotTime(slot);

/**
 * Slots on one wall-clock line that never resets: day 0 is 1970-01-01, each day 96 slots. Two
 * wall times compare as the grid compares them (a skipped hour has no show in it, a repeated hour
 * is one wall time), whatever the zone.
 */
const EPOCH: CivilDate = '1970-01-01';
const wallSlot = (date: CivilDate, slot: number) => daysBetween(EPOCH, date) * SLOTS_PER_DAY + slot;

/** The wall-clock span of a period, end excluded: a whole last day ends at the next midnight. */
export function awaySpan(p: AwayTimes): { start: number; end: number } {
  const start = p.startTime === null ? 0 : (timeSlot(p.startTime) ?? 0);
  const end = p.endTime === null ? SLOTS_PER_DAY : (timeSlot(p.endTime) ?? SLOTS_PER_DAY);
  return { start: wallSlot(p.fromDate, start), end: wallSlot(p.toDate, end) };
}

/**
 * The wall-clock span of an airing in a week: a Saturday 23:00 show of 3 h runs into the next
 * Sunday, and one carried in from last week (day -1) starts on the Saturday before.
 */
export function airingSpan(weekId: CivilDate, p: Placement): { start: number; end: number } {
  const start = wallSlot(weekId, absoluteSlot(p.dayIndex, p.timeIndex));
  return { start, end: start + p.duration };
}

/**
 * Whether a period and an airing share any time: away until 10:00 and a show from 10:00 do not;
 * away from Mon 22:00 and Sun 23:00–Mon 01:00's overnight show do not, Mon 23:00–Tue 01:00 does.
 */
export function awayDuring(period: AwayTimes, weekId: CivilDate, airing: Placement): boolean {
  const away = awaySpan(period);
  const on = airingSpan(weekId, airing);
  return away.start < on.end && on.start < away.end;
}

/** A DJ entry's away periods, with the names that tie it to airings (its name and former names). */
export type AwayHost = { name: string; names: readonly string[]; periods: readonly AwayTimes[] };

/**
 * The hosts of an airing who are away during it, by the names the airing carries (placements keep
 * their hosts' names; a one-date guest host is the exception's own names). Each named once, by the
 * airing's spelling: Alex away Tue, Jazz Hour on Tue with Alex and Sam gives ["Alex"].
 */
export function hostsAwayDuring(
  weekId: CivilDate,
  airing: Placement & { djNames: readonly string[] },
  hosts: readonly AwayHost[],
): string[] {
  const away: string[] = [];
  for (const djName of airing.djNames) {
    const key = hostKey(djName);
    if (key === '' || away.some((n) => hostKey(n) === key)) continue;
    const host = hosts.find((h) => h.names.some((n) => hostKey(n) === key));
    if (host?.periods.some((p) => awayDuring(p, weekId, airing))) away.push(djName.trim());
  }
  return away;
}

/**
 * The airings of some weeks that fall in a period, for the hosts named (what "ask for fill-ins
 * while you're away" offers): each with its week.
 */
export function airingsDuringAway<T extends Placement & { djNames: readonly string[] }>(
  period: AwayTimes,
  hostNames: readonly string[],
  weeks: readonly { id: CivilDate; blocks: readonly T[] }[],
): { weekId: CivilDate; block: T }[] {
  const keys = new Set(hostNames.map(hostKey));
  return weeks.flatMap((week) =>
    week.blocks
      .filter((b) => b.djNames.some((n) => keys.has(hostKey(n))))
      .filter((b) => awayDuring(period, week.id, b))
      .map((block) => ({ weekId: week.id, block })),
  );
}

/** The DJ entries (by id) away at any time of an airing: the DJ picker's "(away)". */
export function djsAwayDuring(
  windows: readonly AwayWindow[],
  weekId: CivilDate,
  airing: Placement,
): Set<string> {
  return new Set(windows.filter((w) => awayDuring(w, weekId, airing)).map((w) => w.djId));
}

/**
 * Where a period stands at `now` in the station's zone: "past" once its end has gone by, "now"
 * while it runs, else "upcoming". At 2026-03-08T07:30Z (03:30 in New York after the clocks went
 * forward) a period until Mar 8 03:00 is past; in Kolkata (13:00) one until 12:00 is past too.
 */
export function awayState(
  period: AwayTimes,
  now: Date,
  timeZone: string,
): 'past' | 'now' | 'upcoming' {
  const slot = Math.floor(minutesInZone(now, timeZone) / SLOT_MINUTES);
  const at = wallSlot(dateInZone(now, timeZone), slot);
  const span = awaySpan(period);
  if (span.end <= at) return 'past';
  return span.start <= at ? 'now' : 'upcoming';
}

/**
 * "Tue, Jan 12 – Fri, Jan 15, 2027", with the times where given: "Tue, Jan 12, 14:00 – Wed, Jan
 * 13, 10:00, 2027"; one day reads "Tue, Jan 12, 2027".
 */
export function awayRangeLabel(p: AwayTimes, clock: Clock = '24h'): string {
  const at = (time: string | null) => (time ? `, ${storedClock(time, clock)}` : '');
  const day = (date: CivilDate, time: string | null) =>
    `${DAY_NAMES[dayIndexOf(date)]!.slice(0, 3)}, ${shortDateLabel(date)}${at(time)}`;
  const year = p.toDate.slice(0, 4);
  if (p.fromDate === p.toDate && !p.startTime && !p.endTime)
    return `${day(p.fromDate, null)}, ${year}`;
  return `${day(p.fromDate, p.startTime)} – ${day(p.toDate, p.endTime)}, ${year}`;
}
