import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  FEED_LIMITS,
  type CalendarFeed,
  type CalendarFeedList,
  type CreatedCalendarFeed,
  type FeedRevokedReason,
  type FeedScope,
} from '../../../shared/exchange/ical/calendar-feeds';
import {
  addDays,
  addMonths,
  currentWeekId,
  dateInZone,
  weekIdOf,
} from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { calendarFeeds, profiles, weeklySchedules } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { localText } from '../../../shared/i18n/local-text';
import { HttpError } from '../../http/errors';
import { ownDjIds } from '../team/own-dj';
import { ownTemplateIds } from '../team/own-shows';
import { keptCalendar, servedWeeksCalendar } from './kept-calendars';
import { calendarTextsFor } from './calendar-words';
import { readOwnLanguages, readStationLanguage } from '../../i18n/languages-read';

/** 32 random bytes: a feed URL cannot be guessed, only handed on. */
const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: whoever reads the table cannot rebuild a working feed URL. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type FeedRow = typeof calendarFeeds.$inferSelect;
const toFeed = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  includeDrafts: row.includeDrafts,
  scope: row.scope as FeedScope,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The user's feeds that still work, oldest first, and those the server revoked in the last
 * days (newest first), so the user learns why a calendar stopped updating.
 */
export async function listFeeds(db: Database, userId: string): Promise<CalendarFeedList> {
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.createdAt));
  const listedSince = new Date(Date.now() - FEED_LIMITS.revokedListedDays * 24 * 60 * 60 * 1000);
  const revoked = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        isNotNull(calendarFeeds.revokedReason),
        gte(calendarFeeds.revokedAt, listedSince),
      ),
    )
    .orderBy(desc(calendarFeeds.revokedAt), asc(calendarFeeds.createdAt));
  return {
    feeds: rows.map(toFeed),
    revoked: revoked.map((row) => ({
      ...toFeed(row),
      revokedAt: (row.revokedAt ?? new Date()).toISOString(),
      reason: row.revokedReason as FeedRevokedReason,
    })),
  };
}

/**
 * Revokes every working feed of a user: a feed URL is a credential of its own, which a new
 * password (after a reset, or a change) would otherwise leave working.
 */
export async function revokeAllFeeds(
  db: Database,
  userId: string,
  reason: FeedRevokedReason,
): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
}

/** A new feed; its URL (with the token) is answered this once and never again. */
export async function createFeed(
  db: Database,
  userId: string,
  { includeDrafts, scope }: { includeDrafts: boolean; scope: FeedScope },
  feedUrl: (token: string) => string,
): Promise<CreatedCalendarFeed> {
  return db.transaction(async (tx) => {
    // Serialises one user's creations so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar_feeds:${userId}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    if ((active?.n ?? 0) >= FEED_LIMITS.maxActive) {
      throw new HttpError(
        409,
        'too_many_feeds',
        localText('feeds:tooMany', { max: FEED_LIMITS.maxActive }),
      );
    }
    const token = newToken();
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId, tokenHash: hashToken(token), includeDrafts, scope })
      .returning();
    return { feed: toFeed(row!), url: feedUrl(token) };
  });
}

/** Revokes one of the user's own feeds; anyone else's is "not found", as is a revoked one. */
export async function revokeFeed(db: Database, userId: string, feedId: string): Promise<void> {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  if (revoked.length === 0) throw new HttpError(404, 'not_found', localText('feeds:notFound'));
}

/**
 * The weeks a feed serves: from four weeks before the current one to the week six months from
 * today (station time), finalized ones, and drafts too if its owner asked for them.
 */
export function feedWindow(clock: StationClock): { from: string; to: string } {
  const today = dateInZone(clock.now(), clock.timeZone);
  return {
    from: addDays(currentWeekId(clock.now(), clock.timeZone), -7 * FEED_LIMITS.weeksBack),
    to: weekIdOf(addMonths(today, FEED_LIMITS.monthsAhead)),
  };
}

/** The feed's calendar, or 404 for a token that is unknown, malformed or revoked. */
export async function feedCalendar(
  db: Database,
  token: string,
  clock: StationClock,
  host: string,
): Promise<string> {
  if (!TOKEN_SHAPE.test(token)) throw new HttpError(404, 'not_found', localText('feeds:notFound'));
  // A feed works while its owner is an active member: a suspended member's feeds stop with
  // their sessions, and work again if they are reactivated.
  const [row] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashToken(token)),
        isNull(calendarFeeds.revokedAt),
        eq(profiles.status, 'active'),
      ),
    );
  if (!row) throw new HttpError(404, 'not_found', localText('feeds:notFound'));
  const { feed } = row;

  const { from, to } = feedWindow(clock);
  // A feed of "my shows" asks who its owner hosts now, at every fetch: someone unlinked since
  // gets an empty calendar, never the shows of whoever holds that DJ entry next.
  const onlyTemplates =
    feed.scope === 'mine' ? new Set((await ownTemplateIds(db, feed.userId)) ?? []) : undefined;
  // Their fill-ins too, and not their shows' airings someone else fills in (decision 0068).
  const fillInHosts = feed.scope === 'mine' ? new Set(await ownDjIds(db, feed.userId)) : undefined;
  // Its name and host lines in its owner's language, else the station's (as their e-mails).
  const language =
    (await readOwnLanguages(db, [feed.userId])).get(feed.userId) ?? (await readStationLanguage(db));
  const key = [
    'feed',
    feed.includeDrafts,
    feed.scope,
    [...(onlyTemplates ?? [])].sort().join(','),
    [...(fillInHosts ?? [])].sort().join(','),
    from,
    to,
    clock.timeZone,
    host,
    language,
  ].join('|');
  return keptCalendar(db, key, async () => {
    const { t, words } = await calendarTextsFor(language);
    const statuses = feed.includeDrafts ? ['finalized', 'draft'] : ['finalized'];
    const weeks = await db
      .select({ id: weeklySchedules.id })
      .from(weeklySchedules)
      .where(
        and(
          gte(weeklySchedules.id, from),
          lte(weeklySchedules.id, to),
          inArray(weeklySchedules.status, statuses),
        ),
      );
    return servedWeeksCalendar(
      db,
      clock,
      weeks.map((w) => w.id),
      {
        host,
        name: t(
          feed.scope === 'mine' ? 'exchange:calendar.myFeedName' : 'exchange:calendar.feedName',
        ),
        words,
        ...(onlyTemplates && { onlyTemplates }),
        ...(fillInHosts && { fillInHosts }),
      },
    );
  });
}
