import { asc } from 'drizzle-orm';
import { SLOTS_PER_WEEK } from '../../../shared/constants/limits';
import { djClashes } from '../../../shared/schedule/dj-clash';
import { overlappingIds } from '../../../shared/schedule/overlap';
import type { WeekStatus } from '../../../shared/schedule/placement';
import type { RecurrenceRule } from '../../../shared/schedule/recurrence';
import { absoluteSlot, type Placement } from '../../../shared/schedule/slots';
import {
  addDays,
  currentWeekId,
  dayIndexOf,
  isPastWeek,
  weekIdOf,
} from '../../../shared/schedule/week';
import type { DashboardStats, WeekSummary } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/connection';
import { recurringSeries, scheduledShows, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { cachedOccurrencesBetween } from './occurrence-cache';
import { readTogether } from '../../db/read-together';

type Drawn = Placement & { id: string; showName: string; djNames: string[] };

/**
 * Every week with what the dashboard shows of it, and the totals (SPEC.md §3 "Dashboard
 * statistics"). Recurring instances count like stored shows. Each series is expanded once over
 * the whole span of weeks, so 500 weeks cost one pass per series, not one per week.
 */
export async function listWeeks(
  db: Database,
  clock: StationClock,
): Promise<{ weeks: WeekSummary[]; stats: DashboardStats }> {
  const [weeks, rows, series] = await readTogether(
    db,
    () => db.select().from(weeklySchedules).orderBy(asc(weeklySchedules.startDate)),
    () =>
      db
        .select({
          id: scheduledShows.id,
          weekId: scheduledShows.weeklyScheduleId,
          dayIndex: scheduledShows.dayIndex,
          timeIndex: scheduledShows.timeIndex,
          duration: scheduledShows.duration,
          seriesId: scheduledShows.recurringSeriesId,
          originalDate: scheduledShows.originalInstanceDate,
          removed: scheduledShows.isDeletedInstance,
          exception: scheduledShows.isException,
          showName: scheduledShows.showName,
          djNames: scheduledShows.djNames,
        })
        .from(scheduledShows),
    () => db.select().from(recurringSeries),
  );

  const byWeek = new Map<string, Drawn[]>(weeks.map((w) => [w.id, []]));
  const covered = new Set<string>();
  for (const row of rows) {
    if (row.seriesId && row.originalDate) covered.add(`${row.seriesId}:${row.originalDate}`);
    if (!row.removed) byWeek.get(row.weekId)?.push(row);
  }
  const first = weeks[0]?.id;
  const last = weeks.at(-1)?.id;
  const anchored = new Set(rows.filter((r) => r.seriesId && !r.removed).map((r) => r.seriesId));
  // What a series' instances copy: its first placement's show and hosts (week-view.ts).
  const anchorOf = new Map<string, { showName: string; djNames: string[] }>();
  for (const r of rows) {
    if (r.seriesId && !r.removed && !r.exception && !anchorOf.has(r.seriesId))
      anchorOf.set(r.seriesId, r);
  }
  if (first && last) {
    for (const s of series) {
      if (!anchored.has(s.id)) continue;
      const span = {
        rule: s.recurrenceRule as RecurrenceRule,
        startDate: s.startDate,
        endDate: s.endDate,
      };
      for (const date of cachedOccurrencesBetween(span, first, addDays(last, 6))) {
        if (covered.has(`${s.id}:${date}`)) continue;
        const weekId = weekIdOf(date);
        const dayIndex = dayIndexOf(date);
        byWeek.get(weekId)?.push({
          id: `${s.id}:${date}`,
          showName: anchorOf.get(s.id)?.showName ?? '',
          djNames: anchorOf.get(s.id)?.djNames ?? [],
          dayIndex,
          timeIndex: s.timeIndex,
          duration: Math.min(s.duration, SLOTS_PER_WEEK - absoluteSlot(dayIndex, s.timeIndex)),
        });
      }
    }
  }

  const now = clock.now();
  const current = currentWeekId(now, clock.timeZone);
  const summaries: WeekSummary[] = weeks.map((week) => {
    const blocks = byWeek.get(week.id) ?? [];
    return {
      id: week.id,
      startDate: week.startDate,
      endDate: week.endDate,
      status: week.status as WeekStatus,
      isPast: isPastWeek(week.id, now, clock.timeZone),
      isCurrent: week.id === current,
      lastModified: week.updatedAt.toISOString(),
      showCount: blocks.length,
      totalSlots: blocks.reduce((sum, b) => sum + b.duration, 0),
      hasOverlaps: overlappingIds(blocks).size > 0,
      djClashes: djClashes(blocks).length,
    };
  });
  return { weeks: summaries, stats: statsOf(summaries) };
}

/** Totals over the week summaries: hours are slots x 0.25. */
export function statsOf(weeks: readonly WeekSummary[]): DashboardStats {
  const count = (status: WeekStatus) => weeks.filter((w) => w.status === status).length;
  const shows = weeks.reduce((sum, w) => sum + w.showCount, 0);
  return {
    totalWeeks: weeks.length,
    finalizedWeeks: count('finalized'),
    draftWeeks: count('draft'),
    notStartedWeeks: count('not-started'),
    totalScheduledHours: weeks.reduce((sum, w) => sum + w.totalSlots, 0) * 0.25,
    averageShowsPerWeek: weeks.length === 0 ? 0 : shows / weeks.length,
    djClashes: weeks.reduce((sum, w) => sum + w.djClashes, 0),
    djClashWeeks: weeks.filter((w) => w.djClashes > 0).length,
  };
}
