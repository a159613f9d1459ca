import { SLOTS_PER_DAY, SLOTS_PER_WEEK } from '../../../shared/constants/limits';
import type { CommitmentKind } from '../../../shared/library/commitments';
import {
  NO_CATEGORY,
  NO_HOST,
  type CategoryRow,
  type CommitmentReport,
  type ReportFigures,
  type ReportRow,
  type ReportWeek,
} from '../../../shared/reports/report';
import { countWeek, type ReportWeekInput, type Sum, type WeekCount } from './report-week-count';

export type { ReportBlock, ReportWeekInput } from './report-week-count';

export type ReportCategory = {
  id: string;
  name: string;
  color: string;
  commitmentKind: CommitmentKind | null;
  commitmentValue: number | null;
};

/** What a report reads besides the weeks' blocks, for every report (no week follows it). */
export type ReportLibrary = {
  /** In the station's order (their position). */
  categories: readonly ReportCategory[];
  /** Category ids of each Show Library entry that has any. */
  categoriesOfShow: ReadonlyMap<string, readonly string[]>;
  /** The states of the fill-in requests for airings in the weeks counted. */
  fillInStates: readonly string[];
};

export type ReportInput = ReportLibrary & {
  weeks: readonly ReportWeekInput[];
  timeZone: string;
};

/** Rows keyed by name, summed as airings are added. */
class Tally {
  private readonly rows = new Map<string, ReportRow>();
  add(name: string, { minutes, airings }: Sum) {
    const row = this.rows.get(name);
    if (row) {
      row.minutes += minutes;
      row.airings += airings;
    } else this.rows.set(name, { name, minutes, airings });
  }
  addAll(rows: ReadonlyMap<string, Sum>) {
    for (const [name, sum] of rows) this.add(name, sum);
  }
  get(name: string): ReportRow {
    return this.rows.get(name) ?? { name, minutes: 0, airings: 0 };
  }
  names() {
    return this.rows.keys();
  }
  /** Most minutes first; equal ones by name. */
  sorted(): ReportRow[] {
    return [...this.rows.values()].sort(
      (a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name),
    );
  }
}

/**
 * The figures of a report over the weeks given (issue 36, decision 0073), counted from scratch:
 * each week counted (countWeek), then summed (sumWeeks). Pure: the same input gives the same
 * report.
 */
export function buildReport(input: ReportInput): ReportFigures {
  return sumWeeks(
    input.weeks.map((week) => countWeek(week, input.timeZone)),
    input,
  );
}

/**
 * A report from its weeks' counts, oldest first, and the library read for it. Every figure is a
 * sum of whole minutes (exact in any order) or follows from sums, so a report summed from weeks
 * kept between requests equals one counted from scratch. The categories apply here, through each
 * week's minutes per Show Library entry: a block of an entry with several categories counts whole
 * in each, one of none (or no entry) under "No category".
 */
export function sumWeeks(counts: readonly WeekCount[], library: ReportLibrary): ReportFigures {
  const { categories, categoriesOfShow } = library;
  const byShow = new Tally();
  const byHost = new Tally();
  const byGenre = new Tally();
  const byCategory = new Tally();
  const repeats = new Tally();
  const filledSlots = new Uint32Array(SLOTS_PER_WEEK);
  const weeks: ReportWeek[] = [];
  let airings = 0;

  for (const week of counts) {
    airings += week.airings;
    byShow.addAll(week.byShow);
    byHost.addAll(week.byHost);
    byGenre.addAll(week.byGenre);
    repeats.add('first', week.first);
    repeats.add('repeat', week.repeat);
    const categoryMinutes: Record<string, number> = {};
    for (const [entry, sum] of week.byEntry) {
      const ids = (entry !== '' && categoriesOfShow.get(entry)) || [];
      for (const id of ids.length > 0 ? ids : ['']) {
        byCategory.add(id, sum);
        categoryMinutes[id] = (categoryMinutes[id] ?? 0) + sum.minutes;
      }
    }
    markFilled(filledSlots, week.gaps);
    weeks.push({
      id: week.id,
      status: week.status,
      scheduledMinutes: week.scheduledMinutes,
      unfilledMinutes: week.unfilledMinutes,
      weekMinutes: week.weekMinutes,
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
      distinctHosts: [...byHost.names()].filter((name) => name !== NO_HOST).length,
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
      asked: library.fillInStates.length,
      taken: library.fillInStates.filter((s) => s === 'taken').length,
      notFilled: library.fillInStates.filter((s) => s === 'not-filled').length,
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
