/**
 * Every text of away dates (issue 33 item 1, decision 0065): My Shows → Away dates, DJ Library →
 * a DJ → Away dates, the "host away" flags of the grid, the agenda, the dashboard and the DJ
 * picker. The server's refusals and the browser's words come from here, so they agree.
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

/**
 * The away marks other features show (the grid, the agenda, the dashboard, the DJ picker and the
 * DJ Library's menu), not yet in their catalogs; the away dates' own screens read the `away`
 * namespace (decision 0074).
 */
export const AWAY_TEXTS = {
  /** The grid's and agenda's marker of an airing whose host is away. */
  hostAway: '(host away)',
  hostAwayLabel: (names: readonly string[]) => `host away: ${names.join(', ')}`,
  /** The DJ picker's note beside a DJ away during the airing. */
  pickerAway: '(away)',
  /** The dashboard's mark on a week row. */
  weekHostAway: (n: number) =>
    `${n} ${n === 1 ? 'airing has its' : 'airings have their'} host away`,
  djMenu: 'Away dates',
} as const;
