import { NO_GENRE, NO_HOST, type ReportWeek } from '../../../shared/reports/report';
import type { Placement } from '../../../shared/schedule/slots';
import { weekCoverage, type Gap } from '../../../shared/schedule/unfilled-time';
import type { CivilDate } from '../../../shared/schedule/week';
import { blockAirtimes } from '../schedule/dashboard/week-figures';

/** A block as the report reads it: where it airs, who hosts it, what it is. */
export type ReportBlock = Placement & {
  showName: string;
  /** The hosts who air it: a taken fill-in has already made the taker its host. */
  djNames: readonly string[];
  genres: readonly string[];
  /** Its Show Library entry, whose categories it carries (read live); null when none. */
  showTemplateId: string | null;
  isRepeat: boolean;
};

/** One week counted, with the blocks it holds and those carried in as day -1 (decision 0057). */
export type ReportWeekInput = {
  id: CivilDate;
  status: ReportWeek['status'];
  blocks: readonly ReportBlock[];
  carriedIn: readonly Placement[];
};

/** Minutes aired and airings, added up. */
export type Sum = { minutes: number; airings: number };

/**
 * What a report adds up of one week, kept between reports (decision 0073, amended 2026-11-27).
 * Everything here follows from the week's blocks (and those carried in) and the station zone
 * alone; categories are not: they are read live and applied to `byEntry` when the weeks are
 * summed, so a category given to a show changes no kept week.
 */
export type WeekCount = {
  id: CivilDate;
  status: ReportWeek['status'];
  scheduledMinutes: number;
  unfilledMinutes: number;
  weekMinutes: number;
  airings: number;
  byShow: ReadonlyMap<string, Sum>;
  /** By host name; airings with none under NO_HOST. */
  byHost: ReadonlyMap<string, Sum>;
  byGenre: ReadonlyMap<string, Sum>;
  /** By Show Library entry id ("" for none), in the order the week's blocks first name them. */
  byEntry: ReadonlyMap<string, Sum>;
  first: Sum;
  repeat: Sum;
  /** The stretches no airing covers, in slots of the week (the heatmap counts the rest). */
  gaps: readonly Pick<Gap, 'startSlot' | 'endSlot'>[];
};

const add = (rows: Map<string, Sum>, name: string, minutes: number) => {
  const row = rows.get(name);
  if (row) {
    row.minutes += minutes;
    row.airings += 1;
  } else rows.set(name, { minutes, airings: 1 });
};

/**
 * One week's figures: airtime is real elapsed time block by block as the dashboard counts it
 * (blockAirtimes, decision 0038), unfilled time and the gaps are the dashboard's (weekCoverage).
 * A block with several hosts or genres counts whole in each. Pure.
 */
export function countWeek(week: ReportWeekInput, timeZone: string): WeekCount {
  const airtimes = blockAirtimes(week.id, week.blocks, timeZone);
  const coverage = weekCoverage(week.id, [...week.carriedIn, ...week.blocks], timeZone);
  const byShow = new Map<string, Sum>();
  const byHost = new Map<string, Sum>();
  const byGenre = new Map<string, Sum>();
  const byEntry = new Map<string, Sum>();
  const first = { minutes: 0, airings: 0 };
  const repeat = { minutes: 0, airings: 0 };
  let scheduledMinutes = 0;
  week.blocks.forEach((block, i) => {
    const minutes = airtimes[i]!;
    scheduledMinutes += minutes;
    add(byShow, block.showName, minutes);
    for (const name of block.djNames.length > 0 ? block.djNames : [NO_HOST]) {
      add(byHost, name, minutes);
    }
    for (const genre of block.genres.length > 0 ? block.genres : [NO_GENRE]) {
      add(byGenre, genre, minutes);
    }
    add(byEntry, block.showTemplateId ?? '', minutes);
    const kind = block.isRepeat ? repeat : first;
    kind.minutes += minutes;
    kind.airings += 1;
  });
  return {
    id: week.id,
    status: week.status,
    scheduledMinutes,
    unfilledMinutes: coverage.unfilledMinutes,
    weekMinutes: coverage.weekMinutes,
    airings: week.blocks.length,
    byShow,
    byHost,
    byGenre,
    byEntry,
    first,
    repeat,
    gaps: coverage.gaps.map(({ startSlot, endSlot }) => ({ startSlot, endSlot })),
  };
}
