import type { DashboardStats } from '../../../shared/schemas/schedule';
import type { Translate } from '../../i18n/translate';

/**
 * The small line under each stat card's number, in the language read: with one week in all,
 * "of 1 week", not "of 1 weeks"; an average of exactly one show reads "1 show per week on average"
 * (the catalog's plurals).
 */
export function statCardHints(stats: DashboardStats, t: Translate<'dashboard'>) {
  const average = Math.round(stats.averageShowsPerWeek * 10) / 10;
  const ofTotal = t('dashboard:stat.ofWeeks', { count: stats.totalWeeks });
  return {
    totalWeeks: t('dashboard:stat.notStarted', { count: stats.notStartedWeeks }),
    finalized: ofTotal,
    drafts: ofTotal,
    totalHours: t('dashboard:stat.averageShows', { count: average }),
  };
}

/**
 * Under Total Hours when the totals include weeks whose airtime differs from their slots:
 * "Real airtime: 1 week with a clock change". Null when no week has one.
 */
export function totalHoursNote(stats: DashboardStats, t: Translate<'dashboard'>): string | null {
  if (stats.clockChangeWeeks === 0) return null;
  return t('dashboard:stat.clockChange', { count: stats.clockChangeWeeks });
}
