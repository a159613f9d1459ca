import { Suspense } from 'react';
import { Link, Redirect, Route, Switch, useRoute } from 'wouter';
import { Brand } from '../components/brand';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { cn } from '../lib/cn';
import { useSignedInUser } from '../lib/auth-context';
import { useEmailSyncNotice } from '../features/profile/hooks/use-email-sync-notice';
import { fallbackProfile, useProfile } from '../features/profile/hooks/use-profile';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { BackupOverdueBanner } from '../features/backups/components/backup-overdue-banner';
import { PageFallback } from './page-fallback';
import {
  ActivityPage,
  FillInRequestPage,
  fillInsPage,
  managerPages,
  myShowsPage,
  navPages,
  ProfilePage,
  reportsPage,
} from './pages';
import { TopNav } from './top-nav';
import { useLiveUpdates } from './use-live-updates';
import { useToastCodeAfterPaint } from '../components/ui/toast/toast-provider';
import { UserMenu } from './user-menu';

/** The signed-in frame: top bar with navigation and user menu, and the current page. */
export function AppShell() {
  const user = useSignedInUser();
  const t = useT(shell);
  const profile = useProfile();
  useEmailSyncNotice(profile.data?.emailSyncError);
  useLiveUpdates();
  useToastCodeAfterPaint();
  const current = profile.data?.profile ?? fallbackProfile(user);
  // The schedule grid needs the whole width: seven day columns beside the library panel.
  const [wide] = useRoute('/schedule');

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell:skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div
          className={cn(
            'mx-auto flex flex-wrap items-center gap-x-2 sm:gap-x-6 lg:gap-x-4',
            wide ? 'max-w-none px-4 sm:px-6' : 'max-w-7xl px-4 sm:px-6 lg:px-8',
          )}
        >
          <Link
            href="/"
            className="flex h-16 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Brand />
          </Link>
          {/* Source order is the wide screen's visual order (logo, views, user menu), which is
              the keyboard's; on tablets the views wrap to a row of their own below, on phones
              they fold into one Menu button. */}
          <TopNav className="-mx-1 w-full pb-2 max-sm:mx-0 max-sm:w-auto max-sm:pb-0 sm:order-last lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:pb-0" />
          <div className="ml-auto flex items-center sm:gap-1 lg:ml-0">
            <NotificationBell />
            <UserMenu profile={current} email={user.email} />
          </div>
        </div>
      </header>
      <main
        id="main"
        className={cn(
          'mx-auto print:max-w-none print:p-0',
          wide ? 'max-w-none px-2 py-3 sm:px-4' : 'max-w-7xl px-4 py-8 sm:px-6 lg:px-8',
        )}
      >
        <BackupOverdueBanner />
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {[...navPages, ...managerPages].map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route path={myShowsPage.path} component={myShowsPage.component} />
            <Route path={fillInsPage.path} component={fillInsPage.component} />
            <Route path={reportsPage.path} component={reportsPage.component} />
            <Route path={`${fillInsPage.path}/:id`} component={FillInRequestPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/activity" component={ActivityPage} />
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  );
}
