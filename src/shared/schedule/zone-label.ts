import { clockChangeOn } from './clock-change';
import { wallClockInstant } from './wall-clock-instant';
import { addDays, DAY_NAMES, type CivilDate } from './week';

/**
 * How a zone is named on screen: by the city of its IANA name ("America/New_York" is "New York
 * time"), its abbreviation where one is in common use ("EST") and its offset from UTC with a real
 * minus sign ("UTC−5"), which is what a colleague in another country can check against.
 */

const MINUS = '\u2212';

/**
 * Zones whose IANA name kept a city's former spelling as an alias, which browsers still answer
 * with (Chromium's Intl says "Asia/Calcutta" for a viewer in India): named by the city's current
 * English name, as the zone pickers do.
 */
const RENAMED_CITIES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Saigon': 'Ho Chi Minh',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Dacca': 'Dhaka',
  'Asia/Thimbu': 'Thimphu',
  'Asia/Macao': 'Macau',
  'Asia/Ulan_Bator': 'Ulaanbaatar',
  'Asia/Ujung_Pandang': 'Makassar',
  'Europe/Kiev': 'Kyiv',
  'Atlantic/Faeroe': 'Faroe',
  'America/Godthab': 'Nuuk',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Truk': 'Chuuk',
};

/**
 * "New York" for America/New_York, "Buenos Aires" for America/Argentina/Buenos_Aires, "Kolkata"
 * for Asia/Kolkata and its old alias Asia/Calcutta, "UTC". The one way a zone's city is named.
 */
export function zoneCity(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC' || timeZone === 'GMT') return 'UTC';
  const renamed = RENAMED_CITIES[timeZone];
  if (renamed) return renamed;
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replaceAll('_', ' ');
}

/** "New York time"; UTC is just "UTC". */
export function zoneTimeName(timeZone: string): string {
  const city = zoneCity(timeZone);
  return city === 'UTC' ? 'UTC' : `${city} time`;
}

// Intl names a zone with letters only in the locales that use them: en-US knows EST but calls
// Berlin "GMT+1", en-GB knows CET, en-AU AEST and LHDT, en-NZ NZDT, en-IN IST.
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-NZ', 'en-IN'];
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function partOf(locale: string, timeZone: string, option: 'short' | 'longOffset', at: Date) {
  const key = `${locale}|${timeZone}|${option}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: option });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter?.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** The zone's letters at an instant ("EST", "CEST", "IST"), or null where none is in use. */
export function zoneAbbreviation(timeZone: string, at: Date): string | null {
  for (const locale of ABBREVIATION_LOCALES) {
    const name = partOf(locale, timeZone, 'short', at);
    if (/^[A-Z]{2,5}$/.test(name) && name !== 'UTC') return name;
  }
  return null;
}

/** "UTC−5", "UTC+5:30", "UTC" at an instant, with U+2212 for the minus. */
export function utcOffsetText(timeZone: string, at: Date): string {
  const text = partOf('en-US', timeZone, 'longOffset', at);
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match || (match[2] === '00' && match[3] === '00')) return 'UTC';
  const [, sign, hours, minutes] = match;
  const hour = String(Number(hours));
  return `UTC${sign === '-' ? MINUS : '+'}${hour}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** "EST, UTC−5", "GMT, UTC", or "UTC+5:30" where the zone has no letters. */
export function zoneAt(timeZone: string, at: Date): string {
  const letters = zoneAbbreviation(timeZone, at);
  const offset = utcOffsetText(timeZone, at);
  return letters ? `${letters}, ${offset}` : offset;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The schedule header's line: "Times in New York time (EST, UTC−5)"; a week with a clock change
 * names both, and when the second begins on the clock as it then reads: "Times in New York time
 * (EST, UTC−5 → EDT, UTC−4 from Sunday 03:00)".
 */
export function stationZoneLabel(weekId: CivilDate, timeZone: string): string {
  if (zoneCity(timeZone) === 'UTC') return 'Times in UTC';
  const parts = [zoneAt(timeZone, wallClockInstant(weekId, 0, timeZone))];
  for (let day = 0; day < DAY_NAMES.length; day++) {
    const date = addDays(weekId, day);
    const change = clockChangeOn(date, timeZone);
    if (!change) continue;
    const readsAfter =
      change.kind === 'forward'
        ? change.atMinutes + change.shiftMinutes
        : change.atMinutes - change.shiftMinutes;
    // The first reading with the new offset: 03:00 after a skip, the second 01:00 after a repeat.
    const first = wallClockInstant(date, readsAfter, timeZone).getTime();
    const after = new Date(change.kind === 'back' ? first + change.shiftMinutes * 60_000 : first);
    parts.push(`${zoneAt(timeZone, after)} from ${DAY_NAMES[day] ?? ''} ${clock(readsAfter)}`);
  }
  return `Times in ${zoneTimeName(timeZone)} (${parts.join(' → ')})`;
}
