import { localText } from '../../shared/i18n/local-text';
import type { Database } from '../db/connection';
import { HttpError } from '../http/errors';
import type { Auth } from './auth';
import { countInWindow, peekWindow } from './rate-counter';

/** Wrong current passwords one account may send in a quarter hour (a stolen session guessing). */
const WRONG_GUESSES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Refuses unless `password` is the signed-in user's current password: changing the password or
 * the e-mail needs it, so a stolen session alone cannot take the account over. Wrong guesses are
 * limited per account. 403 (not 401): the session is fine, and the web app signs out on a 401.
 */
export async function requireCurrentPassword(
  auth: Auth,
  db: Database,
  userId: string,
  password: string,
): Promise<void> {
  const key = `current-password:${userId}`;
  const used = await peekWindow(db, key, WINDOW_SECONDS);
  if (used.count >= WRONG_GUESSES) {
    throw new HttpError(
      429,
      'too_many_requests',
      localText('errors:password.tooManyWrong'),
      undefined,
      { 'Retry-After': String(used.retryAfterSeconds) },
    );
  }
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  const valid =
    !!account?.password && (await context.password.verify({ hash: account.password, password }));
  if (valid) return;
  await countInWindow(db, key, WINDOW_SECONDS);
  const wrong = localText('auth:check.currentPasswordWrong');
  throw new HttpError(403, 'wrong_password', wrong, { currentPassword: wrong });
}
