import { utcOffsetLabel } from '../../../shared/constants/time-zones';

/** The station's name as the product shows it (the top bar's title); no setting renames it yet. */
export const STATION_NAME = 'Radio Station';

/**
 * The line a printed week starts with, so the sheet on the studio wall says whose schedule it
 * is, in which zone its times are, and how fresh it is: "Radio Station · Times in Europe/Berlin
 * (UTC+01:00) · Printed Mon, Nov 23, 2026, 06:10". The print time is read in the station's zone.
 */
export function printHeading(station: string, timeZone: string, printedAt: Date): string {
  const printed = printedAt.toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const zone = `${timeZone.replaceAll('_', ' ')} (${utcOffsetLabel(timeZone, printedAt)})`;
  return `${station} · Times in ${zone} · Printed ${printed}`;
}
