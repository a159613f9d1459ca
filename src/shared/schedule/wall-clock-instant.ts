import { TZDate } from '@date-fns/tz';
import { SLOT_MINUTES, SLOTS_PER_DAY } from '../constants/limits';
import { dayDate, type CivilDate } from './week';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock reading of an instant in a zone, as "YYYY-MM-DDTHH:mm". */
function wallReading(ms: number, timeZone: string): string {
  const t = new TZDate(ms, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}T${two(t.getHours())}:${two(t.getMinutes())}`;
}

/**
 * The instant a station wall-clock time names (DESIGN.md D15). In a repeated hour the first
 * reading wins: 01:30 on the night London falls back is 00:30Z (BST), not 01:30Z. In a skipped
 * hour the offset before the gap is used, as calendars do: 01:30 on the night London springs
 * forward is 01:30Z (shown as 02:30 BST).
 */
export function wallClockInstant(date: CivilDate, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  const steady = steadyOffsetAround(date, Date.UTC(y, m - 1, d), timeZone);
  if (steady !== null) return new Date(asUtc + steady * 60 * 1000);
  const wanted = wallReading(asUtc, 'UTC');
  // The zone's offsets a day either side cover both readings of a repeated hour.
  const offsets = new Set(
    [asUtc - DAY_MS, asUtc + DAY_MS].map((ms) => new TZDate(ms, timeZone).getTimezoneOffset()),
  );
  const readings = [...offsets]
    .map((offsetMinutes) => asUtc + offsetMinutes * 60 * 1000)
    .filter((ms) => wallReading(ms, timeZone) === wanted)
    .sort((a, b) => a - b);
  if (readings.length > 0) return new Date(readings[0]!);
  const gap = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone);
  return new Date(gap.getTime());
}

/**
 * The zone's offset (as getTimezoneOffset gives it) where it is the same from the day before a
 * date to the day after it, so every time of that date names one instant; null around a change.
 * Kept per zone and date: a feed or a week read asks for the same few dates thousands of times.
 */
function steadyOffsetAround(date: CivilDate, midnightAsUtc: number, timeZone: string) {
  const key = `${timeZone}|${date}`;
  const kept = steadyOffsets.get(key);
  if (kept !== undefined) return kept;
  const [first, ...rest] = [-1, 0, 1, 2].map((day) =>
    new TZDate(midnightAsUtc + day * DAY_MS, timeZone).getTimezoneOffset(),
  );
  const steady = rest.every((offset) => offset === first) ? first! : null;
  if (steadyOffsets.size > 20_000) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}
const steadyOffsets = new Map<string, number | null>();

/** "2026-11-24T10:00:00+01:00": an instant as the station's clock reads it, with its offset. */
export function isoInZone(at: Date, timeZone: string): string {
  return new TZDate(at.getTime(), timeZone).toISOString().replace(/\.000(?=[+-Z])/, '');
}

/**
 * A block's real start and end: its station wall-clock times read in the station's zone, so an
 * airing in a week with a clock change starts at the instant the station's clocks say.
 */
export function blockInstants(
  weekId: CivilDate,
  block: { dayIndex: number; timeIndex: number; duration: number },
  stationZone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = wallClockInstant(
    dayDate(weekId, block.dayIndex),
    block.timeIndex * SLOT_MINUTES,
    stationZone,
  );
  const end = block.timeIndex + block.duration;
  const endsAt = wallClockInstant(
    dayDate(weekId, block.dayIndex + Math.floor(end / SLOTS_PER_DAY)),
    (end % SLOTS_PER_DAY) * SLOT_MINUTES,
    stationZone,
  );
  return { startsAt, endsAt };
}
