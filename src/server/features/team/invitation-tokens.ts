import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { asRole, type Role } from '../../../shared/team/roles';
import type { INVITATION_REFUSALS } from '../../../shared/team/team-api';
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
  | { ok: false; reason: keyof typeof INVITATION_REFUSALS };

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
 * Uses up a pending invitation, in the admission transaction: at sign-up, only the one whose link
 * (token) the sign-up carried; without a token, only once the account's address is confirmed, the
 * latest one sent to that address (it was invited all the same). A sign-up that merely names an
 * invited address proves nothing and uses nothing (decision 0048). Only one account can use an
 * invitation, and only the invited address: the answer is the invited role, or null when no
 * invitation (or no longer one) admits this address.
 */
export async function useInvitation(
  tx: Tx,
  token: string | undefined,
  account: { id: string; email: string },
): Promise<Role | null> {
  const forAddress = sql`lower(${invitations.email}) = lower(${account.email})`;
  const which = token
    ? eq(invitations.tokenHash, hashInvitationToken(token))
    : eq(
        invitations.id,
        sql`(select ${invitations.id} from ${invitations} where ${pending} and ${forAddress}
             order by ${invitations.createdAt} desc limit 1)`,
      );
  const [row] = await tx
    .update(invitations)
    .set({ usedAt: sql`now()`, usedBy: account.id })
    .where(and(which, pending, forAddress))
    .returning({ role: invitations.role });
  return row ? asRole(row.role) : null;
}

/** Whether an address has an invitation that still works (an invite-only station lets it sign up). */
export async function hasPendingInvitation(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(pending, sql`lower(${invitations.email}) = lower(${email})`))
    .limit(1);
  return !!row;
}

const pending = and(
  isNull(invitations.usedAt),
  isNull(invitations.revokedAt),
  gt(invitations.expiresAt, sql`now()`),
)!;
