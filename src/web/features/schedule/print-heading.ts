import { zoneAt } from '../../../shared/schedule/zone-label';
import { DATE_TIME_OPTIONS } from '../../lib/format-date';
import { ENGLISH_WORDS, type ScheduleWords } from './schedule-words';

/**
 * The line a printed week starts with, so the sheet on the studio wall says whose schedule it
 * is and how fresh it is: "Radio Station · Printed Mon, Nov 23, 2026, 06:10 (CET, UTC+1)". The
 * print time is read in the station's zone and names it; the zone of the grid's times is the
 * schedule's own zone line, printed below it.
 */
export function printHeading(
  station: string,
  timeZone: string,
  printedAt: Date,
  { t, language }: ScheduleWords = ENGLISH_WORDS,
): string {
  const printed = printedAt.toLocaleString(language === 'en' ? 'en-US' : language, {
    ...DATE_TIME_OPTIONS,
    timeZone,
    weekday: 'short',
  });
  return t('schedule:printed', { station, printed, zone: zoneAt(timeZone, printedAt) });
}
