import type { Database } from '../db/connection';
import type { Revisions } from '../db/revisions';
import type { StationSettings } from '../../shared/team/station-settings';
import type { Actor } from '../features/activity/activity-entry-types';
import type { Member } from '../features/team/membership';

/**
 * "Now" and the zone that decides today, the current week and what is past (DESIGN.md §3), and
 * whether a Saturday-night show runs on into the next week rather than being cut at the week's
 * end (unset: cut, the spec's rule; decision 0057). Read together, per request (decision 0054).
 */
export type StationClock = { timeZone: string; now: () => Date; overnightContinues?: boolean };

/** What middleware puts on the request context for handlers. */
export type AppEnv = {
  Variables: {
    db: Database;
    station: StationClock;
    clientAddress: string;
    user: { id: string; email: string; name: string; createdAt: Date };
    session: { id: string; token: string; expiresAt: Date };
    /** The signed-in member's role, status (always active past requireSession) and DJ link. */
    member: Member;
    /** The station's settings, once a permission check of this request has read them. */
    stationSettings?: StationSettings;
    /** The member as the activity log names them, once a write has asked. */
    actor?: Actor;
    /** The change counters as read by requireSession, null if they could not be. */
    revisions: Revisions | null;
    /**
     * Set by a public answer that may be kept and sent again before the framework (the listeners'
     * now/next and pages): until when it holds while the revisions stay (null: no end of its
     * own). Unset, an answer is not kept (docs/decisions/0055).
     */
    publicAnswerUntil?: Date | null;
  };
};
