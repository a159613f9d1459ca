import { useDeferredValue, useMemo, useState } from 'react';
import {
  filterDjs,
  sortDjs,
  type ActiveFilter,
  type DjSortKey,
} from '../../../../shared/library/search';
import type { Dj } from '../../../../shared/schemas/dj';
import type { ViewMode } from '../../../components/ui/view-toggle';
import { useAddressChoice } from '../../../lib/use-address-choice';

export const DJ_SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'recent', label: 'Recent' },
  { value: 'email', label: 'Email' },
] as const satisfies readonly { value: DjSortKey; label: string }[];

export const DJ_ACTIVE_OPTIONS = [
  { value: 'all', label: 'All DJs' },
  { value: 'active', label: 'Active Only' },
  { value: 'inactive', label: 'Inactive Only' },
] as const satisfies readonly { value: ActiveFilter; label: string }[];

const SORT_KEYS = DJ_SORT_OPTIONS.map((o) => o.value);
const VIEWS: readonly ViewMode[] = ['grid', 'list'];

/**
 * Search, active filter, sort (name by default) and view (grid by default) of the DJ list; sort
 * and view are kept in the address, so a reload keeps them as the dashboard's filter and sort.
 */
export function useDjList(djs: readonly Dj[]) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [sort, setSort] = useAddressChoice<DjSortKey>('sort', SORT_KEYS, 'name');
  const [view, setView] = useAddressChoice<ViewMode>('view', VIEWS, 'grid');
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => sortDjs(filterDjs(djs, deferredSearch, active), sort),
    [djs, deferredSearch, active, sort],
  );
  return { search, setSearch, active, setActive, sort, setSort, view, setView, visible };
}
