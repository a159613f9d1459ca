import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Show } from '../../../../shared/schemas/show';
import { keptListQuery, updateKeptList } from '../../../lib/persisted-list';
import { answersEarlyRead } from '../../../lib/first-reads';
import { showsQueryKey } from '../../../lib/query-keys';
import { fetchShows } from '../api/shows-api';

const STORE = 'shows';

/**
 * The show templates. The last list loaded is kept in the browser, so a fresh page shows it at
 * once and, when the server cannot be reached, still has it (data together with an error).
 */
export function useShows() {
  return useQuery(showsQuery);
}

const showsQuery = keptListQuery({
  queryKey: showsQueryKey,
  name: STORE,
  path: '/api/shows',
  read: fetchShows,
});
answersEarlyRead('/api/shows', () => showsQuery);

/** Applies a change the server confirmed to the cached list and to the kept copy. */
export function updateCachedShows(queryClient: QueryClient, change: (shows: Show[]) => Show[]) {
  updateKeptList(queryClient, showsQueryKey, STORE, change);
}
