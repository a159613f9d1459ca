import type { Database } from './connection';

/**
 * The change counters of drizzle/0002_revisions.sql and 0019_public-revisions.sql, read together
 * in one round trip: the schedule tables, sessions and members, the show and DJ libraries, the
 * station settings.
 */
export type Revisions = { schedule: number; sessions: number; library: number; settings: number };
export const REVISION_NAMES = ['schedule', 'sessions', 'library', 'settings'] as const;

/**
 * A named statement: each pooled connection parses and plans it once. It runs once per batch of
 * API requests (src/server/lib/reads-begun-after.ts), so it is sent without the query builder.
 */
const READ_REVISIONS = {
  name: 'read-revisions',
  text: 'select name, value from revisions',
  rowMode: 'array',
} as const;

/**
 * The current revisions, or null when a row is missing (the migration writes them and nothing
 * removes them): without them nothing derived may be kept.
 */
export async function readRevisions(db: Pick<Database, '$client'>): Promise<Revisions | null> {
  // bigint columns arrive as text: node-postgres does not guess how large they may grow.
  const { rows } = await db.$client.query<[string, string]>(READ_REVISIONS);
  const found = new Map(rows);
  const revisions: Partial<Revisions> = {};
  for (const name of REVISION_NAMES) {
    const value = found.get(name);
    if (value === undefined) return null;
    revisions[name] = Number(value);
  }
  return revisions as Revisions;
}
