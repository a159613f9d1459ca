import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/**
 * Counts a sign-in attempt for an account (better-auth limits per address; this limits per
 * account, so one address-hopping attacker cannot try passwords on one user without end).
 * Returns false once the account has used up its attempts in the current window.
 */
export async function throttleSignInForAccount(
  db: Database,
  email: string,
  limit: { max: number; windowSeconds: number },
): Promise<boolean> {
  const key = `sign-in-account:${email.trim().toLowerCase()}`;
  const now = Date.now();
  const windowStart = now - limit.windowSeconds * 1000;
  // One statement: concurrent attempts cannot both read a stale count.
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  return (result.rows[0]?.count ?? 1) <= limit.max;
}

/**
 * Makes an e-mail confirmation link single-use: better-auth's links are signed tokens that would
 * otherwise verify again until they expire. Returns false when the link was used before.
 */
export async function consumeVerificationLink(
  db: Database,
  token: string,
  ttlSeconds: number,
): Promise<boolean> {
  const id = `used-link:${createHash('sha256').update(token).digest('hex')}`;
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const result = await db.execute(sql`
    insert into verifications (id, identifier, value, expires_at)
    values (${id}, ${id}, 'used', ${expires})
    on conflict (id) do nothing
    returning id`);
  return result.rows.length === 1;
}
