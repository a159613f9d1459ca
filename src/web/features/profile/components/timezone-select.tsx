import { PROFILE_TEXTS } from '../../../../shared/messages/account';
import { TIME_ZONES, utcOffsetLabel } from '../../../../shared/constants/time-zones';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { SearchSelect, type SearchOption } from '../../../components/ui/search-select';

const known = new Set(TIME_ZONES.map((zone) => zone.value));

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
 * "india" finds it among the 44 zones.
 */
export function TimezoneSelect({ extraZones, ...props }: TimezoneSelectProps) {
  const now = new Date();
  const extras = [...new Set(extraZones)].filter((zone) => zone && !known.has(zone));
  const options: SearchOption[] = [
    ...extras.map((zone) => ({
      value: zone,
      label: `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone, now)})`,
      group: 'Your zone',
    })),
    ...TIME_ZONES.map((zone) => ({
      value: zone.value,
      label: `${zone.label} (${utcOffsetLabel(zone.value, now)})`,
      group: zone.region,
    })),
  ];
  return (
    <SearchSelect
      {...props}
      options={options}
      placeholder={PROFILE_TEXTS.timezonePlaceholder}
      searchLabel="Search time zones"
    />
  );
}
