import { currentWeekId, weekRangeLabel } from '../../src/shared/schedule/week';

/** The week the seeded stations are in (UTC), as the paint tools seed it. */
export const thisWeek = currentWeekId(new Date(), 'UTC');

/** The paint bench's pages (bench/paint.ts), with what their content shows. */
export const PAINT_PAGES: Record<string, { path: string; shows: string | null }> = {
  reference: { path: '/reference-page.html', shows: null },
  profile: { path: '/profile', shows: null },
  dashboard: { path: '/', shows: weekRangeLabel(thisWeek) },
  schedule: { path: '/schedule', shows: 'Archive Show' },
  shows: { path: '/library', shows: 'Bench Show 1' },
  djs: { path: '/djs', shows: 'Bench DJ 1' },
  team: { path: '/team', shows: null },
  settings: { path: '/settings', shows: null },
};
