import type {
  CalendarFeed,
  CreateFeedInput,
  CreatedCalendarFeed,
} from '../../../../shared/exchange/calendar-feeds';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/calendar-feeds: the signed-in user's feeds that still work (never their URLs). */
export async function fetchCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeed[]> {
  return (await apiFetch<{ feeds: CalendarFeed[] }>('/api/calendar-feeds', { signal })).feeds;
}

/** POST /api/calendar-feeds: a new feed and, this once, its secret URL. */
export function createCalendarFeed(input: CreateFeedInput): Promise<CreatedCalendarFeed> {
  return apiFetch<CreatedCalendarFeed>('/api/calendar-feeds', { method: 'POST', json: input });
}

/** DELETE /api/calendar-feeds/:id: the feed's URL stops working. */
export async function revokeCalendarFeed(id: string): Promise<void> {
  await apiFetch<null>(`/api/calendar-feeds/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
