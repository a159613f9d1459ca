import type { WeekStatus } from '../../../../shared/schedule/placement';
import { dateInZone, weekEndOf, weekIdOf } from '../../../../shared/schedule/week';
import type { DashboardStats, WeekSummary } from '../../../../shared/schemas/schedule';
import type { Database } from '../../../db/connection';
import type { StationClock } from '../../../http/app-env';
import { awayOfWeeks } from '../../away/away-reads';
import { seriesFilledWeeks } from './series-filled-weeks';
import { blocksWithCarriedIn } from '../weeks/week-blocks';
import { airtimeNoteOfWeek, figuresOfWeek, type WeekFigures } from './week-figures';
import { figuresBasis, keepWeekFigures, readWeeksWithFigures } from './week-figures-store';

/**
 * Every week with what the dashboard shows of it, and the totals (SPEC.md §3 "Dashboard
 * statistics"). Recurring instances count like stored shows. Each week's figures are kept between
 * requests and counted again only after a write changed that week (docs/decisions/0042), so a
 * request reads one row per week and the placements of the weeks changed since the last one.
 * Weeks nobody wrote to that series fill are listed too, from the current week to twelve weeks on
 * (series-filled-weeks.ts).
 */
export async function listWeeks(
  db: Database,
  clock: StationClock,
): Promise<{ weeks: WeekSummary[]; stats: DashboardStats }> {
  const basis = figuresBasis(clock);
  const weeks = await readWeeksWithFigures(db, basis);
  const stale = weeks.filter((w) => w.figures === null);
  const counted = new Map<string, WeekFigures>();
  if (stale.length > 0) {
    const staleIds = stale.map((w) => w.id);
    const [{ blocks, carriedIn }, awayIn] = await Promise.all([
      blocksWithCarriedIn(db, staleIds, clock),
      awayOfWeeks(db, staleIds),
    ]);
    for (const week of stale) {
      const own = blocks.get(week.id) ?? [];
      counted.set(
        week.id,
        figuresOfWeek(week.id, own, clock.timeZone, carriedIn(week.id), awayIn(week.id)),
      );
    }
    await keepWeekFigures(
      db,
      basis,
      stale.map((w) => ({ weekId: w.id, generation: w.generation, figures: counted.get(w.id)! })),
    );
  }

  // Today once, not once per week: reading a date in a zone is the costly part of isPastWeek.
  const now = clock.now();
  const today = dateInZone(now, clock.timeZone);
  const current = weekIdOf(today);
  const stored = new Set(weeks.map((w) => w.id));
  const filled = await seriesFilledWeeks(db, stored, current, clock);
  const summaries: WeekSummary[] = weeks.map((week) => {
    const figures = week.figures ?? counted.get(week.id)!;
    return {
      id: week.id,
      startDate: week.startDate,
      endDate: week.endDate,
      status: week.status as WeekStatus,
      isPast: today > weekEndOf(week.id),
      isCurrent: week.id === current,
      lastModified: week.updatedAt.toISOString(),
      ...figures,
      airtimeNote: airtimeNoteOfWeek(week.id, figures, clock.timeZone),
    };
  });
  // Weeks only series fill, not stored: listed and counted as not started (decision 0053).
  for (const { id, figures } of filled) {
    summaries.push({
      id,
      startDate: id,
      endDate: weekEndOf(id),
      status: 'not-started',
      isPast: false,
      isCurrent: id === current,
      lastModified: now.toISOString(),
      ...figures,
      airtimeNote: airtimeNoteOfWeek(id, figures, clock.timeZone),
      seriesOnly: true,
    });
  }
  if (filled.length > 0) summaries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { weeks: summaries, stats: statsOf(summaries) };
}

/** Totals over the week summaries: hours are real airtime (slots x 0.25 on every ordinary week). */
export function statsOf(weeks: readonly WeekSummary[]): DashboardStats {
  const count = (status: WeekStatus) => weeks.filter((w) => w.status === status).length;
  const shows = weeks.reduce((sum, w) => sum + w.showCount, 0);
  return {
    totalWeeks: weeks.length,
    finalizedWeeks: count('finalized'),
    draftWeeks: count('draft'),
    notStartedWeeks: count('not-started'),
    totalScheduledHours: weeks.reduce((sum, w) => sum + w.airtimeMinutes, 0) / 60,
    averageShowsPerWeek: weeks.length === 0 ? 0 : shows / weeks.length,
    djClashes: weeks.reduce((sum, w) => sum + w.djClashes, 0),
    djClashWeeks: weeks.filter((w) => w.djClashes > 0).length,
    clockChangeWeeks: weeks.filter((w) => w.airtimeNote !== null).length,
  };
}
