import {
  REVISION_NAMES,
  type ChangeRevisions,
  type RevisionName,
} from '../../shared/realtime/change-revisions';
import type { Database } from './connection';

/**
 * The change counters of drizzle/0002_revisions.sql and 0019_public-revisions.sql, read together
 * in one round trip (the schedule tables, sessions and members, the show and DJ libraries, the
 * station settings), with the station's zone (null while unset) and its overnight rule: every request that reads the
 * counters learns the zone the managers chose as it stood when the request arrived, in whichever
 * process (decision 0054).
 */
export type Revisions = ChangeRevisions & {
  stationZone: string | null;
  /** Whether Saturday-night shows run on into the next week (decision 0057). */
  overnightContinues: boolean;
};

/**
 * A named statement: each pooled connection parses and plans it once. It runs once per batch of
 * API requests (src/server/lib/reads-begun-after.ts), so it is sent without the query builder.
 */
const READ_REVISIONS = {
  name: 'read-revisions',
  text: `select name, value::text from revisions
    union all select 'zone', station_time_zone from station_settings
    union all select 'overnight', overnight_continues::text from station_settings`,
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
  const counters: Partial<Record<RevisionName, number>> = {};
  for (const name of REVISION_NAMES) {
    const value = found.get(name);
    if (value === undefined) return null;
    counters[name] = Number(value);
  }
  return {
    ...(counters as Record<RevisionName, number>),
    stationZone: found.get('zone') ?? null,
    overnightContinues: found.get('overnight') === 'true',
  };
}
