import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '../../shared/idempotency';
import { idempotentRequests } from '../db/schema';
import type { AppEnv } from './app-env';
import { errorBody } from './error-body';

/** A key names one form submission; the browser makes it (base64url or a UUID). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an answer is kept for a replay. */
const KEPT_FOR = sql`interval '1 day'`;

/**
 * A first request that never finished (its process died) stops holding its key after this long,
 * so the person's retry is served instead of being told to wait for a day.
 */
const PENDING_GIVEN_UP_AFTER = sql`interval '2 minutes'`;

/**
 * Deduplicates retried writes (docs/decisions/0033): a POST carrying an `Idempotency-Key` is
 * answered once; the same key with the same body later gets the first answer again (with
 * `Idempotent-Replayed: true`) and writes nothing; the same key with another body is a 422; a
 * replay while the first is still being answered is a 409. Only successful answers are kept: a
 * refused request may be sent again, corrected, under its key. Runs after the session check, so
 * keys are per person and nothing is read from strangers.
 */
export function deduplicateRetries(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!KEY_PATTERN.test(key))
      return refuse(c, 400, 'invalid_idempotency_key', IDEMPOTENCY_MESSAGES.badKey);
    const requestHash = await hashRequest(c);
    // An unreadable body is the route's to refuse, in its own words.
    if (requestHash === null) return next();
    const db = c.var.db;
    const userId = c.var.user.id;

    await db
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, sql`now() - ${KEPT_FOR}`));
    const claimed = await db
      .insert(idempotentRequests)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const earlier = await takeOverOrRead(c, userId, key, requestHash);
      if (earlier) return earlier;
    }

    await next();
    const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
    if (c.res.status >= 200 && c.res.status < 300) {
      const body = await c.res.clone().text();
      await db
        .update(idempotentRequests)
        .set({ responseStatus: c.res.status, responseBody: body })
        .where(mine);
    } else {
      await db.delete(idempotentRequests).where(mine);
    }
  };
}

/**
 * The key is held already: the kept answer, a refusal, or (a first request given up on) null
 * after taking the key over for this request.
 */
async function takeOverOrRead(
  c: Context<AppEnv>,
  userId: string,
  key: string,
  requestHash: string,
): Promise<Response | null> {
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  const [earlier] = await c.var.db
    .select({
      requestHash: idempotentRequests.requestHash,
      responseStatus: idempotentRequests.responseStatus,
      responseBody: idempotentRequests.responseBody,
      givenUp: sql<boolean>`${idempotentRequests.createdAt} < now() - ${PENDING_GIVEN_UP_AFTER}`,
    })
    .from(idempotentRequests)
    .where(mine);
  if (!earlier) return refuse(c, 409, 'request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
  if (earlier.requestHash !== requestHash)
    return refuse(c, 422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
  if (earlier.responseStatus !== null) {
    return c.body(earlier.responseBody ?? '', earlier.responseStatus as ContentfulStatusCode, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Idempotent-Replayed': 'true',
    });
  }
  if (!earlier.givenUp)
    return refuse(c, 409, 'request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
  const taken = await c.var.db
    .update(idempotentRequests)
    .set({ createdAt: sql`now()` })
    .where(and(mine, sql`${idempotentRequests.responseStatus} is null`))
    .returning({ key: idempotentRequests.key });
  return taken.length > 0
    ? null
    : refuse(c, 409, 'request_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
}

/**
 * What makes two requests "the same": method, path and body. A multipart body is hashed by its
 * fields and files, not its bytes: a browser picks a new boundary each time it sends one.
 * Null when the body cannot be read.
 */
async function hashRequest(c: Context<AppEnv>): Promise<string | null> {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  try {
    if (c.req.header('content-type')?.startsWith('multipart/form-data')) {
      const form = await c.req.formData();
      for (const [name, value] of form.entries()) {
        hash.update(`${name.length}:${name}`);
        if (typeof value === 'string') hash.update(`s${value.length}:${value}`);
        else
          hash
            .update(`f${value.name.length}:${value.name}`)
            .update(new Uint8Array(await value.arrayBuffer()));
      }
    } else {
      hash.update(await c.req.text());
    }
  } catch {
    return null;
  }
  return hash.digest('hex');
}

function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}
