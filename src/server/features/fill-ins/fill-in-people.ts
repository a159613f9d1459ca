import { eq, inArray, or, sql } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import type { AwayTimesLike, FillInCandidate } from '../../../shared/fill-ins/eligibility';
import { hostKey } from '../../../shared/schedule/dj-clash';
import { displayName } from '../../../shared/team/display-name';
import type { Database } from '../../db/connection';
import { djs, profiles, users } from '../../db/schema';
import type { Airing } from './fill-in-airing';
import { awayPeriodsOf } from './fill-in-away';

type Reader = Pick<Database, 'select'>;

/** A member as fill-ins see them: who they are, how to write to them, their DJ entry. */
export type Person = FillInCandidate & {
  name: string;
  email: string;
  timeZone: string | null;
  djName: string | null;
};

/**
 * Members, with their own DJ entry (DESIGN.md D12, as ownDjIds reads it): the entry a manager
 * linked to them, or, when none is linked, the entry whose e-mail is theirs. All members, or those
 * of `userIds`.
 */
export async function readPeople(db: Reader, userIds?: readonly string[]): Promise<Person[]> {
  if (userIds && userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: profiles.id,
      role: profiles.role,
      status: profiles.status,
      username: profiles.username,
      email: users.email,
      timeZone: profiles.timezone,
      linkedDjId: profiles.djId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(userIds ? inArray(profiles.id, [...userIds]) : undefined);
  const entries = await ownEntriesOf(db, rows);
  const away = await awayPeriodsOf(
    db,
    [...entries.values()].map((e) => e.id),
  );
  return rows.map((r) => {
    const dj = entries.get(r.userId);
    return {
      userId: r.userId,
      role: r.role,
      status: r.status,
      name: displayName(r.username, r.email),
      email: r.email,
      timeZone: r.timeZone,
      djId: dj?.id ?? null,
      djName: dj?.name ?? null,
      djActive: dj?.active ?? false,
      djNames: dj ? [dj.name, ...dj.formerNames] : [],
      away: (dj && away.get(dj.id)) || ([] as AwayTimesLike[]),
    };
  });
}

type Entry = {
  id: string;
  name: string;
  active: boolean;
  formerNames: string[];
  email: string | null;
};

/**
 * Each member's own DJ entry: the linked one, else the first (by name) whose e-mail is the
 * member's, compared without case as ownDjIds compares it. One read of the entries concerned.
 */
async function ownEntriesOf(
  db: Reader,
  members: readonly { userId: string; email: string; linkedDjId: string | null }[],
): Promise<Map<string, Entry>> {
  const linked = members.flatMap((m) => (m.linkedDjId ? [m.linkedDjId] : []));
  const emails = members.filter((m) => !m.linkedDjId).map((m) => m.email.toLowerCase());
  const byOwner = new Map<string, Entry>();
  if (linked.length === 0 && emails.length === 0) return byOwner;
  const found = await db
    .select({
      id: djs.id,
      name: djs.name,
      active: djs.active,
      formerNames: djs.formerNames,
      email: djs.email,
    })
    .from(djs)
    .where(
      or(
        linked.length > 0 ? inArray(djs.id, linked) : undefined,
        emails.length > 0 ? inArray(sql`lower(${djs.email})`, emails) : undefined,
      ),
    )
    .orderBy(djs.name);
  for (const m of members) {
    const entry = m.linkedDjId
      ? found.find((d) => d.id === m.linkedDjId)
      : found.find((d) => d.email?.toLowerCase() === m.email.toLowerCase());
    if (entry) byOwner.set(m.userId, entry);
  }
  return byOwner;
}

export const isManager = (p: { role: string }) => p.role === STATION_MANAGER_ROLE;

/**
 * Who may ask as a host (issue 33 item 9): a member linked to a DJ entry who is not a Viewer. A
 * viewer reads the schedule only; an ask ends in a hand-over, so the link alone is not enough.
 */
export const asksAsHost = (p: { role: string; djId: string | null }) =>
  p.role !== 'Viewer' && p.djId !== null;

/** Whether a member hosts the airing: one of the names it carries is their DJ entry's. */
export function hostsAiring(person: Person, airing: Airing): boolean {
  const names = new Set(person.djNames.map(hostKey));
  return airing.block.djNames.some((n) => names.has(hostKey(n)));
}

/** The DJ entries whose names the airing carries: its hosts, restored when a fill-in is given back. */
export async function hostDjIdsOf(db: Reader, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { id } of await hostEntriesOf(db, names)) if (id && !ids.includes(id)) ids.push(id);
  return ids;
}

/**
 * Each host name an airing carries with the DJ entry it is (by the entry's name, else a former
 * name; null when no entry has it), in the airing's order.
 */
export async function hostEntriesOf(
  db: Reader,
  names: readonly string[],
): Promise<{ name: string; id: string | null }[]> {
  const rows = await db
    .select({ id: djs.id, name: djs.name, formerNames: djs.formerNames })
    .from(djs);
  return names.map((name) => {
    const key = hostKey(name);
    const match =
      rows.find((r) => hostKey(r.name) === key) ??
      rows.find((r) => r.formerNames.some((n) => hostKey(n) === key));
    return { name, id: match?.id ?? null };
  });
}
