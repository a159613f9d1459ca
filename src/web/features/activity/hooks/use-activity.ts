import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { stationActivityQueryKey, weekActivityQueryKey } from '../../../lib/query-keys';
import {
  fetchActivityActors,
  fetchStationActivity,
  fetchWeekActivity,
  type StationActivityFilters,
} from '../api/activity-api';

/** A week's history, page by page ("Load more"); live changes to the week refresh it. */
export function useWeekActivity(weekId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: weekActivityQueryKey(weekId),
    queryFn: ({ pageParam, signal }) => fetchWeekActivity(weekId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** The station's log under the given filters, page by page. */
export function useStationActivity(filters: StationActivityFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...stationActivityQueryKey, 'entries', filters],
    queryFn: ({ pageParam, signal }) => fetchStationActivity(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useActivityActors(enabled: boolean) {
  return useQuery({
    queryKey: [...stationActivityQueryKey, 'actors'],
    queryFn: ({ signal }) => fetchActivityActors(signal),
    enabled,
  });
}
