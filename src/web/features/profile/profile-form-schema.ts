import { z } from 'zod';
import type { Profile } from '../../../shared/schemas/account';
import { timeZoneField, usernameField } from '../../../shared/schemas/fields';
import { checkImageChoice, imageChoiceShape, imageChoiceValues } from '../../lib/image-choice';

const AVATAR = { mode: 'avatarMode', url: 'avatarUrl' } as const;

/**
 * The Profile Information form. The avatar comes either from the URL field or from an upload;
 * the URL is checked only while "Image URL" is chosen, so a half-typed address left behind in
 * the other mode never blocks saving.
 */
export const profileFormSchema = z
  .object({
    username: usernameField,
    ...imageChoiceShape(AVATAR),
    timezone: timeZoneField,
  })
  .superRefine(checkImageChoice(AVATAR));

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type AvatarMode = ProfileFormValues['avatarMode'];

/** The form's starting values; with no saved zone, the browser's zone (SPEC.md §3). */
export function profileFormValues(profile: Profile, browserZone: string): ProfileFormInput {
  return {
    username: profile.username ?? '',
    ...imageChoiceValues(AVATAR, profile.avatarUrl),
    timezone: profile.timezone || browserZone,
  };
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}
