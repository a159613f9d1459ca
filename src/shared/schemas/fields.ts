import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { PASSWORD_MIN, TEXT_MAX, USERNAME_MIN } from '../constants/limits';
import { isKnownTimeZone } from '../constants/known-time-zone';
import { isImageUrl } from '../image-rules';

const EMAIL_INVALID = keyed('errors:field.emailInvalid', 'Please enter a valid email address');
const URL_INVALID = keyed('errors:field.urlInvalid', 'Must be a valid URL');
/** Messages several schemas share. */
export const UNKNOWN_DJ = keyed('errors:field.unknownDj', 'Unknown DJ');
export const UNKNOWN_GENRE = keyed('errors:field.unknownGenre', 'Unknown genre');
export const COLOR_INVALID = keyed(
  'errors:field.colorInvalid',
  'Choose one of the palette colours',
);
export const REPEAT_REQUIRED = keyed(
  'errors:field.repeatRequired',
  'Choose whether it is a repeat',
);

/** Field rules shared by forms and the server, with the messages of SPEC.md §5. */
export const emailField = z.string().trim().max(254, EMAIL_INVALID).pipe(z.email(EMAIL_INVALID));

export const passwordField = z
  .string()
  .min(
    PASSWORD_MIN,
    keyed('errors:field.passwordTooShort', `Password must be at least ${PASSWORD_MIN} characters`, {
      min: PASSWORD_MIN,
    }),
  )
  .max(
    128,
    keyed('errors:field.passwordTooLong', 'Password must be at most 128 characters', { max: 128 }),
  );

/** Optional username: empty means none; otherwise at least two characters. */
export const usernameField = z
  .string()
  .trim()
  .max(
    50,
    keyed('errors:field.usernameTooLong', 'Username must be at most 50 characters', { max: 50 }),
  )
  .refine(
    (v) => v === '' || v.length >= USERNAME_MIN,
    keyed('errors:field.usernameTooShort', `Username must be at least ${USERNAME_MIN} characters`, {
      min: USERNAME_MIN,
    }),
  );

/**
 * An image reference: empty, an http(s) URL, or a path to an image stored by this server
 * ("/media/…"). Other schemes such as javascript: are refused.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(TEXT_MAX, URL_INVALID)
  .refine((v) => v === '' || isImageUrl(v), URL_INVALID);

export const timeZoneField = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || isKnownTimeZone(v),
    keyed('errors:field.timeZoneInvalid', 'Please select a valid timezone'),
  );

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
