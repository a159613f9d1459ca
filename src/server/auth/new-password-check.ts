import type { LocalText } from '../../shared/i18n/local-text';
import {
  PASSWORD_RULE_TEXTS,
  isOwnersIdentity,
  type PasswordOwner,
} from '../../shared/schemas/password-rules';
import { isCommonPassword } from './common-passwords';

/**
 * The server's part of the new-password rules that a shared schema cannot do alone: the list of
 * common passwords, and the owner's identity where only the server knows it (a reset link's
 * account). Returns the message for the password field (a key: `english()` where better-auth
 * answers, the request's language where our routes do), or null.
 */
export function newPasswordProblem(password: string, owner: PasswordOwner): LocalText | null {
  if (isCommonPassword(password)) return PASSWORD_RULE_TEXTS.common;
  if (isOwnersIdentity(password, owner)) return PASSWORD_RULE_TEXTS.identity;
  return null;
}
