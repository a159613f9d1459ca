import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { asRole, type MemberStatus, type Role } from '../../../shared/team/roles';
import { admittedByPolicy } from '../../../shared/team/station-settings';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { MEMBER_NAMES_LOCK, usernameTaken } from '../profiles/member-names';
import { tellManagersOfJoin } from '../notifications/membership-notices';
import { useInvitation } from './invitation-tokens';
import { readStationSettings } from './station-settings.service';

/** What the server needs of a signed-in member on every request. */
export type Member = { role: Role; status: MemberStatus; djId: string | null };

type Account = { id: string; email: string; username: string | null };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes the profile of a new account at sign-up (DESIGN.md D12, decision 0048). The
 * installation's first account is to be its Station Manager; every later one a DJ. Nothing is
 * granted yet: whoever signed up has not shown that the address is theirs, so the profile waits
 * until the address is confirmed (confirmAccount). The one exception is an invitation link: its
 * token was mailed to the address, so it proves the address as a confirmation would; the account
 * uses the invitation up and is an active member with the invited role under every policy. An
 * existing profile is left as it is.
 */
export async function admitNewAccount(
  db: Database,
  account: Account,
  invitationToken?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One admission at a time, so two first sign-ups racing cannot both be the first, nor two
    // sign-ups take the same username.
    await tx.execute(MEMBER_NAMES_LOCK);
    const [anyone] = await tx.select({ id: profiles.id }).from(profiles).limit(1);
    if (!anyone) {
      await insertProfile(tx, account, { role: STATION_MANAGER_ROLE, status: 'waiting' });
      return;
    }
    const invitedRole = invitationToken ? await useInvitation(tx, invitationToken, account) : null;
    await insertProfile(
      tx,
      account,
      invitedRole
        ? { role: invitedRole, status: 'active' }
        : { role: DEFAULT_ROLE, status: 'waiting' },
    );
    if (invitedRole) await tellManagersOfJoin(tx, account, invitedRole);
  });
}

/**
 * Confirms a new account's address and admits it, in one transaction and exactly once (see
 * admitConfirmed). `forgetSignUpName` drops the username the sign-up chose, when it may have
 * been somebody else's choice (the address's owner set the password on the confirmation page).
 * Returns false when the account does not exist or was confirmed before.
 */
export async function confirmAccount(
  db: Database,
  userId: string,
  options: { forgetSignUpName: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(MEMBER_NAMES_LOCK);
    const [user] = await tx
      .update(users)
      .set({
        emailVerified: true,
        updatedAt: sql`now()`,
        ...(options.forgetSignUpName && { name: '' }),
      })
      .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!user) return false;
    if (options.forgetSignUpName) {
      await tx.update(profiles).set({ username: null }).where(eq(profiles.id, user.id));
    }
    await admitConfirmed(tx, { id: user.id, email: user.email, username: user.name || null });
    return true;
  });
}

/**
 * Admits a confirmed account that signs in while it waits, or that has no profile at all (made
 * before profiles existed): its address is confirmed (sign-in needs it), so it is admitted as a
 * confirmed account is, under today's policy (a manager may have opened sign-up since, or added
 * its domain).
 */
export async function admitExistingAccount(db: Database, account: Account): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(MEMBER_NAMES_LOCK);
    await insertProfile(tx, account, { role: DEFAULT_ROLE, status: 'waiting' });
    await admitConfirmed(tx, account);
  });
}

/** Stores a new account's profile unless it has one. */
async function insertProfile(
  tx: Tx,
  account: Account,
  membership: { role: Role; status: MemberStatus },
): Promise<void> {
  await tx
    .insert(profiles)
    .values({
      id: account.id,
      email: account.email,
      // Checked at sign-up already; one taken since by a racing sign-up is left out, not shared.
      username:
        account.username && !(await usernameTaken(tx, account.username)) ? account.username : null,
      ...membership,
    })
    .onConflictDoNothing({ target: profiles.id });
}

/**
 * Admission of a confirmed account that still waits: the first account becomes the active
 * Station Manager (unless someone else is one by now); an address with a pending invitation
 * uses the newest one up and gets the invited role; otherwise the sign-up policy decides.
 * An account a manager or an invitation link decided already is left as it is.
 */
async function admitConfirmed(tx: Tx, account: Account): Promise<void> {
  const [profile] = await tx
    .select({ status: profiles.status, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, account.id))
    .for('update');
  if (profile?.status !== 'waiting') return;
  const first =
    profile.role === STATION_MANAGER_ROLE && !(await otherActiveManager(tx, account.id));
  const invitedRole = first ? null : await useInvitation(tx, undefined, account);
  const admitted =
    first || !!invitedRole || admittedByPolicy(account.email, await readStationSettings(tx));
  if (!admitted) return;
  await tx
    .update(profiles)
    .set({ role: invitedRole ?? profile.role, status: 'active', updatedAt: sql`now()` })
    .where(eq(profiles.id, account.id));
  if (invitedRole) await tellManagersOfJoin(tx, account, invitedRole);
}

async function otherActiveManager(tx: Tx, accountId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, STATION_MANAGER_ROLE),
        eq(profiles.status, 'active'),
        ne(profiles.id, accountId),
      ),
    )
    .limit(1);
  return !!row;
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
 * The membership a sign-in finds: an account that still waits (or has no profile) is admitted
 * as a confirmed account is, under today's policy. An active member's sign-in is noted for the
 * Team page.
 */
export async function memberAtSignIn(db: Database, account: Account): Promise<Member> {
  // Only an account that waits or has no profile needs admitting: every other sign-in skips the
  // admission lock that sign-ups share.
  const before = await readMember(db, account.id);
  if (!before || before.status === 'waiting') await admitExistingAccount(db, account);
  await db
    .update(profiles)
    .set({ lastSignInAt: sql`now()` })
    .where(and(eq(profiles.id, account.id), eq(profiles.status, 'active')));
  return (await readMember(db, account.id))!;
}
