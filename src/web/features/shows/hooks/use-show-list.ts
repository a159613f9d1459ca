import { useDeferredValue, useMemo, useState } from 'react';
import { showOrders } from '../../../../shared/library/library-order';
import type { LibrarySortKey } from '../../../../shared/library/search';
import {
  buildSearchIndex,
  searchIndex,
  showSearchTexts,
} from '../../../../shared/library/search-index';
import type { Show } from '../../../../shared/schemas/show';
import { libraryMenu, type LibraryMenu } from '../../../components/library/library-controls';
import type { ViewMode } from '../../../components/ui/view-toggle';
import { useListChoice } from '../../../lib/use-address-choice';
import type { KeyOf, Translate } from '../../../i18n/translate';

/** The sort choices, each named by its catalog key (the menu says it in the reader's language). */
export const SHOW_SORT_OPTIONS = [
  { value: 'name', label: 'library:sort.name' },
  { value: 'dj', label: 'library:sort.dj' },
  { value: 'duration', label: 'library:sort.duration' },
  { value: 'recent', label: 'library:sort.recent' },
] as const satisfies readonly { value: LibrarySortKey; label: KeyOf<'library'> }[];

const SORT_KEYS = SHOW_SORT_OPTIONS.map((o) => o.value);
const VIEWS: readonly ViewMode[] = ['grid', 'list'];
const NO_SHOWS: readonly Show[] = [];

/**
 * Search text, sort key and view of a show list (defaults: no search, by name, grid), and the
 * shows they leave. Each order is worked out once per list and each show's search texts folded
 * once, not per keystroke or change of sort, so both stay within a frame at thousands of shows; filtering follows typing
 * without blocking it. On the full page (`inAddress`) sort and view are kept in the address, so a
 * reload keeps them.
 */
export function useShowList(shows: readonly Show[] | undefined, inAddress = false) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useListChoice<LibrarySortKey>('sort', SORT_KEYS, 'name', inAddress);
  const [view, setView] = useListChoice<ViewMode>('view', VIEWS, 'grid', inAddress);
  const deferredSearch = useDeferredValue(search);
  const orders = useMemo(() => showOrders(shows ?? NO_SHOWS), [shows]);
  const index = useMemo(() => buildSearchIndex(orders(sort), showSearchTexts), [orders, sort]);
  const visible = useMemo(() => searchIndex(index, deferredSearch), [index, deferredSearch]);
  return { search, setSearch, sort, setSort, view, setView, visible };
}

/** The sort menu of a show list, on the library page and in the schedule's panel. */
export function showSortMenu(
  t: Translate<'library'>,
  list: Pick<ReturnType<typeof useShowList>, 'sort' | 'setSort'>,
  className: string,
): LibraryMenu {
  return libraryMenu({
    label: t('library:show.sortBy'),
    value: list.sort,
    options: SHOW_SORT_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
    onValueChange: list.setSort,
    className,
  });
}
