import { useAddressChoice } from '../../../lib/use-address-choice';
import { STATUS_FILTER_OPTIONS, type StatusFilter, type WeekSortKey } from '../dashboard-view';

const FILTERS = STATUS_FILTER_OPTIONS.map((o) => o.value);
const SORT_KEYS: readonly WeekSortKey[] = ['date', 'status'];

/**
 * The status filter and sort key live in the address (/?status=draft&sort=status), so reload and
 * Back from a week keep them. The defaults (all statuses, by date) leave the address bare.
 */
export function useDashboardParams() {
  const [filter, setFilter] = useAddressChoice<StatusFilter>('status', FILTERS, 'all');
  const [sort, setSort] = useAddressChoice<WeekSortKey>('sort', SORT_KEYS, 'date');
  return { filter, sort, setFilter, setSort };
}
