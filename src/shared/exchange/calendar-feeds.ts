import { z } from 'zod';

/** A secret calendar feed URL of the signed-in user (Profile Settings, "Calendar Feeds"). */
export type CalendarFeed = {
  id: string;
  /** Draft weeks are served beside finalized ones. */
  includeDrafts: boolean;
  createdAt: string;
};

/** POST /api/calendar-feeds answers the feed and its URL; the URL is never shown again. */
export type CreatedCalendarFeed = { feed: CalendarFeed; url: string };

export const createFeedSchema = z.strictObject({
  includeDrafts: z.boolean({ error: 'Choose whether draft weeks are included' }).default(false),
});
export type CreateFeedInput = z.infer<typeof createFeedSchema>;

export const FEED_LIMITS = {
  /** Active feeds per user: enough for a phone, a laptop and a shared calendar or two. */
  maxActive: 10,
  weeksBack: 4,
  monthsAhead: 6,
} as const;

export const FEED_MESSAGES = {
  notFound: 'This calendar feed does not exist or was revoked.',
  tooMany: `You can have at most ${FEED_LIMITS.maxActive} calendar feeds. Revoke one you no longer use.`,
  created: 'Calendar feed created. Copy its address now: it is shown only once.',
  revoked: 'Calendar feed revoked. Calendar apps using it will stop updating.',
} as const;
