import { useQuery } from '@tanstack/react-query';
import { categoriesQueryKey } from '../../../lib/query-keys';
import { fetchCategories } from '../api/categories-api';

/** The station's content categories in its order; every member reads them. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 60_000,
  });
}
