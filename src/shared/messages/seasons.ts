import { shortDateLabel, type CivilDate } from '../schedule/week';

/**
 * Every text of seasons (issue 30 item 2, decision 0056): Station Settings → Seasons, the carry
 * forward, the End choice "At the end of the season", the schedule header and the dashboard's
 * filter. The server's refusals and the browser's words come from here, so they agree.
 */
export const SEASON_MESSAGES = {
  nameRequired: 'Enter the season name',
  nameTooLong: (max: number) => `At most ${max} characters`,
  nameTaken: 'Another season already has this name',
  dateInvalid: 'Please enter a valid date',
  dateOutOfRange: 'Choose a date from 1970 to 2199',
  lastBeforeFirst: 'The last day must be on or after the first day',
  tooLong: (maxDays: number) => `A season is at most ${maxDays} days long`,
  overlaps: (other: string) => `These days overlap the season "${other}"`,
  overlapsSomeSeason: 'These days overlap another season',
  notFound: 'This season no longer exists',
  noNextSeason: 'No season starts after this one: add the next season first',
  seasonEnded:
    "This season ended before this week: the schedule can no longer be carried from it (past weeks don't change)",
  notCarried: 'This series no longer ends with this season: open the preview again',
  nothingChosen: 'Choose at least one series to carry forward',
  seasonEndNeedsNever: 'Choose "At the end of the season" alone as the end',
  seasonEndsBeforeSeries: 'This season ends before the series starts',
} as const;

export const SEASON_TEXTS = {
  sectionTitle: 'Seasons',
  sectionLead:
    'Named stretches of the year ("Fall 2027"). The schedule header shows the season of each week; a series can end with its season, and a season\'s schedule can be carried into the next one.',
  empty: 'No seasons yet.',
  add: 'Add season',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save season',
  saving: 'Saving…',
  cancel: 'Cancel',
  nameLabel: 'Season name',
  namePlaceholder: 'Fall 2027',
  firstDayLabel: 'First day',
  lastDayLabel: 'Last day',
  created: 'Season added',
  saved: 'Season saved',
  deleted: 'Season deleted',
  deleteConfirm: (name: string) =>
    `Delete the season "${name}"? Series that end with it keep their last date.`,
  span: (first: CivilDate, last: CivilDate) =>
    `${shortDateLabel(first)}, ${first.slice(0, 4)} – ${shortDateLabel(last)}, ${last.slice(0, 4)}`,
  carry: 'Carry the schedule into the next season',
  carryTitle: (from: string, to: string) => `Carry "${from}" into "${to}"`,
  carryLead: (to: string, last: CivilDate) =>
    `Each ticked series continues through the last day of "${to}" (${shortDateLabel(last)}, ${last.slice(0, 4)}).`,
  carryNothing: 'No series ends with this season, so there is nothing to carry.',
  noNext: 'No season starts after this one: add the next season first.',
  carryClashes: 'Clashes in the next season',
  carryNoClash: 'No clashes',
  carryButton: 'Carry forward',
  carrying: 'Carrying…',
  carried: (count: number) => `${count} series carried forward`,
  carryUndone: 'The carry was taken back.',
  undoCarry: 'Undo the carry',
  loadingPreview: 'Looking for series that end with this season…',
  /** The End choice of the recurrence dialog and Edit Series. */
  endLabel: (last: CivilDate) => `At the end of the season (${shortDateLabel(last)})`,
  endLead: 'At the end of the season',
  endHint: (name: string) => `"${name}"; the series keeps that last date`,
  /** The dashboard's filter. */
  filterLabel: 'Season',
  allSeasons: 'All seasons',
  /** The schedule header: "Fall 2027" or "Fall 2027 / Winter 2028". */
  headerLabel: (name: string) => `Season: ${name}`,
} as const;

/** Why a preview lists a clash for a continued series. */
export const CARRY_CLASH_TEXTS = {
  overlap: (date: CivilDate, other: string) => `${shortDateLabel(date)}: overlaps "${other}"`,
  dj: (date: CivilDate, dj: string, other: string) =>
    `${shortDateLabel(date)}: ${dj} is also on "${other}"`,
  finalized: (weekRange: string) =>
    `The week of ${weekRange} is finalized: this series cannot be carried while it is`,
} as const;
