import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { TIME_FORMATS } from '../../../shared/i18n/time-format';
import { timeZoneField, usernameField } from '../../../shared/schemas/fields';
import { checkImageChoice, imageChoiceShape } from '../../lib/image-choice-schema';
import { AVATAR } from './profile-form-fields';

/**
 * The Profile Information form's checks. The avatar comes either from the URL field or from an
 * upload; the URL is checked only while "Image URL" is chosen, so a half-typed address left
 * behind in the other mode never blocks saving. Fetched after the page paints (lazyResolver):
 * the form's fields and starting values are in profile-form-values.ts.
 */
export const profileFormSchema = z
  .object({
    username: usernameField,
    ...imageChoiceShape(AVATAR),
    timezone: timeZoneField,
    // '' is no choice of one's own: the browser's language, the language's clock.
    language: z.enum(['', ...LANGUAGES]),
    timeFormat: z.enum(['', ...TIME_FORMATS]),
  })
  .superRefine(checkImageChoice(AVATAR));

export const profileFormResolver = zodResolver(profileFormSchema);

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type AvatarMode = ProfileFormValues['avatarMode'];
