import { useQuery } from '@tanstack/react-query';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { fetchSeasons } from '../api/seasons-api';

/** The station's seasons, earliest first; every member reads them. */
export function useSeasons() {
  return useQuery({
    queryKey: seasonsQueryKey,
    queryFn: ({ signal }) => fetchSeasons(signal),
    staleTime: 60_000,
  });
}
