import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, from zxcvbn-ts's list (ranked by how often they appear in leaked
 * password sets). Kept on the server: the list is too large for the browser bundle.
 */
const COMMON_PASSWORD_COUNT = 10_000;
const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

/** Case does not make a common password safe ("Password" is "password"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
