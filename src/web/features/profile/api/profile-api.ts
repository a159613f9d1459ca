import type {
  Profile,
  NewPasswordInput,
  ProfileUpdateInput,
} from '../../../../shared/schemas/account';
import type { ProfileWithNotice } from '../../../../server/features/profiles/profiles.service';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/profile: the signed-in user's profile (created on first read). */
export function fetchProfile(signal?: AbortSignal): Promise<ProfileWithNotice> {
  return apiFetch<ProfileWithNotice>('/api/profile', { signal });
}

/** PATCH /api/profile: only the given fields change; "" clears one. */
export async function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  const { profile } = await apiFetch<{ profile: Profile }>('/api/profile', {
    method: 'PATCH',
    json: input,
  });
  return profile;
}

/** POST /api/account/password: sets a new password (the form asks for it twice, not the old one). */
export async function setNewPassword(input: NewPasswordInput): Promise<void> {
  await apiFetch<{ ok: true }>('/api/account/password', { method: 'POST', json: input });
}
