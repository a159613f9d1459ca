import {
  PASSWORD_RULE_MESSAGES,
  isOwnersIdentity,
  type PasswordOwner,
} from '../../shared/schemas/password-rules';
import { isCommonPassword } from './common-passwords';

/**
 * The server's part of the new-password rules that a shared schema cannot do alone: the list of
 * common passwords, and the owner's identity where only the server knows it (a reset link's
 * account). Returns the message for the password field, or null.
 */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  if (isCommonPassword(password)) return PASSWORD_RULE_MESSAGES.common;
  if (isOwnersIdentity(password, owner)) return PASSWORD_RULE_MESSAGES.identity;
  return null;
}
