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

export const IMPORT_MESSAGES = {
  unsupported: 'Choose a week export (.json) or a calendar file (.ics).',
  tooLarge: 'The file is larger than 2 MB.',
  invalidJson: 'This file is not valid JSON.',
  notWeekDocument: 'This JSON file is not a week export of this product.',
  unsupportedVersion: 'This week export comes from a newer version and cannot be imported.',
  invalidCalendar: 'This calendar file could not be read.',
  nothing: 'The file has nothing to place in this week.',
  tooManyEvents: `This calendar file has more than ${MAX_IMPORT_EVENTS.toLocaleString('en-US')} events. Export a shorter period, such as one season, and import that.`,
  tooManyWeekEvents: `This calendar file has more than ${MAX_IMPORT_WEEK_EVENTS.toLocaleString('en-US')} events in this week, more than a week's schedule can hold.`,
  calendarTooComplex: 'This calendar file has an event with too many lines to be a show.',
  ruleNeverMatches:
    'This calendar file has a repeating event whose rule never lands on a date. Fix or remove that event and import again.',
  badSourceWeek: 'Choose a week by its Sunday, YYYY-MM-DD.',
  libraryChanged:
    'A show or DJ this file uses was deleted while importing. Please import the file again.',
} as const;
