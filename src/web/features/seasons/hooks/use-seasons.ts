import { queryOptions, useQuery } from '@tanstack/react-query';
import { answersEarlyRead } from '../../../lib/first-reads';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { fetchSeasons } from '../api/seasons-api';

/** The station's seasons, earliest first; every member reads them. */
export function useSeasons() {
  return useQuery(seasonsQuery);
}

const seasonsQuery = queryOptions({
  queryKey: seasonsQueryKey,
  queryFn: ({ signal }) => fetchSeasons(signal),
  staleTime: 60_000,
});
answersEarlyRead('/api/seasons', () => seasonsQuery);
