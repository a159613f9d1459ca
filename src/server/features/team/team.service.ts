import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { displayName } from '../../../shared/team/display-name';
import { permission } from '../../../shared/team/permissions';
import { asRole, VIEWER_ROLE, type MemberStatus, type Role } from '../../../shared/team/roles';
import { DEFAULT_STATION_SETTINGS } from '../../../shared/team/station-settings';
import type { TeamInvitation, TeamMember } from '../../../shared/team/team-api';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { djs, invitations, profiles, sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { readMember } from './membership';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const MEMBER_NOT_FOUND = localText('team:refusal.memberGone');
const MANAGERS_ONLY = localText('team:refusal.activeManagersOnly');
export const DJ_NOT_FOUND = localText('team:refusal.djGone');
const LAST_MANAGER = localText('team:lastManager');

/** What names a member and their standing, read the same way for the list and for a change. */
const MEMBER_COLUMNS = {
  id: profiles.id,
  username: profiles.username,
  email: profiles.email,
  role: profiles.role,
  status: profiles.status,
};

/** Everything the Team page lists: members (waiting first, then by name) and invitations. */
export async function listTeam(db: Database) {
  const memberRows = await db
    .select({
      ...MEMBER_COLUMNS,
      emailConfirmed: users.emailVerified,
      lastSignInAt: profiles.lastSignInAt,
      joinedAt: users.createdAt,
      accountEmail: users.email,
      djId: djs.id,
      djName: djs.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(djs, eq(djs.id, profiles.djId))
    .orderBy(sql`${profiles.status} = 'waiting' desc`, asc(users.createdAt));
  const byEmail = await djsByEmail(db);
  const members: TeamMember[] = memberRows.map((r) => ({
    id: r.id,
    displayName: displayName(r.username, r.email),
    email: r.email,
    role: asRole(r.role),
    status: r.status as MemberStatus,
    emailConfirmed: r.emailConfirmed,
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    joinedAt: r.joinedAt.toISOString(),
    dj: r.djId ? { id: r.djId, name: r.djName ?? '' } : null,
    djsByEmail: r.djId ? [] : (byEmail.get(r.accountEmail.toLowerCase()) ?? []),
  }));
  const invitationRows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
      inviterName: profiles.username,
      inviterEmail: profiles.email,
    })
    .from(invitations)
    .leftJoin(profiles, eq(profiles.id, invitations.invitedBy))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  const now = Date.now();
  const invitationList: TeamInvitation[] = invitationRows.map((r) => ({
    id: r.id,
    email: r.email,
    role: asRole(r.role),
    state: r.revokedAt
      ? 'revoked'
      : r.usedAt
        ? 'used'
        : r.expiresAt.getTime() <= now
          ? 'expired'
          : 'pending',
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    invitedBy: r.inviterEmail ? displayName(r.inviterName, r.inviterEmail) : null,
  }));
  return { members, invitations: invitationList };
}

/** DJ entries with an e-mail, by that address in lower case (as ownDjIds matches them). */
async function djsByEmail(db: Database) {
  const rows = await db
    .select({ id: djs.id, name: djs.name, email: djs.email })
    .from(djs)
    .where(isNotNull(djs.email))
    .orderBy(asc(djs.name));
  const byEmail = new Map<string, { id: string; name: string }[]>();
  for (const { id, name, email } of rows) {
    const key = email!.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), { id, name }]);
  }
  return byEmail;
}

export type MemberRow = {
  id: string;
  name: string;
  role: Role;
  status: MemberStatus;
  djId: string | null;
};

/**
 * Runs one change of a member in a transaction that holds the team lock (two managers demoting
 * each other at once cannot leave the station without one), announces it and records it.
 */
export async function changeMember<T>(
  db: Database,
  memberId: string,
  change: (tx: Tx, member: MemberRow) => Promise<ChangeOutcome<T>>,
  actor: Actor,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('radio.team'))`);
    // The actor's own role read again under the lock: a manager demoted by a colleague a moment
    // ago (their request already past the permission check) changes nobody.
    const self = await readMember(tx, actor.id);
    const may = permission(self?.role ?? VIEWER_ROLE, 'team.manage', DEFAULT_STATION_SETTINGS);
    if (!may.allowed || self?.status !== 'active') {
      throw new HttpError(403, 'forbidden', may.allowed ? MANAGERS_ONLY : (may.text ?? may.reason));
    }
    const [row] = await tx
      .select({ ...MEMBER_COLUMNS, djId: profiles.djId })
      .from(profiles)
      .where(eq(profiles.id, memberId))
      .for('update');
    if (!row) throw new HttpError(404, 'not_found', MEMBER_NOT_FOUND);
    const member: MemberRow = {
      id: row.id,
      name: displayName(row.username, row.email),
      role: asRole(row.role),
      status: row.status as MemberStatus,
      djId: row.djId,
    };
    const { result, activity, afterRecord } = await change(tx, member);
    // Nothing changed (a role set to what it was): nothing to announce or record.
    if (!activity) return result;
    await publishChange(tx, { kind: 'team' });
    await recordActivity(tx, actor, {
      action: activity.action,
      subjectType: 'member',
      subjectId: member.id,
      details: { memberName: member.name, ...activity.details },
    });
    await afterRecord?.();
    return result;
  });
}

type ActivityOf = { action: string; details?: Record<string, unknown> };
type ChangeOutcome<T> = {
  result: T;
  activity: ActivityOf | null;
  /** What must come after the entry is written (removing the account that wrote it). */
  afterRecord?: () => Promise<void>;
};

/** Refuses a change that takes the last active, confirmed station manager out of that role. */
export async function keepOneManager(tx: Tx, member: MemberRow): Promise<void> {
  if (member.role !== STATION_MANAGER_ROLE || member.status !== 'active') return;
  // Another manager counts only if they can sign in: an invited manager who never confirmed
  // their address (a mistyped invitation) cannot take over.
  const [other] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.role, STATION_MANAGER_ROLE),
        eq(profiles.status, 'active'),
        eq(users.emailVerified, true),
        ne(profiles.id, member.id),
      ),
    )
    .limit(1);
  if (!other) throw new HttpError(409, 'last_station_manager', LAST_MANAGER);
}

/** Sets a member's status; a member who may no longer sign in loses every session at once. */
export async function setStatus(tx: Tx, member: MemberRow, status: MemberStatus): Promise<void> {
  await tx
    .update(profiles)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(profiles.id, member.id));
  if (status !== 'active') await tx.delete(sessions).where(eq(sessions.userId, member.id));
}
