import type { AuthFailure } from '../../lib/auth-call';
import { useLanguage } from '../../i18n/language-context';
import { auth } from '../../i18n/namespaces/auth';
import type { Language } from '../../../shared/i18n/languages';
import type { Translate } from '../../i18n/translate';
import { useT } from '../../i18n/use-t';

/**
 * The auth service's answers in the reader's language. The service (better-auth and our hooks
 * around it) answers in English, which SPEC.md §8 shows as sent: an English reader reads it as it
 * came, byte for byte (the waits in it included). A reader of another language reads the keyed
 * message for the answer's code, or for a rate limit any 429; an answer not known here stays as
 * it came (a field's message from the server is said per field, by the account fields).
 */
const BY_CODE = {
  INVALID_EMAIL_OR_PASSWORD: 'auth:login.failed',
  EMAIL_NOT_VERIFIED: 'auth:login.unconfirmed',
  TOO_MANY_ATTEMPTS: 'auth:failure.tooManySignIns',
  TOO_MANY_EMAILS: 'auth:failure.tooManyEmails',
  TRY_AGAIN_SHORTLY: 'auth:failure.busy',
  // better-auth's own answers (its English is what an English reader keeps reading).
  USER_ALREADY_EXISTS: 'auth:failure.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth:failure.userExists',
  PASSWORD_TOO_SHORT: 'auth:failure.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth:failure.passwordTooLong',
  INVALID_EMAIL: 'auth:failure.invalidEmail',
  INVALID_PASSWORD: 'auth:failure.invalidPassword',
  INVALID_TOKEN: 'auth:failure.invalidToken',
  TOKEN_EXPIRED: 'auth:failure.tokenExpired',
  SESSION_EXPIRED: 'auth:failure.sessionExpired',
  network_error: 'auth:failure.network',
  timeout: 'auth:failure.timeout',
} as const;

export function authFailureKey(failure: Pick<AuthFailure, 'code' | 'status'>) {
  const known = (BY_CODE as Record<string, (typeof BY_CODE)[keyof typeof BY_CODE]>)[failure.code];
  if (known) return known;
  return failure.status === 429 ? 'auth:failure.tooMany' : null;
}

export function authFailureText(
  failure: Pick<AuthFailure, 'code' | 'status' | 'message'>,
  language: Language,
  t: Translate<'auth'>,
): string {
  const key = language === 'en' ? null : authFailureKey(failure);
  return key ? t(key) : failure.message;
}

export function useAuthFailureText(): (failure: AuthFailure) => string {
  const t = useT(auth);
  const language = useLanguage();
  return (failure) => authFailureText(failure, language, t);
}
