import { localText, type LocalText } from '../../i18n/local-text';

/*
 * What the Import dialog and the server agree on, kept apart from the parsers so the browser
 * bundle does not carry ical.js.
 */
/** Files the Import dialog accepts, for the file input and the server's check alike. */
export const IMPORT_ACCEPT = '.json,.ics';
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/**
 * Events (VEVENTs) one calendar file may hold: a station's whole year of weekly shows is well
 * under this; a file with more is refused before it is read, with a message saying so.
 */
export const MAX_IMPORT_EVENTS = 2000;
/** Occurrences one week may receive from a file: more than the week's 672 slots can show. */
export const MAX_IMPORT_WEEK_EVENTS = 1000;

/** The import's refusals, said in the request's language (the `exchange` namespace). */
export const IMPORT_REFUSALS = {
  unsupported: localText('exchange:refusal.unsupported'),
  tooLarge: localText('exchange:refusal.tooLarge'),
  invalidJson: localText('exchange:refusal.invalidJson'),
  notWeekDocument: localText('exchange:refusal.notWeekDocument'),
  unsupportedVersion: localText('exchange:refusal.unsupportedVersion'),
  invalidCalendar: localText('exchange:refusal.invalidCalendar'),
  nothing: localText('exchange:refusal.nothing'),
  alreadyThere: localText('exchange:refusal.alreadyThere'),
  tooManyEvents: localText('exchange:refusal.tooManyEvents', { max: MAX_IMPORT_EVENTS }),
  tooManyWeekEvents: localText('exchange:refusal.tooManyWeekEvents', {
    max: MAX_IMPORT_WEEK_EVENTS,
  }),
  calendarTooComplex: localText('exchange:refusal.calendarTooComplex'),
  ruleNeverMatches: localText('exchange:refusal.ruleNeverMatches'),
  badSourceWeek: localText('exchange:refusal.badSourceWeek'),
  libraryChanged: localText('exchange:refusal.libraryChanged'),
} satisfies Record<string, LocalText>;
