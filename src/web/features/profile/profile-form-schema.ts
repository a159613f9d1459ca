import { z } from 'zod';
import type { Profile } from '../../../shared/schemas/account';
import { imageUrlField, timeZoneField, usernameField } from '../../../shared/schemas/fields';
import { isUploadedImage } from '../../lib/use-image-upload';

/**
 * The Profile Information form. The avatar comes either from the URL field or from an upload;
 * the URL is checked only while "Image URL" is chosen, so a half-typed address left behind in
 * the other mode never blocks saving.
 */
export const profileFormSchema = z
  .object({
    username: usernameField,
    avatarMode: z.enum(['url', 'upload']),
    avatarUrl: z.string(),
    timezone: timeZoneField,
  })
  .superRefine((values, ctx) => {
    if (values.avatarMode !== 'url') return;
    const result = imageUrlField.safeParse(values.avatarUrl);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['avatarUrl'],
        message: result.error.issues[0]?.message ?? 'Must be a valid URL',
      });
    }
  });

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type AvatarMode = ProfileFormValues['avatarMode'];

/** The form's starting values; with no saved zone, the browser's zone (SPEC.md §3). */
export function profileFormValues(profile: Profile, browserZone: string): ProfileFormInput {
  const uploaded = isUploadedImage(profile.avatarUrl);
  return {
    username: profile.username ?? '',
    avatarMode: uploaded ? 'upload' : 'url',
    avatarUrl: uploaded ? '' : (profile.avatarUrl ?? ''),
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
