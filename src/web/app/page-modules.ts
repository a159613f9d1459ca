/**
 * Which modules draw the page at each address, as the build names them (from the project root).
 * The build turns this into the chunks each address needs (scripts/route-preloads.ts), and the
 * server names those in the HTML it answers for the address, so the browser fetches the page's
 * code with the page and not after the entry script has run (decision 0058). The imports in
 * pages.ts and app-routes.tsx load the same modules; page-modules.test.ts keeps them in step.
 */
const SHELL = 'src/web/app/app-shell.tsx';
const feature = (file: string) => `src/web/features/${file}.tsx`;

export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': [SHELL, feature('dashboard/components/dashboard-page')],
  '/library': [SHELL, feature('library/components/library-page')],
  '/djs': [SHELL, feature('djs/components/djs-page')],
  '/schedule': [SHELL, feature('schedule/components/schedule-page')],
  '/team': [SHELL, feature('team/components/team-page')],
  '/settings': [SHELL, feature('team/components/station-settings-page')],
  '/profile': [SHELL, feature('profile/components/profile-page')],
  '/my-shows': [SHELL, feature('my-shows/components/my-shows-page')],
  '/fill-ins': [SHELL, feature('fill-ins/components/fill-ins-page')],
  '/activity': [SHELL, feature('activity/components/activity-page')],
  '/reports': [SHELL, feature('reports/components/reports-page')],
  '/reset-password': [feature('auth/components/reset-password-page')],
};
