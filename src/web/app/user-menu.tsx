import { ChevronDown, History, LogOut, Settings } from 'lucide-react';
import { managerPages } from './pages';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { RoleBadge } from '../components/role-badge';
import { SignOutDialog } from '../components/sign-out-dialog';
import { Avatar } from '../components/ui/avatar';
import type { Profile } from '../../shared/schemas/account';
import { displayName } from '../../shared/team/display-name';
import { useAccess } from '../lib/use-access';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/**
 * Who is signed in (name, e-mail, role) and the way to Profile Settings and Sign Out; for station
 * managers also Activity and the rare pages kept out of the top bar (Station Settings).
 */
export function UserMenu({ profile, email }: { profile: Profile; email: string }) {
  const [, navigate] = useLocation();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = displayName(profile.username, email);
  const { can } = useAccess();
  const rarePages = can('team.manage') ? managerPages.filter((page) => page.rare) : [];

  return (
    <>
      {/* Not modal: the page stays in the accessibility tree (no aria-hidden over focusable content). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label={`User menu for ${name}`}
          className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
        >
          <Avatar src={profile.avatarUrl} name={name} className="size-8 text-xs" />
          {/* Between 1024 and 1280 px the views share the bar's row: the avatar alone says who. */}
          <span className="hidden max-w-40 truncate sm:inline lg:max-xl:hidden">{name}</span>
          <ChevronDown aria-hidden className="size-4 text-slate-400" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-72 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-menu-in"
          >
            <DropdownMenu.Label className="flex items-start gap-3 px-2.5 py-2.5">
              <Avatar src={profile.avatarUrl} name={name} className="size-10 text-sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{name}</span>
                <span className="block truncate text-xs text-slate-500">{email}</span>
                <RoleBadge role={profile.role} className="mt-2" />
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/profile')}>
              <Settings aria-hidden className="size-4 text-slate-500" />
              Profile Settings
            </DropdownMenu.Item>
            {can('activity.viewStation') ? (
              <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/activity')}>
                <History aria-hidden className="size-4 text-slate-500" />
                Activity
              </DropdownMenu.Item>
            ) : null}
            {rarePages.map(({ path, label, icon: Icon }) => (
              <DropdownMenu.Item key={path} className={itemClasses} onSelect={() => navigate(path)}>
                <Icon aria-hidden className="size-4 text-slate-500" />
                {label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item
              className={`${itemClasses} text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`}
              onSelect={() => setConfirmSignOut(true)}
            >
              <LogOut aria-hidden className="size-4" />
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SignOutDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
