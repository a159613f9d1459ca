import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { djs, profiles, users } from '../../db/schema';

/**
 * The DJ Library entries that are a member's own (DESIGN.md D12): the entry a manager linked to
 * them on the Team page, or, when none is linked, every entry whose e-mail is the member's.
 */
export async function ownDjIds(db: Pick<Database, 'select'>, userId: string): Promise<string[]> {
  // The account's e-mail, which changes only once the new address is confirmed: the profile's
  // copy catches up later (when its owner next opens it), and until then would keep linking the
  // old address's entries, which someone else may by then have signed up with.
  const [profile] = await db
    .select({ djId: profiles.djId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!profile) return [];
  if (profile.djId) return [profile.djId];
  const rows = await db
    .select({ id: djs.id })
    .from(djs)
    .where(and(isNotNull(djs.email), sql`lower(${djs.email}) = lower(${profile.email})`));
  return rows.map((r) => r.id);
}
