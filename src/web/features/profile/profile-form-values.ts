import type { Profile } from '../../../shared/schemas/account';
import { imageChoiceValues } from '../../lib/image-choice';
import { AVATAR } from './profile-form-fields';
import type { ProfileFormInput } from './profile-form-schema';

/** The form's starting values; with no saved zone, the browser's zone (SPEC.md §3). */
export function profileFormValues(profile: Profile, browserZone: string): ProfileFormInput {
  return {
    username: profile.username ?? '',
    ...imageChoiceValues(AVATAR, profile.avatarUrl),
    timezone: profile.timezone || browserZone,
    language: profile.language ?? '',
    timeFormat: profile.timeFormat ?? '',
  };
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}
