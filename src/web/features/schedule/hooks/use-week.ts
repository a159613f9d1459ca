import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { answersEarlyRead } from '../../../lib/first-reads';
import { fetchWeek } from '../api/weeks-api';

/** One week with its blocks, ready to draw. */
export function useWeek(weekId: string | null) {
  return useQuery({ ...weekQuery(weekId ?? ''), enabled: weekId !== null });
}

const weekQuery = (weekId: string) =>
  queryOptions({
    queryKey: weekQueryKey(weekId),
    queryFn: ({ signal }) => fetchWeek(weekId, signal),
  });
const WEEK_PATH = /^\/api\/weeks\/(\d{4}-\d{2}-\d{2})$/;
answersEarlyRead(WEEK_PATH, (path) => weekQuery(WEEK_PATH.exec(path)![1]!));

/**
 * Every write answers the whole updated week: it replaces the cached one. Structural sharing
 * keeps unchanged blocks as the same objects, so only changed blocks re-render. The list of weeks
 * (dashboard) is refreshed too.
 */
export function useStoreWeek() {
  const queryClient = useQueryClient();
  return useCallback(
    (week: WeekView) => {
      queryClient.setQueryData(weekQueryKey(week.id), week);
      void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
    },
    [queryClient],
  );
}

/** Loads a week again, e.g. after the server said someone else changed it. */
export function useReloadWeek() {
  const queryClient = useQueryClient();
  return useCallback(
    (weekId: string) => queryClient.invalidateQueries({ queryKey: weekQueryKey(weekId) }),
    [queryClient],
  );
}

/**
 * Marks every cached week but `weekId` as outdated, for changes that reach other weeks (a series
 * made or ended, a week copied forward). Only the week on screen is active, so the others are
 * fetched again when they are next opened, not all at once now.
 */
export function useStaleOtherWeeks() {
  const queryClient = useQueryClient();
  return useCallback(
    (weekId: string) => {
      const [root] = weekQueryKey(weekId);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === root && queryKey[1] !== weekId,
      });
    },
    [queryClient],
  );
}
