import { inArray } from 'drizzle-orm';
import type { PublicDjField } from '../../../shared/team/station-settings';
import type { Database } from '../../db/connection';
import { djs, shows } from '../../db/schema';
import { hostNameKey } from '../djs/dj-former-names';
import type { PublicOccurrence } from './published-weeks';

// The shows and hosts of the published schedule, with public fields only (published-schedule.ts).

type Executor = Pick<Database, 'select'>;

export type PublicShowSummary = {
  id: string;
  name: string;
  description: string | null;
  genres: string[];
  color: string;
  imageUrl: string | null;
  hosts: { id: string; name: string }[];
};

export type PublicShow = PublicShowSummary & {
  /** Its airings that have not ended yet, soonest first (at most NEXT_AIRINGS_SHOWN). */
  nextAirings: PublicOccurrence[];
};

export type PublicHostSummary = {
  id: string;
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  tags: string[];
  /** Present only when the station made the field public. */
  email?: string | null;
  phone?: string | null;
};

export type PublicHost = PublicHostSummary & {
  shows: { id: string; name: string }[];
};

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The library shows the airings are of. A show's hosts are its library DJs who are named on one
 * of those airings: a DJ added to the library entry for a week still in draft is not announced
 * before that week is published. An airing keeps the names of the day it was placed, so a DJ is
 * named on it by their current name or one they had before (a rename keeps them on their shows).
 */
export async function showSummaries(
  db: Executor,
  airings: readonly PublicOccurrence[],
): Promise<PublicShowSummary[]> {
  const airedHosts = new Map<string, Set<string>>();
  for (const a of airings) {
    if (a.showId === null) continue;
    const names = airedHosts.get(a.showId) ?? new Set<string>();
    for (const name of a.hostNames) names.add(hostNameKey(name));
    airedHosts.set(a.showId, names);
  }
  const ids = [...airedHosts.keys()];
  if (ids.length === 0) return [];
  const rows = await db.select().from(shows).where(inArray(shows.id, ids));
  const djIds = [...new Set(rows.flatMap((r) => r.djIds))];
  const hostRows =
    djIds.length === 0
      ? []
      : await db
          .select({ id: djs.id, name: djs.name, formerNames: djs.formerNames })
          .from(djs)
          .where(inArray(djs.id, djIds));
  const hostById = new Map(hostRows.map((h) => [h.id, h]));
  const namedOn = (showId: string, dj: { name: string; formerNames: string[] }) =>
    [dj.name, ...dj.formerNames].some((name) => airedHosts.get(showId)!.has(hostNameKey(name)));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      genres: r.genres,
      color: r.color,
      imageUrl: r.imageUrl || null,
      hosts: r.djIds
        .flatMap((id) => hostById.get(id) ?? [])
        .filter((dj) => namedOn(r.id, dj))
        .map((dj) => ({ id: dj.id, name: dj.name })),
    }))
    .sort(byName);
}

export async function hostSummaries(
  db: Executor,
  ids: string[],
  publicFields: readonly PublicDjField[],
): Promise<PublicHostSummary[]> {
  if (ids.length === 0) return [];
  // Only the columns listeners may see are read at all; contact fields only when made public.
  const rows = await db
    .select({
      id: djs.id,
      name: djs.name,
      bio: djs.bio,
      avatarUrl: djs.avatarUrl,
      tags: djs.tags,
      email: djs.email,
      phone: djs.phone,
    })
    .from(djs)
    .where(inArray(djs.id, ids));
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      bio: r.bio,
      avatarUrl: r.avatarUrl || null,
      tags: r.tags,
      ...(publicFields.includes('email') && { email: r.email || null }),
      ...(publicFields.includes('phone') && { phone: r.phone || null }),
    }))
    .sort(byName);
}
