import { queryOptions, useQuery } from '@tanstack/react-query';
import { answersEarlyRead } from '../../../lib/first-reads';
import { weeksQueryKey } from '../../../lib/query-keys';
import { fetchWeeksOverview } from '../api/dashboard-api';

/** Every week and the totals, as the dashboard shows them; schedule changes refresh it. */
export function useWeeksOverview() {
  return useQuery(weeksOverviewQuery);
}

const weeksOverviewQuery = queryOptions({
  queryKey: weeksQueryKey,
  queryFn: ({ signal }) => fetchWeeksOverview(signal),
});
answersEarlyRead('/api/weeks', () => weeksOverviewQuery);
