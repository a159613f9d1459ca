import { USERNAME_MIN } from '../../../shared/constants/limits';
import type { Translate } from '../../i18n/translate';

/**
 * The Profile Information form's own checks in the member's language. The checks are the shared
 * zod fields (src/shared/schemas/fields.ts), which the server also runs and whose messages stay
 * its English; the form shows each message it knows by its key, and any other (a server's
 * field refusal, already in the request's language) as it came.
 */
const USERNAME_MAX = 50;
const CHECKS = {
  [`Username must be at least ${USERNAME_MIN} characters`]: (t) =>
    t('profile:username.tooShort', { min: USERNAME_MIN }),
  [`Username must be at most ${USERNAME_MAX} characters`]: (t) =>
    t('profile:username.tooLong', { max: USERNAME_MAX }),
  'Must be a valid URL': (t) => t('profile:avatar.invalidUrl'),
  'Please select a valid timezone': (t) => t('profile:timezone.invalid'),
} satisfies Record<string, (t: Translate<'profile'>) => string>;

export function checkMessage(
  t: Translate<'profile'>,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const known = (CHECKS as Record<string, (t: Translate<'profile'>) => string>)[message];
  return known ? known(t) : message;
}
