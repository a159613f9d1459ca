import { z } from 'zod';
import { PASSWORD_MIN, TEXT_MAX, USERNAME_MIN } from '../constants/limits';
import { isKnownTimeZone } from '../constants/known-time-zone';
import { isImageUrl } from '../image-rules';

/** Field rules shared by forms and the server, with the messages of SPEC.md §5. */
export const emailField = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(128, 'Password must be at most 128 characters');

/** Optional username: empty means none; otherwise at least two characters. */
export const usernameField = z
  .string()
  .trim()
  .max(50, 'Username must be at most 50 characters')
  .refine(
    (v) => v === '' || v.length >= USERNAME_MIN,
    `Username must be at least ${USERNAME_MIN} characters`,
  );

/**
 * An image reference: empty, an http(s) URL, or a path to an image stored by this server
 * ("/media/…"). Other schemes such as javascript: are refused.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(TEXT_MAX, 'Must be a valid URL')
  .refine((v) => v === '' || isImageUrl(v), 'Must be a valid URL');

export const timeZoneField = z
  .string()
  .trim()
  .refine((v) => v === '' || isKnownTimeZone(v), 'Please select a valid timezone');

/** A settings item's name (a season, a content category): required, trimmed, at most `max`. */
export function nameField(
  max: number,
  messages: { nameRequired: string; nameTooLong: (max: number) => string },
) {
  return z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(max, messages.nameTooLong(max));
}
