import { useQuery } from '@tanstack/react-query';
import { weeksQueryKey } from '../../../lib/query-keys';
import { fetchWeeksOverview } from '../api/dashboard-api';

/** Every week and the totals, as the dashboard shows them; schedule changes refresh it. */
export function useWeeksOverview() {
  return useQuery({
    queryKey: weeksQueryKey,
    queryFn: ({ signal }) => fetchWeeksOverview(signal),
  });
}
