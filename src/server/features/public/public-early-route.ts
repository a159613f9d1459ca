import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EarlyRoute } from '../../http/early-route';
import { errorBody } from '../../http/errors';
import { matches } from '../public-pages/page-answers';
import {
  notModifiedHeaders,
  type KeptPublicAnswer,
  type KeptPublicAnswers,
} from './kept-public-answers';
import { RATE_LIMITED, type PublicBudget } from './public-api-guards';
import { PublicWorkBusy } from './public-database';
import { publicTurns } from './public-turns';
import { validityHeaders } from './public-validity';

/**
 * Public requests this process works on at once in the framework (answers not kept, or not
 * current): past it, a public request is answered at once, before any costly work, so a crowd
 * of listeners cannot take the process from the staff (docs/decisions/0055).
 */
export const PUBLIC_IN_FLIGHT = 8;
/** Past the cap, an answer that stopped holding less than this long ago is sent rather than none. */
const STALE_FOR_MS = 60_000;

export type PublicEarlyRouteDeps = {
  isPublic: (path: string) => boolean;
  answers: KeptPublicAnswers;
  /** The current revisions, as the kept answers are marked (no query while they are watched). */
  revisions: () => Promise<string | null>;
  budget: PublicBudget;
  /** The address a request is counted by (TRUST_PROXY as the framework applies it). */
  addressOf: (req: IncomingMessage) => string;
  now: () => Date;
  /** The security headers every answer carries, as the framework's middleware sets them. */
  securityHeaders: Promise<Record<string, string>>;
  inFlight?: number;
  /** Public requests taken per turn of the event loop (public-turns.ts). */
  perTurn?: number;
};

/**
 * The listeners' requests (the public API, /on-air, the embeds) before the framework: each is
 * counted against its address's budget here (refused with 429 past it), and a GET whose answer is
 * kept and current is sent from the kept bytes (304 when the client's copy is that one). The rest
 * go on to the framework, at most `inFlight` at once; past that, the kept answer even if it
 * stopped holding a moment ago, else 503 with Retry-After. Public requests are taken a few per
 * turn of the event loop, so the staff's go on between them. `counted` tells the framework's
 * budget middleware which requests were counted here already.
 */
export function publicEarlyRoute(deps: PublicEarlyRouteDeps) {
  const cap = deps.inFlight ?? PUBLIC_IN_FLIGHT;
  const counted = new WeakSet<IncomingMessage>();
  let inFlight = 0;
  let security: Record<string, string> | undefined;
  void deps.securityHeaders.then((headers) => (security = headers));

  const send = (res: ServerResponse, status: number, headers: object, body?: Buffer) => {
    res.writeHead(status, { ...headers, 'Content-Length': body?.byteLength ?? 0 });
    res.end(body);
  };
  const refuse = (
    res: ServerResponse,
    path: string,
    status: number,
    error: object,
    headers: object,
  ) => {
    const api = path.startsWith('/api/');
    const body = Buffer.from(JSON.stringify(error));
    send(
      res,
      status,
      {
        ...security,
        ...headers,
        'Content-Type': 'application/json',
        ...(api && {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Expose-Headers': 'ETag,Retry-After',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        }),
      },
      body,
    );
  };
  const sendKept = (
    req: IncomingMessage,
    res: ServerResponse,
    kept: KeptPublicAnswer,
    now: Date,
  ) => {
    // Header names as the kept ones are written (lower case), so each is sent once.
    const validity = validityHeaders(now, kept.until);
    if (kept.etag && matches(req.headers['if-none-match'], kept.etag)) {
      send(res, 304, { ...notModifiedHeaders(kept), ...validity });
    } else send(res, 200, { ...kept.headers, ...validity }, kept.body);
  };
  const admit = (res: ServerResponse) => {
    // The client left while it waited for its turn: no one to answer, and its response's 'close'
    // has passed, so it would be counted in flight for ever.
    if (res.destroyed || !res.socket || res.socket.destroyed) return true;
    inFlight++;
    res.once('close', () => inFlight--);
    return false;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const kept = deps.answers.find(req.url ?? '', {
      acceptEncoding: req.headers['accept-encoding'],
      acceptLanguage: req.headers['accept-language'],
    });
    const current = kept ? await deps.revisions().catch(() => null) : null;
    const now = deps.now();
    if (kept && kept.revisions === current && holds(kept, now, 0)) {
      sendKept(req, res, kept, now);
      return true;
    }
    if (inFlight < cap) return admit(res);
    if (kept && holds(kept, now, STALE_FOR_MS)) {
      // Not current: a cache must not keep it, and the client asks again soon.
      send(res, 200, { ...kept.headers, 'cache-control': 'no-cache', expires: '0' }, kept.body);
      return true;
    }
    return busy(res, path);
  };
  const busy = (res: ServerResponse, path: string) => {
    const refusal = new PublicWorkBusy();
    refuse(
      res,
      path,
      refusal.status,
      errorBody(refusal.code, refusal.message),
      refusal.headers ?? {},
    );
    return true;
  };

  const turn = publicTurns(deps.perTurn);
  const route: EarlyRoute = (req, res) => {
    if (!security || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!deps.isPublic(path)) return false;
    counted.add(req);
    return turn(() => take(req, res, path));
  };
  const take = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const retryAfter = deps.budget.spend(deps.addressOf(req));
    if (retryAfter !== null) {
      refuse(res, path, 429, RATE_LIMITED.body, RATE_LIMITED.headers(retryAfter));
      return true;
    }
    if (req.method === 'GET') return answer(req, res, path);
    return inFlight < cap ? admit(res) : busy(res, path);
  };

  return {
    route,
    /** Whether this request was counted against its address's budget here. */
    counted: (req: IncomingMessage | undefined) => req !== undefined && counted.has(req),
  };
}

/** Whether a kept answer holds at `now` (made no later, its time not over `graceMs` ago). */
function holds(kept: KeptPublicAnswer, now: Date, graceMs: number): boolean {
  const at = now.getTime();
  return kept.madeAt <= at && (kept.until === null || at < kept.until.getTime() + graceMs);
}
