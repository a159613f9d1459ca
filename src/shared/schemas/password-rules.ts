import type { z } from 'zod';
import { keyed, localText, type LocalText } from '../i18n/local-text';
import { passwordField } from './fields';

/**
 * What a NEW password must also be (sign-up, reset, change), beyond the spec's length rule.
 * Existing passwords are never re-checked: accounts made before these rules keep signing in.
 * The list of common passwords is checked on the server only (it is large); its message
 * comes back on the password field like these.
 */
export const PASSWORD_RULE_MESSAGES = {
  blank: 'Password cannot be only spaces',
  common: 'This password is too common. Please choose one that is harder to guess',
  identity: 'Password cannot be your email address or username',
} as const;

/** The same rules as keys, said in the reader's language where the server refuses with them. */
export const PASSWORD_RULE_TEXTS = {
  common: localText('auth:check.passwordCommon'),
  identity: localText('auth:check.passwordIdentity'),
} as const satisfies Record<string, LocalText>;

export const newPasswordField = passwordField.refine(
  (value) => value.trim() !== '',
  keyed('auth:check.passwordBlank', PASSWORD_RULE_MESSAGES.blank),
);

/** Who the password belongs to, as far as the form or the server knows. */
export type PasswordOwner = { email?: string | null; username?: string | null };

/** Whether a password is the owner's e-mail address, its part before "@", or their username. */
export function isOwnersIdentity(password: string, owner: PasswordOwner): boolean {
  const candidate = password.trim().toLowerCase();
  if (candidate === '') return false;
  const email = owner.email?.trim().toLowerCase() ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  const username = owner.username?.trim().toLowerCase() ?? '';
  return [email, localPart, username].some((identity) => identity !== '' && identity === candidate);
}

/** Adds the identity rule to a form whose password field is called `password`. */
export function refuseOwnersIdentity(
  password: string,
  owner: PasswordOwner,
  ctx: z.RefinementCtx,
): void {
  if (isOwnersIdentity(password, owner)) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: PASSWORD_RULE_MESSAGES.identity,
      params: { text: PASSWORD_RULE_TEXTS.identity },
    });
  }
}
