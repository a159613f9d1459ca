import { eq, inArray } from 'drizzle-orm';
import {
  type CopySourceBlock,
  type CopyTargetWeek,
  type SeriesReach,
} from '../../../../shared/schedule/copy-plan';
import { type CopyRequest } from '../../../../shared/schedule/copy-week';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import {
  HORIZON_MONTHS,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../../../shared/schedule/recurrence';
import { addMonths, isPastWeek } from '../../../../shared/schedule/week';
import { recurringSeries, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { drawnPlacements, toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { type WeekContent } from '../weeks/week-rows';
import { unstoredWeek } from '../weeks/weeks.service';
import type { Database } from '../../../db/connection';

type Executor = Pick<Database, 'select' | 'execute'>;

/*
 * What a copy reads: the source week's blocks and series, and each target week as the\n * planner sees it (shared/schedule/copy-plan.ts decides).
 */

export type SourceBlock = ReturnType<typeof toWeekView>['blocks'][number];
export type Source = {
  blocks: CopySourceBlock[];
  details: Map<string, SourceBlock>;
  series: Map<string, SeriesReach>;
};

/** The source week as the grid shows it (a week nobody wrote to still holds what series bring). */
export async function readSource(
  db: Executor,
  sourceWeekId: string,
  clock: StationClock,
): Promise<Source> {
  const [stored] = await db
    .select()
    .from(weeklySchedules)
    .where(eq(weeklySchedules.id, sourceWeekId));
  const programme = toWeekView(
    stored ?? unstoredWeek(sourceWeekId, clock),
    await loadWeekContent(db, sourceWeekId, clock),
    clock,
  ).blocks;
  const seriesIds = [
    ...new Set(programme.map((p) => p.recurringSeriesId).filter((id): id is string => !!id)),
  ];
  const rows = seriesIds.length
    ? await db.select().from(recurringSeries).where(inArray(recurringSeries.id, seriesIds))
    : [];
  return {
    blocks: programme.map((p) => ({
      id: p.id,
      showName: p.showName,
      templateId: p.templateId,
      dayIndex: p.dayIndex,
      timeIndex: p.timeIndex,
      duration: p.duration,
      seriesId: p.recurringSeriesId,
    })),
    details: new Map(programme.map((p) => [p.id, p])),
    series: new Map(rows.map((s) => [s.id, reachOf(s)])),
  };
}

/** From a series' start to its last occurrence: its end date, or the last its count allows. */
export function reachOf(series: typeof recurringSeries.$inferSelect): SeriesReach {
  const rule = series.recurrenceRule as RecurrenceRule;
  if (series.endDate) return { startDate: series.startDate, lastDate: series.endDate };
  if (rule.endType !== 'count') return { startDate: series.startDate, lastDate: null };
  const span = { rule, startDate: series.startDate, endDate: null };
  const dates = occurrencesBetween(
    span,
    series.startDate,
    addMonths(series.startDate, HORIZON_MONTHS),
  );
  return { startDate: series.startDate, lastDate: dates.at(-1) ?? series.startDate };
}

/** A target week as the planner reads it: its status, whether it is past, what it draws. */
export function targetWeek(
  weekId: string,
  status: string,
  content: WeekContent,
  clock: StationClock,
): CopyTargetWeek {
  const blocks = drawnPlacements(content).map((b) => ({
    id: b.id,
    showName: b.showName,
    templateId: 'templateId' in b ? b.templateId : b.showTemplateId,
    dayIndex: b.dayIndex,
    timeIndex: b.timeIndex,
    duration: b.duration,
  }));
  return {
    weekId,
    status: status as WeekStatus,
    isPast: isPastWeek(weekId, clock.now(), clock.timeZone),
    blocks,
  };
}

export const copyOptions = (request: CopyRequest) => ({
  copyDuplicates: request.copyDuplicates ?? false,
});
