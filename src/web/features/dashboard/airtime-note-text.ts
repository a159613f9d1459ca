import type { AirtimeNote } from '../../../shared/schemas/schedule';
import type { CalendarWords } from '../../i18n/calendar-words';
import type { Translate } from '../../i18n/translate';

/** "Real airtime: clocks go forward on Sunday", in the reader's language. */
export function airtimeNoteText(
  note: AirtimeNote,
  t: Translate<'dashboard'>,
  calendar: CalendarWords,
): string {
  if (note.clocks === null) return t('dashboard:airtime.differs');
  return t('dashboard:airtime.clocks', {
    clocks: note.clocks,
    day: calendar.weekday(note.dayIndex),
  });
}
