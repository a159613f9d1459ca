import type {
  CalendarFeedList,
  CreateFeedInput,
  CreatedCalendarFeed,
} from '../../../../shared/exchange/ical/calendar-feeds';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/calendar-feeds: the signed-in user's feeds that still work (never their URLs), and
 * those a password change revoked lately.
 */
export function fetchCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeedList> {
  return apiFetch<CalendarFeedList>('/api/calendar-feeds', { signal });
}

/** POST /api/calendar-feeds: a new feed and, this once, its secret URL. */
export function createCalendarFeed(input: CreateFeedInput): Promise<CreatedCalendarFeed> {
  return apiFetch<CreatedCalendarFeed>('/api/calendar-feeds', { method: 'POST', json: input });
}

/** DELETE /api/calendar-feeds/:id: the feed's URL stops working. */
export async function revokeCalendarFeed(id: string): Promise<void> {
  await apiFetch<null>(`/api/calendar-feeds/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
