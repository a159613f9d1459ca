/**
 * The one place the product turns an instant (when something happened: last modified, signed in,
 * sent, delivered, backed up) into text. Every such time is read in the viewer's zone (their
 * profile's, else the browser's; see useViewerZone) and names that zone, because a bare "10:00"
 * on a screen that also shows station-time slots cannot be told apart from them. Calendar facts
 * of the schedule (weeks, days, slots, "today") are station time and never pass through here.
 */

import type { Clock } from '../../shared/i18n/clock-text';
import type { Language } from '../../shared/i18n/languages';

export type InstantValue = string | Date | null | undefined;

type Style = 'date-time' | 'date-time-seconds' | 'date' | 'zone-name';

/** 24-hour like the grid, so "10:00 EST" reads the same way as the slots beside it. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  'date-time': { ...DATE_TIME_OPTIONS, timeZoneName: 'short' },
  'date-time-seconds': { ...DATE_TIME_OPTIONS, second: '2-digit', timeZoneName: 'short' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  'zone-name': { timeZoneName: 'short' },
};

/**
 * The 12-hour clock (decision 0076) as clock-text.ts writes it: "10:00 AM", no leading zero.
 * The 24-hour options stay exactly as they were, so every 24-hour text is unchanged.
 */
const TWELVE_HOURS: Intl.DateTimeFormatOptions = { hour: 'numeric', hourCycle: 'h12' };

// Building a formatter costs far more than using one, and a dashboard of 260 weeks formats 260
// times per render: keep one per zone, style and clock. A zone Intl does not know is remembered as
// such, so it is not retried (and thrown about) on every render either.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(
  style: Style,
  timeZone: string,
  clock: Clock = '24h',
  language: Language = 'en',
): Intl.DateTimeFormat | null {
  const key = `${style}|${timeZone}|${clock}|${language}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const hours = clock === '12h' && STYLES[style].hour ? TWELVE_HOURS : {};
    try {
      // English is US English, as before; the others in their own words and order (Intl).
      const locale = language === 'en' ? 'en-US' : language;
      formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...hours, timeZone });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone: "Asia/Kolkata" yes, "Mars/Base" and "" no. */
export function isDisplayableZone(timeZone: string): boolean {
  return timeZone !== '' && formatterFor('zone-name', timeZone) !== null;
}

function toDate(value: InstantValue): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(
  style: Style,
  value: InstantValue,
  timeZone: string,
  clock: Clock,
  language: Language,
): string {
  const date = toDate(value);
  if (!date) return '';
  // An unknown zone falls back to UTC, which still says which zone it is in.
  const formatter =
    formatterFor(style, timeZone, clock, language) ?? formatterFor(style, 'UTC', clock, language);
  // Intl puts a narrow no-break space before AM/PM; the product writes a plain one everywhere.
  return formatter ? formatter.format(date).replace(/\u202f/g, ' ') : '';
}

/**
 * An instant with its zone's abbreviation, to the minute: "Nov 24, 2026, 10:00 EST" in New York,
 * "Nov 24, 2026, 20:30 GMT+5:30" in Kolkata (Intl has no letters for that zone, so it gives the
 * offset); "" for a value that is no date. In another language, that language's date
 * ("24 nov 2026, 10:00 GMT-5").
 */
export function formatDateTime(
  value: InstantValue,
  timeZone: string,
  clock: Clock = '24h',
  language: Language = 'en',
): string {
  return format('date-time', value, timeZone, clock, language);
}

/** The same to the second, for retries seconds apart: "Nov 24, 2026, 10:00:05 EST". */
export function formatDateTimeSeconds(
  value: InstantValue,
  timeZone: string,
  clock: Clock = '24h',
  language: Language = 'en',
): string {
  return format('date-time-seconds', value, timeZone, clock, language);
}

/**
 * The calendar date the instant falls on in the zone, long: "November 24, 2026". A sign-up at
 * 23:30 in New York is November 24 there but November 25 in Kolkata.
 */
export function formatLongDate(
  value: InstantValue,
  timeZone: string,
  language: Language = 'en',
): string {
  return format('date', value, timeZone, '24h', language);
}

/** The zone's abbreviation at an instant: "EST" or "EDT", "GMT+5:30", "GMT+10:30" (Lord Howe). */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const formatter = formatterFor('zone-name', timeZone);
  if (!formatter || Number.isNaN(at.getTime())) return '';
  return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}
