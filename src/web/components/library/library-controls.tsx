import { SearchInput } from '../ui/search-input';
import { SelectMenu, type SelectOption } from '../ui/select-menu';
import { ViewToggle, type ViewMode } from '../ui/view-toggle';
import { cn } from '../../lib/cn';

/** What a library list holds for its controls (useShowList, useDjList). */
export type LibraryListState = {
  search: string;
  setSearch: (search: string) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
};

/** A menu beside the search: a filter or the sort. */
export type LibraryMenu = {
  /** The accessible name, e.g. "Sort shows by". */
  label: string;
  value: string;
  options: readonly SelectOption<string>[];
  onValueChange: (value: string) => void;
  className: string;
};

/** A menu of one choice among K (a sort key, a filter), as the controls take it. */
export function libraryMenu<K extends string>(menu: {
  label: string;
  value: K;
  options: readonly SelectOption<K>[];
  onValueChange: (value: K) => void;
  className: string;
}): LibraryMenu {
  // SelectMenu reports only values of the options given, all of them Ks.
  return { ...menu, onValueChange: (value) => menu.onValueChange(value as K) };
}

type LibraryControlsProps = {
  list: LibraryListState;
  /** The search field's accessible name, e.g. "Search DJs". */
  searchLabel: string;
  searchPlaceholder: string;
  menus: readonly LibraryMenu[];
  /** The full page: the search beside the menus on wide screens; the side panel: stacked. */
  layout: 'page' | 'panel';
};

/**
 * Search, the menus (filters, sort) and the grid/list toggle above a library's entries, on the
 * library pages and in the schedule's Show Library panel alike.
 */
export function LibraryControls({
  list,
  searchLabel,
  searchPlaceholder,
  menus,
  layout,
}: LibraryControlsProps) {
  const page = layout === 'page';
  // Two menus and the toggle fit beside the search only from lg on; below that they wrap.
  const crowded = menus.length > 1;
  const search = (
    <SearchInput
      label={searchLabel}
      placeholder={searchPlaceholder}
      value={list.search}
      onValueChange={list.setSearch}
      className={page ? 'flex-1' : undefined}
    />
  );
  const menusAndToggle = (
    <div className={cn('flex', page ? 'gap-3' : 'gap-2', page && crowded && 'flex-wrap')}>
      {menus.map((menu) => (
        <SelectMenu
          key={menu.label}
          label={menu.label}
          value={menu.value}
          options={menu.options}
          onValueChange={menu.onValueChange}
          className={menu.className}
        />
      ))}
      <ViewToggle value={list.view} onValueChange={list.setView} />
    </div>
  );
  if (!page) {
    return (
      <>
        {search}
        {menusAndToggle}
      </>
    );
  }
  return (
    <div
      className={cn(
        'flex flex-col gap-3',
        crowded ? 'lg:flex-row lg:items-center' : 'sm:flex-row sm:items-center',
      )}
    >
      {search}
      {menusAndToggle}
    </div>
  );
}
