import { useMemo } from 'react';
import { TIME_ZONES, utcOffsetLabel } from '../../../../shared/constants/time-zones';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { SearchSelect, type SearchOption } from '../../../components/ui/search-select';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';

const labelOf = new Map(TIME_ZONES.map((zone) => [zone.value, zone.label]));
const known = new Set(labelOf.keys());

type TimezoneSelectProps = FieldControlProps & {
  value: string;
  onValueChange: (zone: string) => void;
  /** Zones to offer besides the list, e.g. the browser's or a saved one the list lacks. */
  extraZones: string[];
  className?: string;
};

/**
 * The profile's time zone: the regional list with each zone's current UTC offset ("Kolkata
 * (UTC+05:30)"), its region beside it, in the product's select with a search box, so "kol" or
 * "india" finds it among the 44 zones. Each offset needs a formatter of its own, so the list is
 * built only once the select opens; the closed select labels the chosen zone alone.
 */
export function TimezoneSelect({ extraZones, value, ...props }: TimezoneSelectProps) {
  const t = useT(profileTexts);
  const yours = t('profile:timezone.yours');
  const extras = [...new Set(extraZones)].filter((zone) => zone && !known.has(zone));
  // The same builder while the extra zones stay the same, so an open list is built once.
  const extrasKey = extras.join(' ');
  const options = useMemo(() => {
    let built: SearchOption[] | undefined;
    return () => (built ??= zoneOptions(extrasKey ? extrasKey.split(' ') : [], yours, new Date()));
  }, [extrasKey, yours]);
  const listed = known.has(value) || extras.includes(value);
  return (
    <SearchSelect
      {...props}
      value={value}
      valueLabel={listed ? zoneLabel(value, new Date()) : ''}
      options={options}
      placeholder={t('profile:timezone.placeholder')}
      searchLabel={t('profile:timezone.search')}
    />
  );
}

/** "Kolkata (UTC+05:30)": a listed zone by its city, another by its name. */
function zoneLabel(zone: string, now: Date): string {
  const name = labelOf.get(zone) ?? zone.replaceAll('_', ' ');
  return `${name} (${utcOffsetLabel(zone, now)})`;
}

/** The zones the list lacks (the browser's, a saved one) first as "Your zone", then the list. */
function zoneOptions(extras: string[], yours: string, now: Date): SearchOption[] {
  return [
    ...extras.map((zone) => ({ value: zone, label: zoneLabel(zone, now), group: yours })),
    ...TIME_ZONES.map((zone) => ({
      value: zone.value,
      label: zoneLabel(zone.value, now),
      group: zone.region,
    })),
  ];
}
