import { createHash } from 'node:crypto';
import { verifyJWT } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** What better-auth signs into an e-mail confirmation link (see its createEmailVerificationToken). */
export type VerificationLink = {
  email: string;
  /** Set when the link confirms a change of address: the address the account moves to. */
  updateTo?: string;
  requestType?: string;
  userId?: string;
  exp?: number;
};

/**
 * The link's contents if better-auth signed it and it has not expired, else null. Checked before
 * anything is written: a made-up token must leave no trace in the database.
 */
export async function readVerificationLink(
  token: string,
  secret: string,
): Promise<VerificationLink | null> {
  if (token.length > 4096) return null;
  const payload = await verifyJWT<VerificationLink>(token, secret);
  return payload && typeof payload.email === 'string' ? payload : null;
}

/**
 * Makes a (genuine) e-mail confirmation link single-use: better-auth's links are signed tokens
 * that would otherwise verify again until they expire. The record lasts as long as the link
 * would, and expired records are deleted as new ones come. Returns false when the link was used
 * before.
 */
export async function consumeVerificationLink(
  db: Database,
  token: string,
  link: VerificationLink,
): Promise<boolean> {
  const id = `used-link:${createHash('sha256').update(token).digest('hex')}`;
  const expires = new Date(link.exp ? link.exp * 1000 : Date.now() + 60 * 60 * 1000);
  await db.execute(sql`
    delete from verifications where identifier like 'used-link:%' and expires_at < now()`);
  const result = await db.execute(sql`
    insert into verifications (id, identifier, value, expires_at)
    values (${id}, ${id}, 'used', ${expires})
    on conflict (id) do nothing
    returning id`);
  return result.rows.length === 1;
}
