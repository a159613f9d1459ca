import { clockChangeOn, type ClockChange } from '../../../../shared/schedule/clock-change';
import { wallClockInstant } from '../../../../shared/schedule/wall-clock-instant';
import { addDays, type CivilDate } from '../../../../shared/schedule/week';
import { zoneAt, zoneCity } from '../../../../shared/schedule/zone-label';
import type { CalendarWords } from '../../../i18n/calendar-words';
import type { Translate } from '../../../i18n/translate';

/** "02:00": the grid's 24-hour clock, which change-day times keep (decision 0038). */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The wall-clock time a change day's clocks read just after the change: 03:00, or 01:00. */
const readsAfter = (change: ClockChange) =>
  change.kind === 'forward'
    ? change.atMinutes + change.shiftMinutes
    : change.atMinutes - change.shiftMinutes;

/** "Clocks go forward 02:00 → 03:00", in the screen's language. */
export function clockChangeText(t: Translate<'series'>, change: ClockChange): string {
  return t('series:zone.clocksGo', {
    kind: change.kind,
    from: clock(change.atMinutes),
    to: clock(readsAfter(change)),
  });
}

/** "02:00–03:00 skipped" or "01:00–02:00 happens twice" for a span of a change day. */
export function changeSpanText(
  t: Translate<'series'>,
  span: { from: number; to: number },
  skipped: boolean,
): string {
  const range = `${clock(span.from)}–${clock(span.to)}`;
  return skipped ? t('series:zone.skipped', { range }) : t('series:zone.twice', { range });
}

/** "New York time"; UTC is "UTC". */
export function cityTime(t: Translate<'series'>, timeZone: string): string {
  const city = zoneCity(timeZone);
  return city === 'UTC' ? 'UTC' : t('series:zone.cityTime', { city });
}

/**
 * The schedule's zone line (as stationZoneLabel in English): "Times in New York time (EST, UTC−5
 * → EDT, UTC−4 from Sunday 03:00)", with the change's weekday in the screen's language.
 */
export function stationZoneText(
  t: Translate<'series'>,
  calendar: CalendarWords,
  weekId: CivilDate,
  timeZone: string,
): string {
  if (zoneCity(timeZone) === 'UTC') return t('series:zone.timesInUtc');
  const parts = [zoneAt(timeZone, wallClockInstant(weekId, 0, timeZone))];
  for (let day = 0; day < 7; day++) {
    const date = addDays(weekId, day);
    const change = clockChangeOn(date, timeZone);
    if (!change) continue;
    // The first reading with the new offset: 03:00 after a skip, the second 01:00 after a repeat.
    const first = wallClockInstant(date, readsAfter(change), timeZone).getTime();
    const after = new Date(change.kind === 'back' ? first + change.shiftMinutes * 60_000 : first);
    parts.push(
      t('series:zone.offsetFrom', {
        offset: zoneAt(timeZone, after),
        day: calendar.weekday(day),
        time: clock(readsAfter(change)),
      }),
    );
  }
  return t('series:zone.timesIn', { zone: cityTime(t, timeZone), offsets: parts.join(' → ') });
}
