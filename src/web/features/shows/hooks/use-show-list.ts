import { useDeferredValue, useMemo, useState } from 'react';
import { filterShows, sortShows, type LibrarySortKey } from '../../../../shared/library/search';
import type { Show } from '../../../../shared/schemas/show';
import type { ViewMode } from '../../../components/ui/view-toggle';

export const SHOW_SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'dj', label: 'DJ' },
  { value: 'duration', label: 'Duration' },
  { value: 'recent', label: 'Recent' },
] as const satisfies readonly { value: LibrarySortKey; label: string }[];

/**
 * Search text, sort key and view of a show list (defaults: no search, by name, grid), and the
 * shows they leave. Filtering follows typing without blocking it on a long library.
 */
export function useShowList(shows: readonly Show[] | undefined) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LibrarySortKey>('name');
  const [view, setView] = useState<ViewMode>('grid');
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => sortShows(filterShows(shows ?? [], deferredSearch), sort),
    [shows, deferredSearch, sort],
  );
  return { search, setSearch, sort, setSort, view, setView, visible };
}
