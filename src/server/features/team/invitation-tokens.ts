import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { asRole, type Role } from '../../../shared/team/roles';
import type { INVITATION_MESSAGES } from '../../../shared/team/team-api';
import type { Database } from '../../db/connection';
import { invitations } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A new invitation token: 32 random bytes. Only its hash is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The stored form of a token: whoever reads the table cannot use what is in it. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type InvitationCheck =
  | { ok: true; id: string; email: string; role: Role }
  | { ok: false; reason: keyof typeof INVITATION_MESSAGES };

/** What a token is worth now: a pending invitation, or why it no longer works. */
export async function checkInvitationToken(
  db: Pick<Database, 'select'>,
  token: string,
): Promise<InvitationCheck> {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expired) return { ok: false, reason: 'expired' };
  return { ok: true, id: row.id, email: row.email, role: asRole(row.role) };
}

/**
 * Uses up a pending invitation for the account that was made from it, in the account's admission
 * transaction. Only one account can use a token, and only the invited address: the answer is the
 * invited role, or null when the token does not (or no longer) admit this address.
 */
export async function useInvitation(
  tx: Tx,
  token: string,
  account: { id: string; email: string },
): Promise<Role | null> {
  const [row] = await tx
    .update(invitations)
    .set({ usedAt: sql`now()`, usedBy: account.id })
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
        sql`lower(${invitations.email}) = lower(${account.email})`,
      ),
    )
    .returning({ role: invitations.role });
  return row ? asRole(row.role) : null;
}
