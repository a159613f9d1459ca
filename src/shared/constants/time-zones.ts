/**
 * The time zones the profile offers (SPEC.md §3 "Timezone option"): about 44 regional zones and
 * UTC, grouped by region. Offsets are computed for a given instant so they follow daylight saving.
 */
export const TIME_ZONES: readonly { value: string; label: string; region: string }[] = [
  { region: 'North America', value: 'America/New_York', label: 'Eastern Time (New York)' },
  { region: 'North America', value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { region: 'North America', value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { region: 'North America', value: 'America/Phoenix', label: 'Mountain Time - no DST (Phoenix)' },
  { region: 'North America', value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { region: 'North America', value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { region: 'North America', value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { region: 'North America', value: 'America/Toronto', label: 'Eastern Time (Toronto)' },
  { region: 'North America', value: 'America/Vancouver', label: 'Pacific Time (Vancouver)' },
  { region: 'North America', value: 'America/Halifax', label: 'Atlantic Time (Halifax)' },
  { region: 'North America', value: 'America/St_Johns', label: 'Newfoundland Time (St. John’s)' },
  { region: 'North America', value: 'America/Mexico_City', label: 'Central Time (Mexico City)' },
  { region: 'Europe', value: 'Europe/London', label: 'London' },
  { region: 'Europe', value: 'Europe/Dublin', label: 'Dublin' },
  { region: 'Europe', value: 'Europe/Lisbon', label: 'Lisbon' },
  { region: 'Europe', value: 'Europe/Paris', label: 'Paris' },
  { region: 'Europe', value: 'Europe/Berlin', label: 'Berlin' },
  { region: 'Europe', value: 'Europe/Madrid', label: 'Madrid' },
  { region: 'Europe', value: 'Europe/Rome', label: 'Rome' },
  { region: 'Europe', value: 'Europe/Amsterdam', label: 'Amsterdam' },
  { region: 'Europe', value: 'Europe/Stockholm', label: 'Stockholm' },
  { region: 'Europe', value: 'Europe/Athens', label: 'Athens' },
  { region: 'Europe', value: 'Europe/Helsinki', label: 'Helsinki' },
  { region: 'Europe', value: 'Europe/Istanbul', label: 'Istanbul' },
  { region: 'Europe', value: 'Europe/Moscow', label: 'Moscow' },
  { region: 'Asia', value: 'Asia/Dubai', label: 'Dubai' },
  { region: 'Asia', value: 'Asia/Karachi', label: 'Karachi' },
  { region: 'Asia', value: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { region: 'Asia', value: 'Asia/Kathmandu', label: 'Kathmandu' },
  { region: 'Asia', value: 'Asia/Bangkok', label: 'Bangkok' },
  { region: 'Asia', value: 'Asia/Singapore', label: 'Singapore' },
  { region: 'Asia', value: 'Asia/Hong_Kong', label: 'Hong Kong' },
  { region: 'Asia', value: 'Asia/Shanghai', label: 'China (Shanghai)' },
  { region: 'Asia', value: 'Asia/Tokyo', label: 'Tokyo' },
  { region: 'Asia', value: 'Asia/Seoul', label: 'Seoul' },
  { region: 'Australia and Pacific', value: 'Australia/Perth', label: 'Perth' },
  { region: 'Australia and Pacific', value: 'Australia/Adelaide', label: 'Adelaide' },
  { region: 'Australia and Pacific', value: 'Australia/Sydney', label: 'Sydney' },
  { region: 'Australia and Pacific', value: 'Pacific/Auckland', label: 'Auckland' },
  { region: 'South America', value: 'America/Sao_Paulo', label: 'São Paulo' },
  { region: 'South America', value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires' },
  { region: 'South America', value: 'America/Bogota', label: 'Bogotá' },
  { region: 'Africa', value: 'Africa/Cairo', label: 'Cairo' },
  { region: 'Africa', value: 'Africa/Lagos', label: 'Lagos' },
  { region: 'Africa', value: 'Africa/Johannesburg', label: 'Johannesburg' },
  { region: 'Africa', value: 'Africa/Nairobi', label: 'Nairobi' },
  { region: 'UTC', value: 'UTC', label: 'Coordinated Universal Time' },
];

/**
 * The UTC offset of a zone at an instant, as "UTC+05:30" (Kolkata) or "UTC-04:00" (New York in
 * July); "UTC" for zero.
 */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const part = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const text = part?.value ?? 'GMT';
  return text === 'GMT' ? 'UTC' : text.replace('GMT', 'UTC');
}

// Building a formatter costs far more than using one, and the zone list asks for 44 of them on
// every render of the profile page: keep one per zone.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}
