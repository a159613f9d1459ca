import { shortDateLabel } from '../../src/shared/schedule/week';

/** Seasons' English words (the seasons catalog's English, which the screens keep). */
export const SEASON_TEXTS = {
  sectionTitle: 'Seasons',
  add: 'Add season',
  save: 'Save season',
  cancel: 'Cancel',
  nameLabel: 'Season name',
  firstDayLabel: 'First day',
  lastDayLabel: 'Last day',
  created: 'Season added',
  span: (first: string, last: string) =>
    `${shortDateLabel(first)}, ${first.slice(0, 4)} – ${shortDateLabel(last)}, ${last.slice(0, 4)}`,
  carry: 'Carry the schedule into the next season',
  carryNothing: 'No series ends with this season, so there is nothing to carry.',
  carryNoClash: 'No clashes',
  carryButton: 'Carry forward',
  carried: (count: number) => `${count} series carried forward`,
  undoCarry: 'Undo the carry',
  endLabel: (last: string) => `At the end of the season (${shortDateLabel(last)})`,
  headerLabel: (name: string) => `Season: ${name}`,
};
