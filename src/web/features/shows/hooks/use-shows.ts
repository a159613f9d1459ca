import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Show } from '../../../../shared/schemas/show';
import {
  keptListOnFailure,
  keptListToStartFrom,
  writePersistedList,
} from '../../../lib/persisted-list';
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

const showsQuery = queryOptions({
  queryKey: showsQueryKey,
  queryFn: async ({ signal, client, queryKey }) => {
    try {
      const shows = await fetchShows(signal);
      writePersistedList(STORE, shows);
      return shows;
    } catch (error) {
      keptListOnFailure(client, queryKey, STORE);
      throw error;
    }
  },
  initialData: () => keptListToStartFrom<Show[]>(STORE, '/api/shows'),
  // The kept copy is dated long ago, so a newly opened page always asks the server too.
  initialDataUpdatedAt: 0,
});
answersEarlyRead('/api/shows', () => showsQuery);

/** Applies a change the server confirmed to the cached list and to the kept copy. */
export function updateCachedShows(queryClient: QueryClient, change: (shows: Show[]) => Show[]) {
  const next = queryClient.setQueryData<Show[]>(showsQueryKey, (shows) =>
    shows ? change(shows) : shows,
  );
  if (next) writePersistedList(STORE, next);
}
