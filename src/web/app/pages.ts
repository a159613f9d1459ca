import { CalendarDays, LayoutDashboard, Library, Users, type LucideIcon } from 'lucide-react';
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

export const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);

/** The station-wide activity log (station managers; others are told why it is closed). */
export const ActivityPage = lazy(() =>
  import('../features/activity/components/activity-page').then((m) => ({
    default: m.ActivityPage,
  })),
);
