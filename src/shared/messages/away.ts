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
  djNotFound: 'DJ not found',
  notYourDj:
    'You can keep away dates only for your own DJ entry. Ask a station manager to link your account to it.',
  viewers: "Viewers can look at the station's plans but not keep away dates.",
} as const;

export const AWAY_TEXTS = {
  sectionTitle: 'Away dates',
  myLead:
    'Days you can\'t do your shows. Colleagues and managers see "host away" on those airings.',
  managerLead: (name: string) =>
    `Days ${name} can't do their shows. Their airings then show "host away".`,
  empty: 'No away dates coming up.',
  add: 'Add away dates',
  addTitle: 'Add Away Dates',
  editTitle: 'Edit Away Dates',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  firstDay: 'First day',
  lastDay: 'Last day',
  startTime: 'From (time on the first day)',
  endTime: 'Until (time on the last day)',
  wholeDay: 'Whole day',
  note: 'Note',
  notePlaceholder: 'e.g. on holiday',
  deleteTitle: 'Delete these away dates?',
  deleteBody: (range: string) => `${range} will no longer show you as away.`,
  deleted: 'Away dates deleted',
  saved: 'Away dates saved',
  loadFailed: 'Could not load away dates',
  stationTimes: (zone: string) => `Times are ${zone}.`,
  past: 'Past',
  now: 'Away now',
  /** The grid's and agenda's marker of an airing whose host is away. */
  hostAway: '(host away)',
  hostAwayLabel: (names: readonly string[]) => `host away: ${names.join(', ')}`,
  /** The DJ picker's note beside a DJ away during the airing. */
  pickerAway: '(away)',
  /** The dashboard's mark on a week row. */
  weekHostAway: (n: number) =>
    `${n} ${n === 1 ? 'airing has its' : 'airings have their'} host away`,
  djMenu: 'Away dates',
  dialogTitle: (name: string) => `Away dates of ${name}`,
} as const;
