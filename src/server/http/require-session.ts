import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { readRevisions } from '../db/revisions';
import { keptPerRevision } from '../lib/kept-per-revision';
import type { AppEnv } from './app-env';
import { errorBody } from './errors';

type SignedIn = Pick<AppEnv['Variables'], 'user' | 'session'> & { checkedAt: number };

/** Signed-in visitors whose check this process keeps. */
const KEPT_SESSIONS = 1_000;
/**
 * A kept check is redone after this long even when nothing changed, so better-auth still sees
 * every session regularly (it extends sessions in daily use).
 */
const RECHECK_AFTER_MS = 60_000;

/**
 * Every data route needs a live session; a missing, expired or revoked one gets 401 JSON.
 * better-auth checks the cookie; its answer is then kept, per cookie, while the sessions revision
 * stands still (docs/decisions/0014-answers-kept-per-revision.md): signing out, a revoked or
 * changed session and a changed user all move it, in whichever process they happen. The
 * revisions read here are left on the context for the handlers.
 */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  const kept = keptPerRevision<SignedIn | null>(KEPT_SESSIONS);
  return async (c, next) => {
    const revisions = await readRevisions(c.var.db);
    c.set('revisions', revisions);
    const cookie = c.req.header('cookie');
    const check = () => checkSession(auth, c.req.raw.headers);
    const now = Date.now();
    const signedIn =
      cookie && revisions
        ? await kept.get(
            cookie,
            revisions.sessions,
            check,
            (k) => k !== null && now - k.checkedAt < RECHECK_AFTER_MS,
          )
        : await check();
    if (!signedIn || signedIn.session.expiresAt.getTime() <= now) {
      return c.json(
        errorBody('unauthorized', 'Your session has ended. Please sign in again.'),
        401,
      );
    }
    c.set('user', signedIn.user);
    c.set('session', signedIn.session);
    await next();
  };
}

async function checkSession(auth: Auth, headers: Headers): Promise<SignedIn | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  return {
    user: {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      createdAt: new Date(result.user.createdAt),
    },
    session: {
      id: result.session.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt),
    },
    checkedAt: Date.now(),
  };
}
