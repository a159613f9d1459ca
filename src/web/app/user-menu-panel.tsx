import History from 'lucide-react/icons/rotate-ccw-clock';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { managerPages, reportsPage } from './pages';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { RoleBadge } from '../components/role-badge';
import { SignOutDialog } from '../components/sign-out-dialog';
import { Avatar } from '../components/ui/avatar';
import type { DeferredPopupProps } from '../components/deferred-popup';
import {
  useFirstItemOnOpen,
  MenuItem,
  MenuPanel,
  MenuSeparator,
} from '../components/ui/dropdown-menu';
import type { Profile } from '../../shared/schemas/account';
import { displayName } from '../../shared/team/display-name';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
import { useAccess } from '../lib/use-access';
import { UserMenuButton } from './user-menu-button';

export type UserMenuProps = { profile: Profile; email: string };

/**
 * Who is signed in (name, e-mail, role) and the way to Profile Settings and Sign Out; for station
 * managers also Activity and the rare pages kept out of the top bar (Station Settings; Reports for whoever may open them). Fetched
 * after the page has painted (./user-menu.tsx).
 */
export function UserMenuPanel({
  profile,
  email,
  defaultOpen,
  focusTrigger,
  openedByKey,
}: UserMenuProps & DeferredPopupProps) {
  useFirstItemOnOpen(openedByKey);
  const [, navigate] = useLocation();
  const t = useT(shell);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = displayName(profile.username, email);
  const { can, access } = useAccess();
  const rarePages = [
    ...(access?.reportsOpen ? [reportsPage] : []),
    ...(can('team.manage') ? managerPages.filter((page) => page.rare) : []),
  ];
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the stand-in's focus, taken over once

  return (
    <>
      {/* Not modal: the page stays in the accessibility tree (no aria-hidden over focusable content). */}
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <UserMenuButton ref={triggerRef} name={name} avatarUrl={profile.avatarUrl} />
        </DropdownMenu.Trigger>
        <MenuPanel align="end" sideOffset={8} className="w-72">
          <DropdownMenu.Label className="flex items-start gap-3 px-2.5 py-2.5">
            <Avatar src={profile.avatarUrl} name={name} className="size-10 text-sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">{name}</span>
              <span className="block truncate text-xs text-slate-500">{email}</span>
              <RoleBadge role={profile.role} className="mt-2" />
            </span>
          </DropdownMenu.Label>
          <MenuSeparator />
          <MenuItem icon={Settings} onSelect={() => navigate('/profile')}>
            {t('shell:userMenu.profile')}
          </MenuItem>
          {can('activity.viewStation') ? (
            <MenuItem icon={History} onSelect={() => navigate('/activity')}>
              {t('shell:userMenu.activity')}
            </MenuItem>
          ) : null}
          {rarePages.map(({ path, label, icon }) => (
            <MenuItem key={path} icon={icon} onSelect={() => navigate(path)}>
              {t(label)}
            </MenuItem>
          ))}
          <MenuItem icon={LogOut} danger onSelect={() => setConfirmSignOut(true)}>
            {t('shell:signOut')}
          </MenuItem>
        </MenuPanel>
      </DropdownMenu.Root>
      <SignOutDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        returnFocusTo={triggerRef}
      />
    </>
  );
}
