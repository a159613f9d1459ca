import { eq, sql } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import type { MemberStatus, Role } from '../../../shared/team/roles';
import { localText, type LocalText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { djs, profiles, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Actor } from '../activity/record-activity';
import {
  changeMember,
  DJ_NOT_FOUND,
  keepOneManager,
  setStatus,
  type MemberRow,
} from './team.service';

/** A move between statuses: which statuses it starts from, and the sentence when it cannot. */
const STATUS_MOVES = {
  approve: { from: ['waiting', 'declined'], to: 'active', action: 'team.approve' },
  decline: { from: ['waiting'], to: 'declined', action: 'team.decline' },
  suspend: { from: ['active'], to: 'suspended', action: 'team.suspend' },
  reactivate: { from: ['suspended'], to: 'active', action: 'team.reactivate' },
} as const satisfies Record<
  string,
  { from: readonly MemberStatus[]; to: MemberStatus; action: string }
>;
export type StatusMove = keyof typeof STATUS_MOVES;

const NOT_NOW: Record<StatusMove, (name: string, status: MemberStatus) => LocalText> = {
  approve: (name) => localText('team:refusal.alreadyMember', { name }),
  decline: (name, status) =>
    status === 'declined'
      ? localText('team:refusal.alreadyDeclined', { name })
      : localText('team:refusal.notWaiting', { name }),
  suspend: (name) => localText('team:refusal.notActive', { name }),
  reactivate: (name) => localText('team:refusal.notSuspended', { name }),
};

/**
 * Approve, decline, suspend or reactivate a member (DESIGN.md D12). An approval may also give the
 * role the member joins with, in the same change.
 */
export function moveMember(
  db: Database,
  memberId: string,
  move: StatusMove,
  actor: Actor,
  options: { role?: Role } = {},
) {
  const { from, to, action } = STATUS_MOVES[move];
  return changeMember(
    db,
    memberId,
    async (tx, member) => {
      if (!(from as readonly MemberStatus[]).includes(member.status)) {
        throw new HttpError(
          409,
          'member_status_conflict',
          NOT_NOW[move](member.name, member.status),
        );
      }
      if (move === 'suspend') await keepOneManager(tx, member);
      await setStatus(tx, member, to);
      const role = move === 'approve' && options.role ? options.role : member.role;
      if (role !== member.role) {
        await tx.update(profiles).set({ role }).where(eq(profiles.id, member.id));
      }
      return {
        result: { status: to, role },
        activity: { action, details: { role, from: member.status, to } },
      };
    },
    actor,
  );
}

export function changeRole(db: Database, memberId: string, role: Role, actor: Actor) {
  return changeMember(
    db,
    memberId,
    async (tx, member) => {
      if (member.role === role) return { result: { role }, activity: null };
      if (role !== STATION_MANAGER_ROLE) await keepOneManager(tx, member);
      await tx
        .update(profiles)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(profiles.id, member.id));
      return {
        result: { role },
        activity: { action: 'team.role', details: { from: member.role, to: role } },
      };
    },
    actor,
  );
}

/** Links a member to a DJ Library entry ("their own" shows), or unlinks them (djId null). */
export function linkDj(db: Database, memberId: string, djId: string | null, actor: Actor) {
  return changeMember(
    db,
    memberId,
    async (tx, member) => {
      if (member.djId === djId) return { result: { djId }, activity: null };
      const name = async (id: string | null) => {
        if (!id) return null;
        const [dj] = await tx.select({ name: djs.name }).from(djs).where(eq(djs.id, id));
        return dj?.name ?? null;
      };
      const djName = await name(djId);
      if (djId && djName === null) {
        throw new HttpError(422, 'validation_failed', DJ_NOT_FOUND, { djId: DJ_NOT_FOUND });
      }
      const previousDjName = await name(member.djId);
      await tx
        .update(profiles)
        .set({ djId, updatedAt: sql`now()` })
        .where(eq(profiles.id, member.id));
      return {
        result: { djId },
        activity: {
          action: 'team.link',
          details: { djId, djName, previousDjId: member.djId, previousDjName },
        },
      };
    },
    actor,
  );
}

/**
 * Removes a member from the station: their account goes (profile, sessions and calendar feeds
 * with it); what they did stays in the activity log under their name.
 */
export function removeMember(db: Database, memberId: string, actor: Actor) {
  return changeMember(
    db,
    memberId,
    async (tx, member: MemberRow) => {
      await keepOneManager(tx, member);
      return {
        result: null,
        // After the entry: a manager removing their own account is its actor.
        afterRecord: async () => {
          await tx.delete(users).where(eq(users.id, member.id));
        },
        activity: { action: 'team.remove', details: { role: member.role, status: member.status } },
      };
    },
    actor,
  );
}
