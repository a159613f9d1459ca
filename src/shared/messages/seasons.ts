import { shortDateLabel, type CivilDate } from '../schedule/week';

/**
 * Why a carry's preview lists a clash for a continued series (decision 0056), in English: the
 * preview's answer carries these sentences (the refusals and the screens' words are in the
 * `seasons` catalog).
 */
export const CARRY_CLASH_TEXTS = {
  overlap: (date: CivilDate, other: string) => `${shortDateLabel(date)}: overlaps "${other}"`,
  dj: (date: CivilDate, dj: string, other: string) =>
    `${shortDateLabel(date)}: ${dj} is also on "${other}"`,
  finalized: (weekRange: string) =>
    `The week of ${weekRange} is finalized: this series cannot be carried while it is`,
} as const;
