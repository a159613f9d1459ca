import type { LucideIcon } from 'lucide-react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import CalendarHeart from 'lucide-react/icons/calendar-heart';
import HandHelping from 'lucide-react/icons/hand-helping';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Library from 'lucide-react/icons/library';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import type { KeyOf } from '../i18n/translate';
import { preloadableLazy, type PreloadableComponent } from '../lib/preloadable-lazy';
import { CodeLoadFailure } from './code-load-failure';
import { PageFallback } from './page-fallback';

const pageCode = { Loading: PageFallback, Failed: CodeLoadFailure };

/**
 * The pages (SPEC.md §2 "page switching"), each at its own address so reload and Back work.
 * Each is loaded on first visit, which keeps the first download small; the page at the address
 * being opened is fetched at start, beside the session check (preloadPageAt).
 */
export type PageDef = {
  path: string;
  /** Its name in the bar and the menus, read with the shell's `t`. */
  label: KeyOf<'shell'>;
  icon: LucideIcon;
  component: PreloadableComponent;
  /**
   * A page visited now and then (set up once, changed seldom): in the user menu instead of the
   * top bar, which then keeps one row at 1024 px and up for every role (the phone's menu lists it).
   */
  rare?: boolean;
};

export const navPages: PageDef[] = [
  {
    path: '/',
    label: 'shell:nav.dashboard',
    icon: LayoutDashboard,
    component: preloadableLazy(
      () => import('../features/dashboard/components/dashboard-page'),
      (m) => m.DashboardPage,
      pageCode,
    ),
  },
  {
    path: '/library',
    label: 'shell:nav.library',
    icon: Library,
    component: preloadableLazy(
      () => import('../features/library/components/library-page'),
      (m) => m.LibraryPage,
      pageCode,
    ),
  },
  {
    path: '/djs',
    label: 'shell:nav.djs',
    icon: Users,
    component: preloadableLazy(
      () => import('../features/djs/components/djs-page'),
      (m) => m.DjsPage,
      pageCode,
    ),
  },
  {
    path: '/schedule',
    label: 'shell:nav.schedule',
    icon: CalendarDays,
    component: preloadableLazy(
      () => import('../features/schedule/components/schedule-page'),
      (m) => m.SchedulePage,
      pageCode,
    ),
  },
];

/**
 * The station managers' pages: in the top bar for managers only; anyone else who opens the
 * address is told the page is for managers.
 */
export const managerPages: PageDef[] = [
  {
    path: '/team',
    label: 'shell:nav.team',
    icon: UserCog,
    component: preloadableLazy(
      () => import('../features/team/components/team-page'),
      (m) => m.TeamPage,
      pageCode,
    ),
  },
  {
    path: '/settings',
    label: 'shell:nav.settings',
    icon: SlidersHorizontal,
    rare: true,
    component: preloadableLazy(
      () => import('../features/team/components/station-settings-page'),
      (m) => m.StationSettingsPage,
      pageCode,
    ),
  },
];

export const ProfilePage = preloadableLazy(
  () => import('../features/profile/components/profile-page'),
  (m) => m.ProfilePage,
  pageCode,
);

/** My Shows: routed for everyone (it explains how to get linked), in the bar for linked members. */
export const myShowsPage: PageDef = {
  path: '/my-shows',
  label: 'shell:nav.myShows',
  icon: CalendarHeart,
  component: preloadableLazy(
    () => import('../features/my-shows/components/my-shows-page'),
    (m) => m.MyShowsPage,
    pageCode,
  ),
};
/**
 * Fill-ins: routed for everyone (it explains how to get linked), in the bar for linked members
 * and station managers, the ones who ask, take and approve.
 */
export const fillInsPage: PageDef = {
  path: '/fill-ins',
  label: 'shell:nav.fillIns',
  icon: HandHelping,
  component: preloadableLazy(
    () => import('../features/fill-ins/components/fill-ins-page'),
    (m) => m.FillInsPage,
    pageCode,
  ),
};
/**
 * Reports (issue 36): for station managers, and for every member where Station Settings opened
 * them. Rare (a report is made now and then), so in the user menu, not the top bar.
 */
export const reportsPage: PageDef = {
  path: '/reports',
  label: 'shell:nav.reports',
  icon: ChartColumn,
  rare: true,
  component: preloadableLazy(
    () => import('../features/reports/components/reports-page'),
    (m) => m.ReportsPage,
    pageCode,
  ),
};
/** One fill-in request, at the address its e-mails link to (/fill-ins/:id). */
export const FillInRequestPage = preloadableLazy(
  () => import('../features/fill-ins/components/fill-in-request-page'),
  (m) => m.FillInRequestPage,
  pageCode,
);
/** The station-wide activity log (station managers; others are told why it is closed). */
export const ActivityPage = preloadableLazy(
  () => import('../features/activity/components/activity-page'),
  (m) => m.ActivityPage,
  pageCode,
);

/** Fetches the code of the page at an address (the dashboard's for an unknown address). */
export function preloadPageAt(pathname: string): Promise<void> {
  const page = [...navPages, ...managerPages, myShowsPage, fillInsPage, reportsPage].find(
    (p) => p.path === pathname,
  );
  const component =
    page?.component ??
    (pathname.startsWith(`${fillInsPage.path}/`) ? FillInRequestPage : undefined) ??
    { '/profile': ProfilePage, '/activity': ActivityPage }[pathname] ??
    navPages[0]?.component;
  return component?.preload() ?? Promise.resolve();
}

/** Fetches every page's code (a server that draws first screens needs them all at hand). */
export function preloadAllPages(): Promise<void> {
  const pages = [...navPages, ...managerPages, myShowsPage, fillInsPage, reportsPage];
  const components = [
    ...pages.map((p) => p.component),
    FillInRequestPage,
    ProfilePage,
    ActivityPage,
  ];
  return Promise.all(components.map((c) => c.preload())).then(() => undefined);
}
