import { useDeferredValue, useMemo, useState } from 'react';
import { filterShows, sortShows, type LibrarySortKey } from '../../../../shared/library/search';
import type { Show } from '../../../../shared/schemas/show';
import type { ViewMode } from '../../../components/ui/view-toggle';
import { useListChoice } from '../../../lib/use-address-choice';

export const SHOW_SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'dj', label: 'DJ' },
  { value: 'duration', label: 'Duration' },
  { value: 'recent', label: 'Recent' },
] as const satisfies readonly { value: LibrarySortKey; label: string }[];

const SORT_KEYS = SHOW_SORT_OPTIONS.map((o) => o.value);
const VIEWS: readonly ViewMode[] = ['grid', 'list'];

/**
 * Search text, sort key and view of a show list (defaults: no search, by name, grid), and the
 * shows they leave. Filtering follows typing without blocking it on a long library. On the full
 * page (`inAddress`) sort and view are kept in the address, so a reload keeps them.
 */
export function useShowList(shows: readonly Show[] | undefined, inAddress = false) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useListChoice<LibrarySortKey>('sort', SORT_KEYS, 'name', inAddress);
  const [view, setView] = useListChoice<ViewMode>('view', VIEWS, 'grid', inAddress);
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => sortShows(filterShows(shows ?? [], deferredSearch), sort),
    [shows, deferredSearch, sort],
  );
  return { search, setSearch, sort, setSort, view, setView, visible };
}
