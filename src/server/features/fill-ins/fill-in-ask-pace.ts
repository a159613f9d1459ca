import { and, asc, count, eq, gt, inArray, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fillInRequests, notifications } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { FillInRow, Tx } from './fill-in-rows';
import { localText } from '../../../shared/i18n/local-text';

/*
 * What keeps ask/withdraw loops from flooding members (decision 0075): a member told of an
 * airing's request is not told again of a new request for the same airing within
 * FILL_IN_RETELL_HOURS of one withdrawn, and a member asks at most FILL_IN_ASKS_PER_HOUR times an
 * hour (429 past it). Both count on the station clock.
 */

/** Asks one member may make in an hour: a month of daily shows from away dates, not a loop. */
export const FILL_IN_ASKS_PER_HOUR = 30;
/** How long members told of a withdrawn request are not told again of the same airing. */
export const FILL_IN_RETELL_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Refuses an ask past the member's hourly asks with 429 and when to try again. */
export async function refusePastAskPace(tx: Tx, askerId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const lately = and(eq(fillInRequests.askedBy, askerId), gt(fillInRequests.createdAt, since));
  const [counted] = await tx.select({ asks: count() }).from(fillInRequests).where(lately);
  if ((counted?.asks ?? 0) < FILL_IN_ASKS_PER_HOUR) return;
  const [oldest] = await tx
    .select({ at: fillInRequests.createdAt })
    .from(fillInRequests)
    .where(lately)
    .orderBy(asc(fillInRequests.createdAt))
    .limit(1);
  const freeAt = (oldest?.at.getTime() ?? now.getTime()) + HOUR_MS;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new HttpError(429, 'too_many_asks', localText('errors:rate.fillInAsks'), undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Of the members a new request would tell, those not told of a request for the same airing (same
 * key, same start) withdrawn within FILL_IN_RETELL_HOURS: to them it is the same news. Two reads,
 * bounded by the asks an hour.
 */
export async function notToldLately<T extends { userId: string }>(
  db: Pick<Database, 'select'>,
  request: FillInRow,
  people: readonly T[],
  now: Date,
): Promise<T[]> {
  if (people.length === 0) return [];
  const since = new Date(now.getTime() - FILL_IN_RETELL_HOURS * HOUR_MS);
  const withdrawn = await db
    .select({ id: fillInRequests.id })
    .from(fillInRequests)
    .where(
      and(
        eq(fillInRequests.weekId, request.weekId),
        eq(fillInRequests.airingKey, request.airingKey),
        eq(fillInRequests.startsAt, request.startsAt),
        ne(fillInRequests.id, request.id),
        eq(fillInRequests.state, 'withdrawn'),
        gt(fillInRequests.closedAt, since),
      ),
    );
  if (withdrawn.length === 0) return [...people];
  const told = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          people.map((p) => p.userId),
        ),
        gt(notifications.createdAt, since),
        or(...withdrawn.map((w) => like(notifications.key, `fill-in:${w.id}:opened:%`))),
      ),
    );
  const toldIds = new Set(told.map((t) => t.userId));
  return people.filter((p) => !toldIds.has(p.userId));
}
