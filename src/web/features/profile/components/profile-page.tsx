import Bell from 'lucide-react/icons/bell';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import UserRound from 'lucide-react/icons/user-round';
import * as Tabs from 'radix-ui/tabs';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { SignOutDialog } from '../../../components/sign-out-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { profile as profileTexts } from '../../../i18n/namespaces/profile';
import { useT } from '../../../i18n/use-t';
import { shell } from '../../../i18n/namespaces/shell';
import { useAuth } from '../../../lib/auth-context';
import { displayName } from '../../../../shared/team/display-name';
import { afterPaint } from '../../../lib/after-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBanner } from '../hooks/use-banner';
import { useProfile } from '../hooks/use-profile';
import { ProfileInfoTab } from './profile-info-tab';
import {
  CalendarFeedsTab,
  EmailTab,
  NotificationsTab,
  PasswordTab,
  preloadProfileTabs,
} from './profile-tabs';
import { StatusBanner } from './status-banner';

const TABS = ['profile', 'email', 'password', 'calendar-feeds', 'notifications'] as const;

/** Profile Settings (SPEC.md §2): three tabs, profile first, Calendar Feeds (issue 6), Notifications (issue 34), Sign Out. */
export function ProfilePage() {
  const t = useT(shell, profileTexts);
  useDocumentTitle(t('profile:title'));
  const { user } = useAuth();
  const profile = useProfile();
  const { banner, ...bannerActions } = useBanner();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  useEffect(() => afterPaint(preloadProfileTabs), []);
  // "/profile?tab=calendar-feeds&scope=mine" opens a section ready (My Shows links there).
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'profile';
  const feedScope = params.get('scope') === 'mine' ? 'mine' : 'all';

  let body: ReactNode;
  if (profile.isError && !profile.data) {
    body = (
      <div className="max-w-xl space-y-4">
        <ErrorBox detail={profile.error.message}>{t('profile:loadFailed')}</ErrorBox>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('shell:tryAgain')}
        </Button>
      </div>
    );
  } else if (!user || !profile.data) {
    body = (
      <p role="status" className="flex items-center gap-2 py-12 text-slate-600">
        <Spinner className="size-5" /> {t('profile:loading')}
      </p>
    );
  } else {
    const current = profile.data.profile;
    const name = displayName(current.username, user.email);
    body = (
      <Tabs.Root
        defaultValue={tab}
        orientation="vertical"
        className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]"
      >
        <aside className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center gap-3 px-2 py-3">
            <Avatar src={current.avatarUrl} name={name} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <Tabs.List aria-label={t('profile:sections')} className="mt-1 flex flex-col gap-1">
            <TabTrigger value="profile" icon={<UserRound className="size-4" />}>
              {t('profile:tab.profile')}
            </TabTrigger>
            <TabTrigger value="email" icon={<Mail className="size-4" />}>
              {t('profile:tab.email')}
            </TabTrigger>
            <TabTrigger value="password" icon={<Lock className="size-4" />}>
              {t('profile:tab.password')}
            </TabTrigger>
            <TabTrigger value="calendar-feeds" icon={<CalendarSync className="size-4" />}>
              {t('profile:tab.calendarFeeds')}
            </TabTrigger>
            <TabTrigger value="notifications" icon={<Bell className="size-4" />}>
              {t('profile:tab.notifications')}
            </TabTrigger>
          </Tabs.List>
          <div className="mt-2 border-t border-slate-200 pt-2">
            <Button
              variant="ghost"
              className="w-full justify-start text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => setConfirmSignOut(true)}
            >
              <LogOut aria-hidden className="size-4" />
              {t('shell:signOut')}
            </Button>
          </div>
        </aside>
        <div className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <StatusBanner banner={banner} onDismiss={bannerActions.clear} />
          <Tabs.Content value="profile" className="focus-visible:outline-none">
            <ProfileInfoTab profile={current} user={user} banner={bannerActions} />
          </Tabs.Content>
          <Tabs.Content value="email" className="focus-visible:outline-none">
            <EmailTab email={user.email} banner={bannerActions} />
          </Tabs.Content>
          <Tabs.Content value="password" className="focus-visible:outline-none">
            <PasswordTab email={user.email} banner={bannerActions} />
          </Tabs.Content>
          <Tabs.Content value="calendar-feeds" className="focus-visible:outline-none">
            <CalendarFeedsTab banner={bannerActions} initialScope={feedScope} />
          </Tabs.Content>
          <Tabs.Content value="notifications" className="focus-visible:outline-none">
            <NotificationsTab banner={bannerActions} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader title={t('profile:title')} subtitle={t('profile:subtitle')} />
      {body}
      <SignOutDialog open={confirmSignOut} onOpenChange={setConfirmSignOut} />
    </div>
  );
}

function TabTrigger({
  value,
  icon,
  children,
}: {
  value: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Trigger
      value={value}
      className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 data-[state=active]:bg-indigo-50 data-[state=active]:text-indigo-700"
    >
      <span aria-hidden>{icon}</span>
      {children}
    </Tabs.Trigger>
  );
}
