import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Dj } from '../../../../shared/schemas/dj';
import { ApiError } from '../../../lib/api-error';
import { keptListQuery, updateKeptList } from '../../../lib/persisted-list';
import { answersEarlyRead } from '../../../lib/first-reads';
import { djsQueryKey } from '../../../lib/query-keys';
import { fetchDjs } from '../api/djs-api';

const STORE = 'djs';

/**
 * The station's DJs as the server has them (never sample data). The last list loaded is kept in
 * the browser, so when the server cannot be reached it is still shown.
 */
export function useDjs() {
  return useQuery(djsQuery);
}

const djsQuery = queryOptions({
  ...keptListQuery({ queryKey: djsQueryKey, name: STORE, path: '/api/djs', read: fetchDjs }),
  // A request that already waited the full 10 s is not repeated: the user is told instead.
  retry: (failures, error) =>
    failures < 1 &&
    error instanceof ApiError &&
    error.code !== 'timeout' &&
    (error.status === 0 || error.status >= 500),
});
answersEarlyRead('/api/djs', () => djsQuery);

/** Applies a change the server confirmed to the cached list and to the kept copy. */
export function updateCachedDjs(queryClient: QueryClient, change: (djs: Dj[]) => Dj[]) {
  updateKeptList(queryClient, djsQueryKey, STORE, change);
}
