import type { DashboardStats } from '../../../shared/schemas/schedule';

/** "1 week", "2 weeks", "1,234 weeks": the count as the stat cards write it, with its noun. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * The small line under each stat card's number: with one week in all, "of 1 week", not
 * "of 1 weeks"; an average of exactly one show reads "1 show per week on average".
 */
export function statCardHints(stats: DashboardStats) {
  const average = Math.round(stats.averageShowsPerWeek * 10) / 10;
  const ofTotal = `of ${countOf(stats.totalWeeks, 'week', 'weeks')}`;
  return {
    totalWeeks: `${stats.notStartedWeeks.toLocaleString('en-US')} not started`,
    finalized: ofTotal,
    drafts: ofTotal,
    totalHours: `${countOf(average, 'show', 'shows')} per week on average`,
  };
}

/**
 * Under Total Hours when the totals include weeks whose airtime differs from their slots:
 * "Real airtime: 1 week with a clock change". Null when no week has one.
 */
export function totalHoursNote(stats: DashboardStats): string | null {
  if (stats.clockChangeWeeks === 0) return null;
  return `Real airtime: ${countOf(stats.clockChangeWeeks, 'week', 'weeks')} with a clock change`;
}
