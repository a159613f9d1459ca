import type { Database } from './connection';
import { revisions } from './schema';

/** The change counters of drizzle/0002_revisions.sql, read together in one round trip. */
export type Revisions = { schedule: number; sessions: number };

/**
 * The current revisions, or null when a row is missing (the migration writes them and nothing
 * removes them): without them nothing derived may be kept.
 */
export async function readRevisions(db: Pick<Database, 'select'>): Promise<Revisions | null> {
  const rows = await db.select().from(revisions);
  const schedule = rows.find((r) => r.name === 'schedule')?.value;
  const sessions = rows.find((r) => r.name === 'sessions')?.value;
  return schedule === undefined || sessions === undefined ? null : { schedule, sessions };
}
