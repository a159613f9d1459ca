import type { Context } from 'hono';
import { STATION_MANAGER_ROLE } from '../../shared/constants/limits';
import { currentWeekId } from '../../shared/schedule/week';
import { inactiveMemberMessage } from '../../shared/team/permissions';
import type { Revisions } from '../db/revisions';
import type { AppEnv } from './app-env';
import type { SessionChecks } from './require-session';
import type { Visit } from './web-app';

type VisitDeps = {
  /** The watched revisions (no read of their own): the station's zone and the sessions'. */
  revisions: () => Promise<Revisions | null>;
  sessions: SessionChecks;
  /** The zone of the station before its settings name one. */
  startZone: string;
  now: () => Date;
};

/**
 * What the server knows of a visit with a session cookie as it answers the app's HTML
 * (web-app.ts): the station's current week, and whether the member is a station manager, whose
 * pages read what others would be refused. The session check is the one the page's first reads
 * would each wait for, made once here and kept for them (decision 0014); a check that fails says
 * only "not known", and the page asks for itself.
 */
export function visitOf({ revisions, sessions, startZone, now }: VisitDeps) {
  return async (c: Context<AppEnv>): Promise<Visit> => {
    const read = await revisions().catch(() => null);
    const signedIn = await sessions
      .check(c.req.header('cookie'), () => c.req.raw.headers, read)
      .catch(() => null);
    const at = now();
    const member =
      signedIn !== null &&
      signedIn.session.expiresAt.getTime() > at.getTime() &&
      inactiveMemberMessage(signedIn.member.status) === null;
    const manager = member && signedIn.member.role === STATION_MANAGER_ROLE;
    return { currentWeekId: currentWeekId(at, read?.stationZone ?? startZone), member, manager };
  };
}
