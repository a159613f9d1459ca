import { queryOptions, useQuery } from '@tanstack/react-query';
import { answersEarlyRead } from '../../../lib/first-reads';
import { noticesQueryKey } from '../../../lib/query-keys';
import { fetchUnread } from '../api/notifications-api';

/** Where the bell's count is kept; marking notices read writes the new count there. */
export const unreadKey = [...noticesQueryKey, 'unread'] as const;

/**
 * The bell's count; a "notices" change of the member's stream reads it again. Apart from the
 * centre's hooks (use-notices.ts): the bell is on every signed-in page's first paint, the list
 * and its writes only once the centre opens.
 */
export function useUnreadCount() {
  return useQuery(unreadQuery);
}

const unreadQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: ({ signal }) => fetchUnread(signal),
});
answersEarlyRead('/api/notifications/unread', () => unreadQuery);
