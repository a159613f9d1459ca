import { eq, inArray } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import {
  eligibleTakers,
  ineligibility,
  type AwayTimesLike,
  type FillInCandidate,
} from '../../../shared/fill-ins/eligibility';
import { hostKey } from '../../../shared/schedule/dj-clash';
import { displayName } from '../../../shared/team/display-name';
import type { Database } from '../../db/connection';
import { djs, profiles, showFillInHosts, users } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { Airing } from './fill-in-airing';
import { awayDuring, awayPeriodsOf } from './fill-in-away';

type Reader = Pick<Database, 'select'>;

/** A member as fill-ins see them: who they are, how to write to them, their DJ entry. */
export type Person = FillInCandidate & {
  name: string;
  email: string;
  timeZone: string | null;
  djName: string | null;
};

/** Members, with their linked DJ entry; all of them, or those of `userIds`. */
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
      djId: profiles.djId,
      djName: djs.name,
      djActive: djs.active,
      formerNames: djs.formerNames,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(djs, eq(djs.id, profiles.djId))
    .where(userIds ? inArray(profiles.id, [...userIds]) : undefined);
  const away = await awayPeriodsOf(
    db,
    rows.flatMap((r) => (r.djId ? [r.djId] : [])),
  );
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    status: r.status,
    name: displayName(r.username, r.email),
    email: r.email,
    timeZone: r.timeZone,
    djId: r.djName === null ? null : r.djId,
    djName: r.djName,
    djActive: r.djActive ?? false,
    djNames: r.djName === null ? [] : [r.djName, ...(r.formerNames ?? [])],
    away: (r.djId && away.get(r.djId)) || ([] as AwayTimesLike[]),
  }));
}

export const isManager = (p: { role: string }) => p.role === STATION_MANAGER_ROLE;

/** Whether a member hosts the airing: one of the names it carries is their DJ entry's. */
export function hostsAiring(person: Person, airing: Airing): boolean {
  const names = new Set(person.djNames.map(hostKey));
  return airing.block.djNames.some((n) => names.has(hostKey(n)));
}

async function fillInHostsOf(db: Reader, showId: string | null): Promise<string[]> {
  if (!showId) return [];
  const rows = await db
    .select({ djId: showFillInHosts.djId })
    .from(showFillInHosts)
    .where(eq(showFillInHosts.showId, showId));
  return rows.map((r) => r.djId);
}

/** The rules' context for one airing at the clock's now. */
export async function eligibilityOf(db: Reader, airing: Airing, clock: StationClock) {
  const context = {
    now: clock.now(),
    startsAt: airing.startsAt,
    others: airing.others,
    fillInHosts: await fillInHostsOf(db, airing.block.templateId),
    awayDuring,
  };
  const fillIn = { ...airing.block, weekId: airing.weekId };
  return {
    why: (person: Person) => ineligibility(fillIn, person, context),
    eligible: <T extends Person>(people: readonly T[]) => eligibleTakers(fillIn, people, context),
  };
}

/** The DJ entries whose names the airing carries: its hosts, restored when a fill-in is given back. */
export async function hostDjIdsOf(db: Reader, names: readonly string[]): Promise<string[]> {
  const keys = names.map(hostKey);
  const rows = await db
    .select({ id: djs.id, name: djs.name, formerNames: djs.formerNames })
    .from(djs);
  const ids: string[] = [];
  for (const key of keys) {
    const match =
      rows.find((r) => hostKey(r.name) === key) ??
      rows.find((r) => r.formerNames.some((n) => hostKey(n) === key));
    if (match && !ids.includes(match.id)) ids.push(match.id);
  }
  return ids;
}
