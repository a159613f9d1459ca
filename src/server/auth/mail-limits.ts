import type { Database } from '../db/connection';
import { countInWindow } from './rate-counter';

/**
 * Mails one recipient may be sent per hour, whichever addresses ask for them: a stranger cannot
 * flood someone's inbox by asking from many addresses. Per-address limits are better-auth's.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;
const WINDOW_SECONDS = 60 * 60;

export type MailKind =
  | 'reset-request'
  | 'verification-request'
  | 'verification'
  /** To an invited address. */
  | 'invitation';

export type MailSlot = { allowed: boolean; retryAfterSeconds: number };

/**
 * Takes one of the recipient's mails of a kind for this hour. Requests are counted for every
 * address asked about, registered or not, so a refusal tells nothing about who has an account.
 */
export async function takeMailSlot(
  db: Database,
  kind: MailKind,
  recipient: string,
): Promise<MailSlot> {
  const key = `mail:${kind}:${recipient.trim().toLowerCase()}`;
  const { count, retryAfterSeconds } = await countInWindow(db, key, WINDOW_SECONDS);
  return { allowed: count <= MAILS_PER_RECIPIENT_PER_HOUR, retryAfterSeconds };
}
