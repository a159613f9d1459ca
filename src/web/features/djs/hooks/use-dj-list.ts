import { useDeferredValue, useMemo, useState } from 'react';
import { djOrders } from '../../../../shared/library/library-order';
import type { ActiveFilter, DjSortKey } from '../../../../shared/library/search';
import {
  buildSearchIndex,
  djSearchTexts,
  searchIndex,
} from '../../../../shared/library/search-index';
import type { Dj } from '../../../../shared/schemas/dj';
import type { ViewMode } from '../../../components/ui/view-toggle';
import { useAddressChoice } from '../../../lib/use-address-choice';
import type { KeyOf } from '../../../i18n/translate';

/** The sort and filter choices, each named by its catalog key (the page says them). */
export const DJ_SORT_OPTIONS = [
  { value: 'name', label: 'library:sort.name' },
  { value: 'recent', label: 'library:sort.recent' },
  { value: 'email', label: 'library:sort.email' },
] as const satisfies readonly { value: DjSortKey; label: KeyOf<'library'> }[];

export const DJ_ACTIVE_OPTIONS = [
  { value: 'all', label: 'library:dj.filter.all' },
  { value: 'active', label: 'library:dj.filter.active' },
  { value: 'inactive', label: 'library:dj.filter.inactive' },
] as const satisfies readonly { value: ActiveFilter; label: KeyOf<'library'> }[];

const SORT_KEYS = DJ_SORT_OPTIONS.map((o) => o.value);
const VIEWS: readonly ViewMode[] = ['grid', 'list'];

/**
 * Search, active filter, sort (name by default) and view (grid by default) of the DJ list; sort
 * and view are kept in the address, so a reload keeps them as the dashboard's filter and sort.
 * Each order is worked out once per list and search texts folded once per DJ, not per keystroke.
 */
export function useDjList(djs: readonly Dj[]) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [sort, setSort] = useAddressChoice<DjSortKey>('sort', SORT_KEYS, 'name');
  const [view, setView] = useAddressChoice<ViewMode>('view', VIEWS, 'grid');
  const deferredSearch = useDeferredValue(search);
  const orders = useMemo(() => djOrders(djs), [djs]);
  const index = useMemo(() => buildSearchIndex(orders(sort), djSearchTexts), [orders, sort]);
  const visible = useMemo(
    () => searchIndex(index, deferredSearch, active === 'all' ? undefined : keepFor(active)),
    [index, deferredSearch, active],
  );
  return { search, setSearch, active, setActive, sort, setSort, view, setView, visible };
}

function keepFor(active: 'active' | 'inactive'): (dj: Dj) => boolean {
  return active === 'active' ? (dj) => dj.active : (dj) => !dj.active;
}
