import { TZDate } from '@date-fns/tz';
import { clockSpan, clockTime as clockText, type Clock } from '../../../shared/i18n/clock-text';
import { isKnownTimeZone } from '../../../shared/constants/known-time-zone';
import { zoneAbbreviation, zoneCity, utcOffsetText } from '../../../shared/schedule/zone-label';
import { addDays, type CivilDate } from '../../../shared/schedule/week';
import type { PageLanguage } from './page-language';

/**
 * Times on the public pages: the station's zone unless the visitor asked for another (`?tz=`).
 * Readings go through date-fns/tz, the zone code of the rest of the product, so daylight saving
 * is the same everywhere (DESIGN.md D15).
 */
export type DisplayZone = { timeZone: string; isStation: boolean };

/**
 * The zone to show times in: the station's without `tz`, the canonical name of a known zone
 * ("asia/tokyo" is "Asia/Tokyo"), or null for a name no zone answers to.
 */
export function displayZone(asked: string | undefined, stationZone: string): DisplayZone | null {
  if (asked === undefined || asked === '') return { timeZone: stationZone, isStation: true };
  if (asked.length > 64 || !isKnownTimeZone(asked)) return null;
  const timeZone = new Intl.DateTimeFormat('en-US', { timeZone: asked }).resolvedOptions().timeZone;
  return { timeZone, isStation: timeZone === stationZone };
}

const minutesIn = (at: TZDate) => at.getHours() * 60 + at.getMinutes();

/** "18:30" or "6:30 PM": the clock reading of an instant in a zone, on the visitor's clock. */
export function clockTime(at: Date, timeZone: string, clock: Clock = '24h'): string {
  return clockText(minutesIn(new TZDate(at.getTime(), timeZone)), clock);
}

/**
 * "18:00–19:00", "6:00–7:00 PM" or "11:00 PM–5:00 AM": an airing's times in a zone, the AM/PM
 * said once when both readings share it on one day (clock-text.ts).
 */
export function clockRange(start: Date, end: Date, timeZone: string, clock: Clock): string {
  const from = new TZDate(start.getTime(), timeZone);
  const to = new TZDate(end.getTime(), timeZone);
  const sameDay = from.toDateString() === to.toDateString();
  return clockSpan(minutesIn(from), minutesIn(to), '–', clock, sameDay);
}

/**
 * An instant's date parts in a language, as Intl writes them inside a date (German "Di." and
 * "Nov.", not the standalone "Di"): the catalog's messages put them in the language's order
 * ("day.heading": "{weekday}, {month} {day}" in English, "{weekday} {day} {month}" in French).
 */
function dateParts(at: Date, timeZone: string, lang: PageLanguage, weekday: 'long' | 'short') {
  const key = `${lang.language}|${timeZone}|${weekday}`;
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang.language, {
      timeZone,
      weekday,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    partFormatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), month: part('month'), day: part('day'), year: part('year') };
}
const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** A line or heading starts with a capital in every language of ours ("Mardi 24 nov."). */
const upperFirst = (text: string, lang: PageLanguage) =>
  text.charAt(0).toLocaleUpperCase(lang.language) + text.slice(1);

const noonOf = (date: CivilDate) => new Date(`${date}T12:00:00Z`);

/** "Tuesday, Nov 24": a day heading. */
export function dayHeading(date: CivilDate, lang: PageLanguage): string {
  return upperFirst(
    lang.t('public:day.heading', dateParts(noonOf(date), 'UTC', lang, 'long')),
    lang,
  );
}

/** "Tue Nov 24, 18:30": an airing in a list of next airings. */
export function dayAndTime(at: Date, timeZone: string, lang: PageLanguage): string {
  const parts = dateParts(at, timeZone, lang, 'short');
  return upperFirst(
    lang.t('public:day.andTime', { ...parts, time: clockTime(at, timeZone, lang.clock) }),
    lang,
  );
}

/** "Nov 22 - Nov 28, 2026": the week page's week. */
export function weekRange(week: CivilDate, lang: PageLanguage): string {
  const start = dateParts(noonOf(week), 'UTC', lang, 'short');
  const end = dateParts(noonOf(addDays(week, 6)), 'UTC', lang, 'short');
  return lang.t('public:week.range', {
    startMonth: start.month,
    startDay: start.day,
    endMonth: end.month,
    endDay: end.day,
    endYear: end.year,
  });
}

/**
 * "London time (BST)": what every view states about its times, named as the staff screens name
 * zones (zone-label.ts: the city, its letters or its offset), in the page's language.
 */
export function zoneLabel(timeZone: string, at: Date, lang: PageLanguage): string {
  const city = zoneCity(timeZone);
  if (city === 'UTC') return city;
  const letters = zoneAbbreviation(timeZone, at) ?? utcOffsetText(timeZone, at);
  return lang.t('public:zone.name', { city, letters });
}

/** Minutes since the zone's midnight: 18:30 is 1110. */
export function minutesOfDay(at: Date, timeZone: string): number {
  const t = new TZDate(at.getTime(), timeZone);
  return t.getHours() * 60 + t.getMinutes();
}
