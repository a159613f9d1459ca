import { deferredPopup } from '../components/deferred-popup';
import { displayName } from '../../shared/team/display-name';
import type { UserMenuProps } from './user-menu-panel';
import { UserMenuButton } from './user-menu-button';

/**
 * The user menu of every signed-in page. Its code (the menu, the sign-out dialog) is not needed
 * to paint the page, so it is fetched after (components/deferred-popup.tsx).
 */
export const UserMenu = deferredPopup<UserMenuProps>(
  () => import('./user-menu-panel').then((m) => m.UserMenuPanel),
  ({ profile, email, standIn }) => (
    <UserMenuButton
      {...standIn}
      name={displayName(profile.username, email)}
      avatarUrl={profile.avatarUrl}
    />
  ),
);
