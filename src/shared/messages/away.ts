/**
 * The away dates' field checks and refusals (issue 33 item 1, decision 0065), shared by the
 * browser's form and the server, not yet in a catalog; the screens and the away marks of other
 * features read the `away`, `schedule`, `dashboard` and `library` catalogs (decision 0074).
 */
export const AWAY_MESSAGES = {
  dateInvalid: 'Please enter a valid date',
  dateOutOfRange: 'Choose a date from 1970 to 2199',
  lastBeforeFirst: 'The last day must be on or after the first day',
  tooLong: (maxDays: number) => `Away dates cover at most ${maxDays} days`,
  timeInvalid: 'Choose a time in 15-minute steps, e.g. 09:15',
  endTimeMidnight: 'Leave the end time empty to be away the whole last day',
  endBeforeStart: 'The end time must be after the start time',
  noteTooLong: (max: number) => `The note must be at most ${max} characters`,
  notFound: 'These away dates no longer exist',
  tooMany: (max: number) =>
    `A DJ can have at most ${max} away periods. Delete past ones before adding more.`,
  djNotFound: 'DJ not found',
  notYourDj:
    'You can keep away dates only for your own DJ entry. Ask a station manager to link your account to it.',
  viewers: "Viewers can look at the station's plans but not keep away dates.",
} as const;
