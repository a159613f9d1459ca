import { currentWeekId, weekRangeLabel } from '../../src/shared/schedule/week';

/**
 * The week the seeded stations are in (UTC), as the paint tools seed it: one value for the seed
 * and the dashboard's awaited label, so a run across a week's start cannot wait for a week it did
 * not seed.
 */
export const thisWeek = currentWeekId(new Date(), 'UTC');

/**
 * How the paint watcher knows a page's main content is there (bench/paint.ts' watchForContent):
 * a text of its data once loaded, or, for a page with no data text to wait for, its heading (the
 * sign-in card a lost session shows has a heading of its own).
 */
export type PageContent = { shows?: string; heading?: string };

/** The paint bench's pages (bench/paint.ts), with what their content shows. */
export const PAINT_PAGES: Record<
  'reference' | 'profile' | 'dashboard' | 'schedule' | 'shows' | 'djs' | 'team' | 'settings',
  PageContent & { path: string }
> = {
  reference: { path: '/reference-page.html' },
  profile: { path: '/profile', heading: 'Profile Settings' },
  // The list's newest week, by the name the dashboard gives it.
  dashboard: { path: '/', shows: weekRangeLabel(thisWeek) },
  schedule: { path: '/schedule', shows: 'Archive Show' },
  shows: { path: '/library', shows: 'Bench Show 1' },
  djs: { path: '/djs', shows: 'Bench DJ 1' },
  team: { path: '/team', heading: 'Team' },
  settings: { path: '/settings', heading: 'Station Settings' },
};

export type PaintPageName = keyof typeof PAINT_PAGES;

/** The page of a name given on the command line (--figures, --pages); refuses an unknown one. */
export function paintPage(name: string): PageContent & { path: string } {
  if (!(name in PAINT_PAGES)) throw new Error(`no page named ${name}`);
  return PAINT_PAGES[name as PaintPageName];
}
