import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '../../../shared/notifications/kinds';

/**
 * The one-click unsubscribe link of a notice e-mail (RFC 8058): signed, single-purpose (it turns
 * one kind's e-mail off for one person and nothing else), and dated, so a link found in an old
 * mailbox stops working. It needs no session: whoever holds the mail may stop that mail.
 */
export const UNSUBSCRIBE_DAYS = 90;
const PURPOSE = 'notice-unsubscribe-v1';
const DAY_MS = 24 * 60 * 60_000;

type Claims = { u: string; k: NoticeKind; p: typeof PURPOSE; e: number };

/** The key is derived from the server's secret for this purpose alone. */
const keyOf = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();
const sign = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function unsubscribeToken(
  secret: string,
  userId: string,
  kind: NoticeKind,
  now: Date,
): string {
  const claims: Claims = {
    u: userId,
    k: kind,
    p: PURPOSE,
    e: now.getTime() + UNSUBSCRIBE_DAYS * DAY_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Who and which kind a token is for, or null when it is forged, altered, of another use or expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; kind: NoticeKind } | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0 || token.length > 2000) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return null;
  }
  if (claims.p !== PURPOSE || typeof claims.u !== 'string' || typeof claims.e !== 'number')
    return null;
  if (!NOTICE_KINDS.includes(claims.k as NoticeKind) || claims.e <= now.getTime()) return null;
  return { userId: claims.u, kind: claims.k as NoticeKind };
}
