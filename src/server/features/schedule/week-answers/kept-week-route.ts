import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatRevisions, REVISIONS_HEADER } from '../../../../shared/realtime/change-revisions';
import { servedWeekOf } from '../../../../shared/schedule/week-range';
import type { Database } from '../../../db/connection';
import type { Revisions } from '../../../db/revisions';
import type { StationClock } from '../../../http/app-env';
import type { EarlyRoute } from '../../../http/early-route';
import type { SessionChecks } from '../../../http/require-session';
import { weekAnswerResponse, type WeekAnswers } from './week-answers';

const WEEK_PATH = /^\/api\/weeks\/(\d{4}-\d{2}-\d{2})$/;

export type KeptWeekRouteDeps = {
  db: Database;
  /** The revisions read for a request (after it arrived). */
  revisions: (request: IncomingMessage) => Promise<Revisions | null>;
  sessions: SessionChecks;
  answers: WeekAnswers;
  /** The station's clock at the request's revisions (their zone). */
  clock: (revisions: Revisions) => StationClock;
  /** The security headers every answer carries, as the framework's middleware sets them. */
  securityHeaders: Promise<Record<string, string>>;
};

/**
 * GET /api/weeks/:date answered without the web framework when the visitor's session check is
 * kept at the current sessions revision (docs/decisions/0015): the week's kept answer, or one
 * read anew through the same WeekAnswers as the framework's route, with the same headers. Anything
 * else (no cookie, a session to check, another path or method) goes on to the framework, which
 * checks, keeps, and refuses where it must; so does a read that fails, to be answered as errors
 * are.
 */
export function keptWeekRoute(deps: KeptWeekRouteDeps): EarlyRoute {
  let security: Record<string, string> | undefined;
  void deps.securityHeaders.then((headers) => (security = headers));

  const sendWeek = async (
    req: IncomingMessage,
    res: ServerResponse,
    weekId: string,
    cookie: string,
    securityHeaders: Record<string, string>,
  ) => {
    const revisions = await deps.revisions(req);
    if (!revisions) return false;
    // Only an active member's kept check answers here; anyone else gets the framework's refusal.
    const signedIn = deps.sessions.kept(cookie, revisions.sessions, Date.now());
    if (signedIn?.member.status !== 'active') return false;
    const answer = await deps.answers
      .read(deps.db, weekId, deps.clock(revisions), revisions.schedule)
      .catch(() => null);
    if (!answer) return false;
    const { body, headers } = weekAnswerResponse(answer, req.headers['accept-encoding']);
    res.writeHead(200, {
      ...securityHeaders,
      ...headers,
      // As requireSession names them for the framework's answers.
      [REVISIONS_HEADER]: formatRevisions(revisions),
      'Content-Length': body.byteLength,
    });
    res.end(body);
    return true;
  };

  return (req, res) => {
    const cookie = req.headers.cookie;
    if (req.method !== 'GET' || !cookie || !security) return false;
    // A week outside the served range goes on to the framework, which answers 404.
    const weekId = servedWeekOf(WEEK_PATH.exec(req.url ?? '')?.[1] ?? '');
    if (!weekId) return false;
    return sendWeek(req, res, weekId, cookie, security);
  };
}
