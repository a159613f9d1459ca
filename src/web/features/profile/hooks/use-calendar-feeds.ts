import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedList } from '../../../../shared/exchange/ical/calendar-feeds';
import {
  createCalendarFeed,
  fetchCalendarFeeds,
  revokeCalendarFeed,
} from '../api/calendar-feeds-api';

const feedsKey = ['calendar-feeds'] as const;

export function useCalendarFeeds() {
  return useQuery({ queryKey: feedsKey, queryFn: ({ signal }) => fetchCalendarFeeds(signal) });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ feed }) =>
      queryClient.setQueryData<CalendarFeedList>(feedsKey, (list) => ({
        feeds: [...(list?.feeds ?? []), feed],
        revoked: list?.revoked ?? [],
      })),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
}
