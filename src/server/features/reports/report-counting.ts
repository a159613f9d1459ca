import type { ReportFigures } from '../../../shared/reports/report';
import type { ReportWeeks } from '../../../shared/reports/report-range';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import { keptPerRevision } from '../../lib/kept-per-revision';
import { buildReport } from './report-engine';
import {
  readCountedWeeks,
  readLibraryInput,
  type CountedWeeks,
  type ReportLibraryInput,
} from './report-reads';

/** How many ranges a process keeps: two years of sixty shows a week are about 2 MB of blocks. */
const KEPT_RANGES = 8;

export type ReportCounting = {
  /**
   * The figures of a report over these weeks, in a fixed number of reads whatever the range
   * (report-reads.ts), counted by the report engine, or kept from the last time they were counted
   * when nothing they read has changed since.
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

type Kept = { weeks: CountedWeeks; figures?: { library: string; figures: ReportFigures } };

/**
 * Report counting that keeps per schedule revision (decision 0014, 0073 amended): the weeks'
 * blocks are most of a report's work (two years are thousands of rows to read and add up), they
 * change only with the schedule, and a report is read again far more often than the schedule
 * changes (presets, print, every open page after a colleague's change). Categories, the shows
 * that carry them and fill-in requests move no revision: they are read for every report (three
 * small reads) and the figures are kept only while those reads answer the same.
 */
export function createReportCounting(keptRanges = KEPT_RANGES): ReportCounting {
  const kept = keptPerRevision<Kept>(keptRanges);
  return {
    async figures(db, weekIds, which, clock, scheduleRevision) {
      const readWeeks = async (): Promise<Kept> => ({
        weeks: await readCountedWeeks(db, weekIds, which, clock),
      });
      const key = `${which}|${clock.timeZone}|${clock.overnightContinues}|${weekIds.join(',')}`;
      const entry =
        scheduleRevision === null
          ? await readWeeks()
          : await kept.get(key, scheduleRevision, readWeeks);
      const library = await readLibraryInput(db, entry.weeks.counted);
      const fingerprint = libraryFingerprint(library);
      if (entry.figures?.library === fingerprint) return entry.figures.figures;
      const figures = buildReport({
        weeks: entry.weeks.weeks,
        timeZone: clock.timeZone,
        ...library,
      });
      entry.figures = { library: fingerprint, figures };
      return figures;
    },
  };
}

/** What the kept figures were counted from besides the schedule (each read in a fixed order). */
function libraryFingerprint(library: ReportLibraryInput): string {
  return JSON.stringify([library.categories, [...library.categoriesOfShow], library.fillInStates]);
}
