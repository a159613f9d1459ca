import type { Database } from '../db/connection';
import type { Revisions } from '../db/revisions';

/** "Now" and the zone that decides today, the current week and what is past (DESIGN.md §3). */
export type StationClock = { timeZone: string; now: () => Date };

/** What middleware puts on the request context for handlers. */
export type AppEnv = {
  Variables: {
    db: Database;
    station: StationClock;
    clientAddress: string;
    user: { id: string; email: string; name: string; createdAt: Date };
    session: { id: string; token: string; expiresAt: Date };
    /** The change counters as read by requireSession, null if they could not be. */
    revisions: Revisions | null;
  };
};
