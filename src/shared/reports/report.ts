import type { CommitmentKind } from '../library/commitments';
import type { CivilDate } from '../schedule/week';
import type { ReportRangePreset, ReportWeeks } from './report-range';

/** A row of "hours by …": real minutes aired and how many airings. */
export type ReportRow = { name: string; minutes: number; airings: number };

export type CategoryRow = ReportRow & {
  id: string;
  color: string;
  /** Share of the scheduled minutes, 0..1 (a show in two categories counts in both). */
  share: number;
};

export type ReportWeek = {
  id: CivilDate;
  status: 'not-started' | 'draft' | 'finalized';
  scheduledMinutes: number;
  unfilledMinutes: number;
  /** Real minutes from Sunday 00:00 to the next one (10,020 the week clocks go forward). */
  weekMinutes: number;
  /** Minutes per category id; "" for airings of no category. */
  categoryMinutes: Record<string, number>;
};

export type CommitmentWeek = {
  weekId: CivilDate;
  /** Hours, or percent of the week's scheduled hours, as the commitment is stated. */
  actual: number;
  met: boolean;
};

export type CommitmentReport = {
  categoryId: string;
  name: string;
  color: string;
  kind: CommitmentKind;
  value: number;
  weeks: CommitmentWeek[];
  metWeeks: number;
  /** The weeks that missed, oldest first. */
  missedWeeks: CommitmentWeek[];
};

/** The figures of a report, counted by the report engine (src/server/features/reports). */
export type ReportFigures = {
  weeks: ReportWeek[];
  totals: {
    weekCount: number;
    scheduledMinutes: number;
    unfilledMinutes: number;
    weekMinutes: number;
    /** Share of the weeks' real time some airing covers, 0..1 (0 with no weeks). */
    coverage: number;
    airings: number;
    distinctHosts: number;
  };
  byShow: ReportRow[];
  byHost: ReportRow[];
  byGenre: ReportRow[];
  byCategory: CategoryRow[];
  firstVsRepeat: { first: ReportRow; repeat: ReportRow };
  fillIns: { asked: number; taken: number; notFilled: number };
  commitments: CommitmentReport[];
  /**
   * [day][hour], Sunday first, wall clock: the share (0..1) of that hour's quarter-hours that
   * some airing filled, over the weeks counted.
   */
  heatmap: number[][];
};

/** GET /api/reports: the figures and what the document heads itself with. */
export type Report = ReportFigures & {
  stationName: string;
  timeZone: string;
  /** ISO instant the report was counted. */
  madeAt: string;
  paperSize: 'a4' | 'letter';
  range: { preset: ReportRangePreset; from: CivilDate; to: CivilDate };
  weeksCounted: ReportWeeks;
};

/** Names of the rows that stand for "none" in a table. */
export const NO_HOST = 'No host';
export const NO_GENRE = 'No genre';
export const NO_CATEGORY = 'No category';
