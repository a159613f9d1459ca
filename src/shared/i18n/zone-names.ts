import type profileCatalog from './locales/en/profile.json';
import { TIME_ZONES, utcOffsetLabel } from '../constants/time-zones';
import type { Language } from './languages';

/** A message of the `profile` catalog, where the zone pickers' words live. */
type ProfileKey = `profile:${Extract<keyof typeof profileCatalog, string>}`;

/**
 * What names a zone in a language: the `profile` catalog's `t` (the web app's `useT(profile)`,
 * the public pages' request translator), so Profile Settings, Station Settings and the public
 * pages' zone form name zones and regions the same way (decision 0074).
 */
export type ZoneWords = (key: ProfileKey, values?: Record<string, string>) => string;

const labelOf = new Map(TIME_ZONES.map((zone) => [zone.value, zone.label]));

/** The zone list's regions as the catalog names them. */
export const REGION_KEYS: Record<string, ProfileKey> = {
  'North America': 'profile:timezone.region.northAmerica',
  Europe: 'profile:timezone.region.europe',
  Asia: 'profile:timezone.region.asia',
  'Australia and Pacific': 'profile:timezone.region.pacific',
  'South America': 'profile:timezone.region.southAmerica',
  Africa: 'profile:timezone.region.africa',
  UTC: 'profile:timezone.region.utc',
};

/** A zone's city: the list's ("Kolkata" of "India (Kolkata)"), else its IANA name's last part. */
function cityOf(zone: string): string {
  const label = labelOf.get(zone);
  if (label) return /\(([^)]+)\)$/.exec(label)?.[1] ?? label;
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

const names = new Map<string, string | null>();

/** Intl's name of a zone in a language ("Mitteleuropäische Zeit"), or null where it has only an offset. */
function intlName(zone: string, language: Language): string | null {
  const key = `${language}|${zone}`;
  if (!names.has(key)) {
    let name: string | null;
    try {
      name =
        new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')?.value ?? null;
    } catch {
      name = null;
    }
    names.set(key, name && !/^(GMT|UTC)([+-−]|$)/.test(name) ? name : null);
  }
  return names.get(key)!;
}

/**
 * A zone's name in the reader's language. English keeps the list's ("Eastern Time (New York)",
 * "Kolkata"); another language reads Intl's name of the zone with the city, which Intl does not
 * name, in the list's English ("Mitteleuropäische Zeit – Berlin"); a zone Intl knows only by its
 * offset is its city, and UTC the catalog's name.
 */
export function zoneName(zone: string, language: Language, t: ZoneWords): string {
  if (language === 'en') return labelOf.get(zone) ?? zone.replaceAll('_', ' ');
  if (zone === 'UTC') return t('profile:timezone.utc');
  const city = cityOf(zone);
  const name = intlName(zone, language);
  return name ? t('profile:timezone.withCity', { name, city }) : city;
}

/** "Kolkata (UTC+05:30)", "Indische Normalzeit – Kolkata (UTC+05:30)". */
export function zoneLabel(zone: string, now: Date, language: Language, t: ZoneWords): string {
  return t('profile:timezone.label', {
    name: zoneName(zone, language, t),
    offset: utcOffsetLabel(zone, now),
  });
}

/** A region of the zone list in the language ("Europa"); one the catalog lacks as the list says it. */
export function regionName(region: string, t: ZoneWords): string {
  const key = REGION_KEYS[region];
  return key ? t(key) : region;
}
