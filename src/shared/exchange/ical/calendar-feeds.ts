import { z } from 'zod';

/** A secret calendar feed URL of the signed-in user (Profile Settings, "Calendar Feeds"). */
export type CalendarFeed = {
  id: string;
  /** Draft weeks are served beside finalized ones. */
  includeDrafts: boolean;
  /** Every show, or only the owner's own shows (decided whenever the feed is fetched). */
  scope: FeedScope;
  createdAt: string;
};

/** What a feed serves: the station's whole schedule, or only the shows its owner hosts. */
export const FEED_SCOPES = ['all', 'mine'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** Why the server revoked a feed: a new password ends every credential of the old one. */
export type FeedRevokedReason = 'password-reset' | 'password-change';

/** A feed the server revoked lately, listed so its owner knows why their calendar stopped. */
export type RevokedCalendarFeed = CalendarFeed & { revokedAt: string; reason: FeedRevokedReason };

/** GET /api/calendar-feeds: feeds that work, and those the server revoked in the last 30 days. */
export type CalendarFeedList = { feeds: CalendarFeed[]; revoked: RevokedCalendarFeed[] };

/** POST /api/calendar-feeds answers the feed and its URL; the URL is never shown again. */
export type CreatedCalendarFeed = { feed: CalendarFeed; url: string };

export const createFeedSchema = z.strictObject({
  includeDrafts: z.boolean({ error: 'Choose whether draft weeks are included' }).default(false),
  scope: z.enum(FEED_SCOPES, { error: 'Choose all shows or only your shows' }).default('all'),
});
export type CreateFeedInput = z.infer<typeof createFeedSchema>;

export const FEED_LIMITS = {
  /** Active feeds per user: enough for a phone, a laptop and a shared calendar or two. */
  maxActive: 10,
  weeksBack: 4,
  monthsAhead: 6,
  /** How long feeds revoked by a password change stay listed. */
  revokedListedDays: 30,
} as const;
