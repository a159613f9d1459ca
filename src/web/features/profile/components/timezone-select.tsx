import type { ComponentProps } from 'react';
import { PROFILE_TEXTS } from '../../../../shared/messages/account';
import { TIME_ZONES, utcOffsetLabel } from '../../../../shared/constants/time-zones';
import { cn } from '../../../lib/cn';
import { inputClasses } from '../../../components/ui/input';

const regions = [...new Set(TIME_ZONES.map((zone) => zone.region))];
const known = new Set(TIME_ZONES.map((zone) => zone.value));

type TimezoneSelectProps = ComponentProps<'select'> & {
  /** Zones to offer besides the list, e.g. the browser's or a saved one the list lacks. */
  extraZones: string[];
};

/**
 * The profile's time zone: the regional list with each zone's current UTC offset ("Kolkata
 * (UTC+05:30)"), grouped by region. A native select: the phone's own picker, and typing a
 * letter jumps to it.
 */
export function TimezoneSelect({ extraZones, className, ...props }: TimezoneSelectProps) {
  const now = new Date();
  const extras = [...new Set(extraZones)].filter((zone) => zone && !known.has(zone));
  return (
    <select className={cn(inputClasses, 'h-10 pr-8', className)} {...props}>
      <option value="">{PROFILE_TEXTS.timezonePlaceholder}</option>
      {extras.length > 0 ? (
        <optgroup label="Your zone">
          {extras.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')} ({utcOffsetLabel(zone, now)})
            </option>
          ))}
        </optgroup>
      ) : null}
      {regions.map((region) => (
        <optgroup key={region} label={region}>
          {TIME_ZONES.filter((zone) => zone.region === region).map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label} ({utcOffsetLabel(zone.value, now)})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
