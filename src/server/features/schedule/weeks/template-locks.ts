import { inArray } from 'drizzle-orm';
import { shows } from '../../../db/schema';
import type { Tx } from './weeks.service';

/**
 * Holds the library shows (templates) a write is about to reference until it commits: a delete
 * of one waits for the write, or, if it came first, has removed it by the time this returns.
 * Answers the ids that still exist, so the write can leave out references to the others, as a
 * template's delete leaves placed shows without one.
 */
export async function lockTemplates(tx: Tx, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const held = await tx
    .select({ id: shows.id })
    .from(shows)
    .where(inArray(shows.id, unique))
    .orderBy(shows.id)
    .for('key share');
  return new Set(held.map((row) => row.id));
}
