import type { AuthFailure } from '../../lib/auth-call';
import { useLanguage } from '../../i18n/language-context';
import { auth } from '../../i18n/namespaces/auth';
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
  network_error: 'auth:failure.network',
  timeout: 'auth:failure.timeout',
} as const;

export function authFailureKey(failure: Pick<AuthFailure, 'code' | 'status'>) {
  const known = (BY_CODE as Record<string, (typeof BY_CODE)[keyof typeof BY_CODE]>)[failure.code];
  if (known) return known;
  return failure.status === 429 ? 'auth:failure.tooMany' : null;
}

export function useAuthFailureText(): (failure: AuthFailure) => string {
  const t = useT(auth);
  const language = useLanguage();
  return (failure) => {
    const key = language === 'en' ? null : authFailureKey(failure);
    return key ? t(key) : failure.message;
  };
}
