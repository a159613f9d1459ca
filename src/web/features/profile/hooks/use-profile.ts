import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ROLE } from '../../../../shared/constants/limits';
import type { Profile } from '../../../../shared/schemas/account';
import type { AuthUser } from '../../../lib/auth-context';
import { profileQueryKey } from '../../../lib/query-keys';
import { profileQuery } from '../../../lib/profile-query';

export { profileQueryKey };

/** The signed-in user's profile, shared by the user menu and Profile Settings. */
export function useProfile() {
  return useQuery(profileQuery);
}

/** SPEC.md §4: when the profile cannot be read, a stand-in with role DJ is shown. */
export function fallbackProfile(user: AuthUser): Profile {
  return {
    id: user.id,
    username: user.name || null,
    avatarUrl: null,
    timezone: null,
    language: null,
    timeFormat: null,
    role: DEFAULT_ROLE,
    email: user.email,
    updatedAt: user.createdAt,
    createdAt: user.createdAt,
  };
}
