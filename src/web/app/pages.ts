import {
  CalendarDays,
  CalendarHeart,
  LayoutDashboard,
  Library,
  SlidersHorizontal,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType } from 'react';

/**
 * The pages (SPEC.md §2 "page switching"), each at its own address so reload and Back work.
 * Each is loaded on first visit, which keeps the first download small.
 */
export type PageDef = { path: string; label: string; icon: LucideIcon; component: ComponentType };

export const navPages: PageDef[] = [
  {
    path: '/',
    label: 'Dashboard',
    icon: LayoutDashboard,
    component: lazy(() =>
      import('../features/dashboard/components/dashboard-page').then((m) => ({
        default: m.DashboardPage,
      })),
    ),
  },
  {
    path: '/library',
    label: 'Show Library',
    icon: Library,
    component: lazy(() =>
      import('../features/library/components/library-page').then((m) => ({
        default: m.LibraryPage,
      })),
    ),
  },
  {
    path: '/djs',
    label: 'DJ Library',
    icon: Users,
    component: lazy(() =>
      import('../features/djs/components/djs-page').then((m) => ({ default: m.DjsPage })),
    ),
  },
  {
    path: '/schedule',
    label: 'Schedule',
    icon: CalendarDays,
    component: lazy(() =>
      import('../features/schedule/components/schedule-page').then((m) => ({
        default: m.SchedulePage,
      })),
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
    label: 'Team',
    icon: UserCog,
    component: lazy(() =>
      import('../features/team/components/team-page').then((m) => ({ default: m.TeamPage })),
    ),
  },
  {
    path: '/settings',
    label: 'Station Settings',
    icon: SlidersHorizontal,
    component: lazy(() =>
      import('../features/team/components/station-settings-page').then((m) => ({
        default: m.StationSettingsPage,
      })),
    ),
  },
];

export const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);

/** My Shows: routed for everyone (it explains how to get linked), in the bar for linked members. */
export const myShowsPage: PageDef = {
  path: '/my-shows',
  label: 'My Shows',
  icon: CalendarHeart,
  component: lazy(() =>
    import('../features/my-shows/components/my-shows-page').then((m) => ({
      default: m.MyShowsPage,
    })),
  ),
};
/** The station-wide activity log (station managers; others are told why it is closed). */
export const ActivityPage = lazy(() =>
  import('../features/activity/components/activity-page').then((m) => ({
    default: m.ActivityPage,
  })),
);
