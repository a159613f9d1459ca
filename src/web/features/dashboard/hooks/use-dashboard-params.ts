import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import {
  parseSortKey,
  parseStatusFilter,
  type StatusFilter,
  type WeekSortKey,
} from '../dashboard-view';

/**
 * The status filter and sort key live in the address (/?status=draft&sort=status), so reload and
 * Back from a week keep them. The defaults (all statuses, by date) leave the address bare.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const sort = parseSortKey(params.get('sort'));

  const set = useCallback(
    (name: 'status' | 'sort', value: string, fallback: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    filter,
    sort,
    setFilter: (value: StatusFilter) => set('status', value, 'all'),
    setSort: (value: WeekSortKey) => set('sort', value, 'date'),
  };
}
