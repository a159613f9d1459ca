import type { Context, MiddlewareHandler } from 'hono';
import { formatRevisions, REVISIONS_HEADER } from '../../shared/realtime/change-revisions';
import { localText } from '../../shared/i18n/local-text';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/connection';
import { admitExistingAccount, readMember } from '../features/team/membership';
import type { Revisions } from '../db/revisions';
import { keptPerRevision } from '../lib/kept-per-revision';
import type { AppEnv } from './app-env';
import { refuse } from './errors';
import { inactiveMemberText } from './inactive-member';
import { isResourceExhaustion } from './storage-exhausted';

/** A visitor whose session better-auth accepted, and when it did. */
export type SignedIn = Pick<AppEnv['Variables'], 'user' | 'session' | 'member'> & {
  checkedAt: number;
};

/** Signed-in visitors whose check this process keeps. */
const KEPT_SESSIONS = 1_000;
/**
 * A kept check is redone after this long even when nothing changed, so better-auth still sees
 * every session regularly (it extends sessions in daily use).
 */
const RECHECK_AFTER_MS = 60_000;

/**
 * Session checks, kept per cookie while the sessions revision stands still
 * (docs/decisions/0014-answers-kept-per-revision.md): signing out, a revoked or changed session
 * and a changed user all move it, in whichever process they happen.
 */
export type SessionChecks = {
  /** The visitor a request's cookie signs in: kept, or better-auth's answer. */
  check: (
    cookie: string | undefined,
    headers: () => Headers,
    revisions: Revisions | null,
  ) => Promise<SignedIn | null>;
  /** The kept check of a cookie, if it may still be trusted at this revision; never asks. */
  kept: (cookie: string, sessionsRevision: number, now: number) => SignedIn | undefined;
};

export function sessionChecks(auth: Auth, db: Database): SessionChecks {
  const kept = keptPerRevision<SignedIn | null>(KEPT_SESSIONS);
  const trusted = (now: number) => (k: SignedIn | null) =>
    k !== null && now - k.checkedAt < RECHECK_AFTER_MS && k.session.expiresAt.getTime() > now;
  return {
    check: async (cookie, headers, revisions) => {
      const ask = () => askBetterAuth(auth, db, headers());
      if (!cookie || !revisions) return ask();
      return kept.get(cookie, revisions.sessions, ask, trusted(Date.now()));
    },
    kept: (cookie, sessionsRevision, now) =>
      kept.peek(cookie, sessionsRevision, trusted(now)) ?? undefined,
  };
}

/**
 * Every data route needs a live session; a missing, expired or revoked one gets 401 JSON. The
 * revisions, read after the request arrived (`currentRevisions`), are left on the context for
 * the handlers, and named in the answer (REVISIONS_HEADER, shared/realtime/change-revisions.ts).
 */
export function requireSession(
  sessions: SessionChecks,
  currentRevisions: (c: Context<AppEnv>) => Promise<Revisions | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const revisions = await currentRevisions(c);
    c.set('revisions', revisions);
    const signedIn = await sessions.check(
      c.req.header('cookie'),
      () => c.req.raw.headers,
      revisions,
    );
    if (!signedIn || signedIn.session.expiresAt.getTime() <= Date.now()) {
      return refuse(c, 401, 'unauthorized', localText('errors:session.ended'));
    }
    const refusal = inactiveMemberText(signedIn.member.status);
    if (refusal) return refuse(c, 403, 'membership_inactive', refusal);
    c.set('user', signedIn.user);
    c.set('session', signedIn.session);
    c.set('member', signedIn.member);
    // Which changes the answer has seen: the browser compares them with its change stream's.
    if (revisions) c.header(REVISIONS_HEADER, formatRevisions(revisions));
    await next();
  };
}

async function askBetterAuth(auth: Auth, db: Database, headers: Headers): Promise<SignedIn | null> {
  const result = await auth.api.getSession({ headers }).catch((error: unknown) => {
    // A session due to be extended is a write. When the database cannot write (disk full) the
    // visitor is still signed in: check without extending, so reading goes on.
    if (!isResourceExhaustion(error)) throw error;
    return auth.api.getSession({ headers, query: { disableRefresh: true } });
  });
  if (!result) return null;
  // A session of an account without a profile (made before profiles existed) gets one now.
  const member =
    (await readMember(db, result.user.id)) ??
    (await admitExistingAccount(db, {
      id: result.user.id,
      email: result.user.email,
      username: result.user.name || null,
    }).then(() => readMember(db, result.user.id)));
  if (!member) return null;
  return {
    member,
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
