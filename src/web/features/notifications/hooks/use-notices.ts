import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticesQueryKey } from '../../../lib/query-keys';
import {
  changeNoticeSettings,
  fetchNotices,
  fetchNoticeSettings,
  markNoticesRead,
} from '../api/notifications-api';
import { unreadKey } from './use-unread-count';

const pagesKey = [...noticesQueryKey, 'pages'] as const;
const settingsKey = [...noticesQueryKey, 'settings'] as const;

/** The centre's list, page by page ("Show older"), while the panel is open. */
export function useNoticePages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam, signal }) => fetchNotices(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.more ? pages.length : undefined),
    enabled,
  });
}

/** Marks one notice (or, without an id, all) read; the list and count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => markNoticesRead(id),
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadKey, unread);
      void queryClient.invalidateQueries({ queryKey: pagesKey });
    },
  });
}

export function useNoticeSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchNoticeSettings(signal) });
}

export function useChangeNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNoticeSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
