import { SLOTS_PER_DAY, SLOTS_PER_WEEK } from '../../../shared/constants/limits';
import type { CommitmentKind } from '../../../shared/library/commitments';
import {
  NO_CATEGORY,
  NO_GENRE,
  NO_HOST,
  type CategoryRow,
  type CommitmentReport,
  type ReportFigures,
  type ReportRow,
  type ReportWeek,
} from '../../../shared/reports/report';
import type { Placement } from '../../../shared/schedule/slots';
import { weekCoverage } from '../../../shared/schedule/unfilled-time';
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

export type ReportCategory = {
  id: string;
  name: string;
  color: string;
  commitmentKind: CommitmentKind | null;
  commitmentValue: number | null;
};

export type ReportInput = {
  weeks: readonly ReportWeekInput[];
  timeZone: string;
  /** In the station's order (their position). */
  categories: readonly ReportCategory[];
  /** Category ids of each Show Library entry that has any. */
  categoriesOfShow: ReadonlyMap<string, readonly string[]>;
  /** The states of the fill-in requests for airings in the weeks counted. */
  fillInStates: readonly string[];
};

/** Rows keyed by name, summed as airings are added. */
class Tally {
  private readonly rows = new Map<string, ReportRow>();
  add(name: string, minutes: number) {
    const row = this.rows.get(name) ?? { name, minutes: 0, airings: 0 };
    row.minutes += minutes;
    row.airings += 1;
    this.rows.set(name, row);
  }
  get(name: string): ReportRow {
    return this.rows.get(name) ?? { name, minutes: 0, airings: 0 };
  }
  get size() {
    return this.rows.size;
  }
  /** Most minutes first; equal ones by name. */
  sorted(): ReportRow[] {
    return [...this.rows.values()].sort(
      (a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name),
    );
  }
}

/**
 * The figures of a report over the weeks given (issue 36, decision 0073). Airtime is real elapsed
 * time by the change-day rule (decision 0038), block by block as the dashboard counts it
 * (blockAirtimes), and unfilled time is the dashboard's (weekCoverage), so the two agree week by
 * week. A block with several hosts, genres or categories counts whole in each of them.
 * Pure: the same input gives the same report.
 */
