import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { asRole, type MemberStatus, type Role } from '../../../shared/team/roles';
import { admittedByPolicy } from '../../../shared/team/station-settings';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { MEMBER_NAMES_LOCK, usernameTaken } from '../profiles/member-names';
import { useInvitation } from './invitation-tokens';
import { readStationSettings } from './station-settings.service';

/** What the server needs of a signed-in member on every request. */
export type Member = { role: Role; status: MemberStatus; djId: string | null };

type Account = { id: string; email: string; username: string | null };

/**
 * Makes the profile of a new account (DESIGN.md D12): the installation's first account is its
 * Station Manager; every later one is a DJ, a member at once when the sign-up policy admits it,
 * otherwise waiting for a manager. An account made from an invitation link uses the invitation up
 * and is an active member with the invited role under every policy. An existing profile is left
 * as it is.
 */
export async function admitNewAccount(
  db: Database,
  account: Account,
  invitationToken?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One admission at a time, so two first sign-ups racing cannot both become the manager, nor
    // two sign-ups take the same username.
    await tx.execute(MEMBER_NAMES_LOCK);
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, account.id));
    if (existing) return;
    const [anyone] = await tx.select({ id: profiles.id }).from(profiles).limit(1);
    const first = !anyone;
    const invitedRole = first ? null : await useInvitation(tx, invitationToken, account);
    const admitted =
      first || !!invitedRole || admittedByPolicy(account.email, await readStationSettings(tx));
    await tx
      .insert(profiles)
      .values({
        id: account.id,
        email: account.email,
        // Checked at sign-up already; one taken since by a racing sign-up is left out, not shared.
        username:
          account.username && !(await usernameTaken(tx, account.username))
            ? account.username
            : null,
        role: first ? STATION_MANAGER_ROLE : (invitedRole ?? DEFAULT_ROLE),
        status: admitted ? 'active' : 'waiting',
      })
      .onConflictDoNothing({ target: profiles.id });
  });
}

/** A member's role, status and DJ link; null when the account has no profile yet. */
export async function readMember(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<Member | null> {
  const [row] = await db
    .select({ role: profiles.role, status: profiles.status, djId: profiles.djId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return null;
  return { role: asRole(row.role), status: row.status as MemberStatus, djId: row.djId };
}

/**
 * The membership a sign-in finds, after applying today's policy: an account still waiting
 * becomes a member if the policy now admits it (a manager opened sign-up, or added its domain).
 * An active member's sign-in is noted for the Team page.
 */
export async function memberAtSignIn(db: Database, account: Account): Promise<Member> {
  // Only an account without a profile (made before profiles existed) needs admitting: every
  // other sign-in skips the admission lock that sign-ups share.
  if (!(await readMember(db, account.id))) await admitNewAccount(db, account);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, account.id))
      .for('update');
    let status = (row?.status ?? 'waiting') as MemberStatus;
    if (status === 'waiting' && admittedByPolicy(account.email, await readStationSettings(tx))) {
      status = 'active';
    }
    if (status === 'active') {
      await tx
        .update(profiles)
        .set({ status, lastSignInAt: sql`now()` })
        .where(and(eq(profiles.id, account.id)));
    }
    return (await readMember(tx, account.id))!;
  });
}

/**
 * Makes the account with this e-mail an active Station Manager (STATION_MANAGER_EMAIL at start):
 * whoever runs the server can always get a station back whose managers left or are locked out.
 * Returns false when no such account exists.
 */
export async function makeStationManager(db: Database, email: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) return false;
  await admitNewAccount(db, { id: user.id, email: user.email, username: user.name || null });
  await db
    .update(profiles)
    .set({ role: STATION_MANAGER_ROLE, status: 'active', updatedAt: sql`now()` })
    .where(eq(profiles.id, user.id));
  return true;
}
