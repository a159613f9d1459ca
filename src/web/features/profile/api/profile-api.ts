import type {
  EmailChangeInput,
  PasswordChangeInput,
  Profile,
  ProfileUpdateInput,
} from '../../../../shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';

/** PATCH /api/profile: only the given fields change; "" clears one. */
export async function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  const { profile } = await apiFetch<{ profile: Profile }>('/api/profile', {
    method: 'PATCH',
    json: input,
  });
  return profile;
}

/** POST /api/account/password: a new password, proven by the current one. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiFetch<{ ok: true }>('/api/account/password', { method: 'POST', json: input });
}

/** POST /api/account/email: mails a confirmation link to the new address. */
export async function changeEmail(input: EmailChangeInput): Promise<void> {
  await apiFetch<{ ok: true }>('/api/account/email', { method: 'POST', json: input });
}
