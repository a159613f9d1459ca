import type { ReportFigures } from '../../../shared/reports/report';
import type { ReportWeeks } from '../../../shared/reports/report-range';
import { addDays, type CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { figuresBasis } from '../schedule/dashboard/week-figures-store';
import { sumWeeks } from './report-engine';
import { readLibraryInput, readReportWeeks, readWeekMarks, type WeekMark } from './report-reads';
import { countWeek, type WeekCount } from './report-week-count';

/**
 * How many counted weeks a process keeps, over all the ranges it keeps: eight two-year reports.
 * A week of 68 airings of thirty Show Library entries with a dozen hosts (the bench's) is about
 * 16 kB kept (its tallies by show, host, genre and entry, and its gaps; measured with the heap
 * after a gc over 1,000 weeks), so at most about 14 MB; the marks kept per range add a few kB.
 */
export const KEPT_WEEKS = 840;

export type ReportCounting = {
  /**
   * The figures of a report over these weeks: each week's counted once and kept while its mark
   * stands, the range's weeks summed for every report with the library read for it.
   */
  figures: (
    db: Database,
    weekIds: readonly CivilDate[],
    which: ReportWeeks,
    clock: StationClock,
    /** The schedule revision read for the request (null: unknown, nothing kept). */
    scheduleRevision: number | null,
  ) => Promise<ReportFigures>;
};

type KeptWeek = { key: string | null; count: WeekCount | null };
type KeptRange = {
  /** The weeks' marks, and the schedule revision they were read at (decision 0014). */
  marks?: { revision: number | null; weeks: Map<CivilDate, WeekMark> };
  weeks: Map<CivilDate, KeptWeek>;
  /** The last sum, while no week was counted since, with what else it was summed from. */
  summed?: { basis: string; figures: ReportFigures };
};

/**
 * Report counting that keeps each week's count (decision 0073, amended 2026-11-27). A two-year
 * report reads thousands of block rows, which costs more than the bar for the whole answer
 * (10x /api/health), so after a change only the weeks whose mark moved are read and counted
 * again; every week is summed for each report, with the categories, the shows that carry them
 * and the fill-in requests read live (three small reads).
 *
 * A kept week is used while its key stands: its status, its mark (readWeekMarks), the mark of the
 * week before where Saturday-night shows carry into it, within a range kept for the station zone
 * and overnight rule. A week with no figures row (not stored: series fill it) is marked by the
 * schedule revision, so any change counts it again. The marks are read in one statement, and not
 * at all while the schedule revision stands (any write that moves a mark moves it too).
 *
 * Weeks are kept per range: a range not read before is counted whole (three block reads, as many
 * for 5 weeks as for 105). Ranges go least recently used first once the weeks kept pass
 * `keptWeeks`.
 */
export function createReportCounting(
  options: {
    keptWeeks?: number;
    /** Called with the weeks each report counted again (tests count them). */
    onWeeksCounted?: (weekIds: readonly CivilDate[]) => void;
  } = {},
): ReportCounting {
  const keptWeeks = options.keptWeeks ?? KEPT_WEEKS;
  const ranges = new Map<string, KeptRange>();

  const keep = (key: string, range: KeptRange) => {
    ranges.delete(key);
    ranges.set(key, range);
    let total = [...ranges.values()].reduce((n, r) => n + r.weeks.size, 0);
    for (const [oldest, kept] of ranges) {
      if (total <= keptWeeks || oldest === key) break;
      ranges.delete(oldest);
      total -= kept.weeks.size;
    }
  };

  return {
    async figures(db, weekIds, which, clock, revision) {
      const rangeKey = `${figuresBasis(clock)}|${weekIds.join(',')}`;
      const range: KeptRange = ranges.get(rangeKey) ?? { weeks: new Map() };
      let marks = range.marks;
      if (marks === undefined || revision === null || marks.revision !== revision) {
        const before = weekIds.length > 0 ? [addDays(weekIds[0]!, -7)] : [];
        marks = { revision, weeks: await readWeekMarks(db, [...before, ...weekIds]) };
        range.marks = marks;
      }
      const stored = marks.weeks;
      const markOf = (id: CivilDate) =>
        stored.get(id)?.mark ?? (revision === null ? null : `revision ${revision}`);
      const keyOf = (id: CivilDate) => {
        const parts = [stored.get(id)?.status ?? 'not-started', markOf(id)];
        if (clock.overnightContinues) parts.push(markOf(addDays(id, -7)));
        return parts.includes(null) ? null : parts.join('|');
      };

      const counted =
        which === 'finalized'
          ? weekIds.filter((id) => stored.get(id)?.status === 'finalized')
          : weekIds;
      const stale = counted.filter((id) => {
        const kept = range.weeks.get(id);
        return kept?.key == null || kept.key !== keyOf(id);
      });
      if (stale.length > 0) {
        const read = await readReportWeeks(db, stale, stored, clock);
        for (const id of stale) {
          const week = read.get(id) ?? null;
          const count = week && countWeek(week, clock.timeZone);
          range.weeks.set(id, { key: keyOf(id), count });
        }
        options.onWeeksCounted?.(stale);
      }
      keep(rangeKey, range);

      const library = await readLibraryInput(db, counted);
      // Summing two years of weeks is cheap next to reading them, but it is most of the work of a
      // report read again with nothing changed (presets, print, a colleague's page): keep the sum.
      const basis = JSON.stringify([
        revision,
        which,
        library.categories,
        [...library.categoriesOfShow],
        library.fillInStates,
      ]);
      if (stale.length === 0 && revision !== null && range.summed?.basis === basis) {
        return range.summed.figures;
      }
      const counts = counted.flatMap((id) => range.weeks.get(id)?.count ?? []);
      const figures = sumWeeks(counts, library);
      range.summed = { basis, figures };
      return figures;
    },
  };
}
