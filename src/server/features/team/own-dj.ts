import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { djs, profiles } from '../../db/schema';

/**
 * The DJ Library entries that are a member's own (DESIGN.md D12): the entry a manager linked to
 * them on the Team page, or, when none is linked, every entry whose e-mail is the member's.
 */
export async function ownDjIds(db: Pick<Database, 'select'>, userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ djId: profiles.djId, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return [];
  if (profile.djId) return [profile.djId];
  const rows = await db
    .select({ id: djs.id })
    .from(djs)
    .where(and(isNotNull(djs.email), sql`lower(${djs.email}) = lower(${profile.email})`));
  return rows.map((r) => r.id);
}
