import { arrayOverlaps } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shows } from '../../db/schema';
import { ownDjIds } from './own-dj';

/**
 * The show templates a member hosts: those whose DJs include one of their own DJ entries.
 * Read at every call, so relinking (or an e-mail change) takes effect at once.
 */
export async function ownTemplateIds(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<string[] | null> {
  const djIds = await ownDjIds(db, userId);
  if (djIds.length === 0) return null;
  const rows = await db
    .select({ id: shows.id })
    .from(shows)
    .where(arrayOverlaps(shows.djIds, djIds));
  return rows.map((r) => r.id);
}