export function buildReport(input: ReportInput): ReportFigures {
  const { timeZone, categories, categoriesOfShow } = input;
  const byShow = new Tally();
  const byHost = new Tally();
  const byGenre = new Tally();
  const byCategory = new Tally();
  const repeats = new Tally();
  const filledSlots = new Uint32Array(SLOTS_PER_WEEK);
  const hosts = new Set<string>();
  const weeks: ReportWeek[] = [];
  let airings = 0;

  for (const week of input.weeks) {
    const airtimes = blockAirtimes(week.id, week.blocks, timeZone);
    const coverage = weekCoverage(week.id, [...week.carriedIn, ...week.blocks], timeZone);
    const categoryMinutes: Record<string, number> = {};
    let scheduledMinutes = 0;
    week.blocks.forEach((block, i) => {
      const minutes = airtimes[i]!;
      scheduledMinutes += minutes;
      airings += 1;
      byShow.add(block.showName, minutes);
      for (const name of block.djNames.length > 0 ? block.djNames : [NO_HOST]) {
        byHost.add(name, minutes);
        if (name !== NO_HOST) hosts.add(name);
      }
      for (const genre of block.genres.length > 0 ? block.genres : [NO_GENRE]) {
        byGenre.add(genre, minutes);
      }
      const ids = (block.showTemplateId && categoriesOfShow.get(block.showTemplateId)) || [];
      for (const id of ids.length > 0 ? ids : ['']) {
        byCategory.add(id, minutes);
        categoryMinutes[id] = (categoryMinutes[id] ?? 0) + minutes;
      }
      repeats.add(block.isRepeat ? 'repeat' : 'first', minutes);
    });
    markFilled(filledSlots, coverage.gaps);
    weeks.push({
      id: week.id,
      status: week.status,
      scheduledMinutes,
      unfilledMinutes: coverage.unfilledMinutes,
      weekMinutes: coverage.weekMinutes,
      categoryMinutes,
    });
  }

  const scheduledMinutes = sum(weeks.map((w) => w.scheduledMinutes));
  const unfilledMinutes = sum(weeks.map((w) => w.unfilledMinutes));
  const weekMinutes = sum(weeks.map((w) => w.weekMinutes));
  return {
    weeks,
    totals: {
      weekCount: weeks.length,
      scheduledMinutes,
      unfilledMinutes,
      weekMinutes,
      coverage: weekMinutes === 0 ? 0 : (weekMinutes - unfilledMinutes) / weekMinutes,
      airings,
      distinctHosts: hosts.size,
    },
    byShow: byShow.sorted(),
    byHost: byHost.sorted(),
    byGenre: byGenre.sorted(),
    byCategory: categoryRows(categories, byCategory, scheduledMinutes),
    firstVsRepeat: {
      first: { ...repeats.get('first'), name: 'First airings' },
      repeat: { ...repeats.get('repeat'), name: 'Repeats' },
    },
    fillIns: {
      asked: input.fillInStates.length,
      taken: input.fillInStates.filter((s) => s === 'taken').length,
      notFilled: input.fillInStates.filter((s) => s === 'not-filled').length,
    },
    commitments: commitmentsOf(categories, weeks),
    heatmap: heatmapOf(filledSlots, weeks.length),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** Every category in the station's order (those with no airtime too), then "No category". */
function categoryRows(
  categories: readonly ReportCategory[],
  tally: Tally,
  scheduledMinutes: number,
): CategoryRow[] {
  const share = (minutes: number) => (scheduledMinutes === 0 ? 0 : minutes / scheduledMinutes);
  const rows: CategoryRow[] = categories.map((c) => {
    const { minutes, airings } = tally.get(c.id);
    return { id: c.id, name: c.name, color: c.color, minutes, airings, share: share(minutes) };
  });
  const none = tally.get('');
  if (none.airings > 0) {
    rows.push({ ...none, id: '', name: NO_CATEGORY, color: '#94a3b8', share: share(none.minutes) });
  }
  return rows;
}

/** Counts, per slot of the week, the weeks where some airing filled it (all but the gaps). */
function markFilled(counts: Uint32Array, gaps: readonly { startSlot: number; endSlot: number }[]) {
  let slot = 0;
  const fill = (until: number) => {
    for (; slot < until; slot += 1) counts[slot]! += 1;
  };
  for (const gap of gaps) {
    fill(gap.startSlot);
    slot = gap.endSlot;
  }
  fill(SLOTS_PER_WEEK);
}

function heatmapOf(counts: Uint32Array, weekCount: number): number[][] {
  const slotsPerHour = SLOTS_PER_DAY / 24;
  return Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: 24 }, (_, hour) => {
      if (weekCount === 0) return 0;
      const first = day * SLOTS_PER_DAY + hour * slotsPerHour;
      const filled = sum([...counts.subarray(first, first + slotsPerHour)]);
      return filled / (slotsPerHour * weekCount);
    }),
  );
}

/** Minutes closer than this are equal: "at least 10 %" of 600 minutes is met by exactly 60. */
const EPSILON = 1e-9;

/** Each commitment week by week, compared in minutes (the value as hours, or as a share). */
function commitmentsOf(
  categories: readonly ReportCategory[],
  weeks: readonly ReportWeek[],
): CommitmentReport[] {
  return categories.flatMap((c) => {
    if (c.commitmentKind === null || c.commitmentValue === null) return [];
    const kind = c.commitmentKind;
    const value = c.commitmentValue;
    const perWeek = weeks.map((w) => {
      const minutes = w.categoryMinutes[c.id] ?? 0;
      const percent = kind.endsWith('_percent');
      // Compared against value x 60 (hours) or value x scheduled / 100 (percent), in minutes.
      const target = percent ? (value * w.scheduledMinutes) / 100 : value * 60;
      const atLeast = kind.startsWith('at_least');
      const met = atLeast ? minutes >= target - EPSILON : minutes <= target + EPSILON;
      const actual = percent
        ? w.scheduledMinutes === 0
          ? 0
          : (minutes * 100) / w.scheduledMinutes
        : minutes / 60;
      return { weekId: w.id, actual, met };
    });
    return [
      {
        categoryId: c.id,
        name: c.name,
        color: c.color,
        kind,
        value,
        weeks: perWeek,
        metWeeks: perWeek.filter((w) => w.met).length,
        missedWeeks: perWeek.filter((w) => !w.met),
      },
    ];
  });
}
