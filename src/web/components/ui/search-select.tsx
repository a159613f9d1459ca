import { deferredPopup } from '../deferred-popup';
import type { FieldControlProps } from './form-field';
import { SearchSelectButton } from './search-select-button';

export type SearchOption = { value: string; label: string; group?: string };

export type SearchSelectProps = Partial<FieldControlProps> & {
  value: string;
  /** The chosen option's label on the closed select ('' for none: the placeholder shows). */
  valueLabel: string;
  /**
   * Builds the options, called only while the list is open: labels can cost work (each time
   * zone's offset needs a formatter of its own), which a page's first paint should not pay.
   */
  options: () => readonly SearchOption[];
  onValueChange: (value: string) => void;
  placeholder: string;
  /** The search box's accessible name, e.g. "Search time zones". */
  searchLabel: string;
  className?: string;
};

/**
 * A select for long lists with a search box (./search-select-list.tsx). The list and its popover
 * are not needed to paint the page: they are fetched after it (components/deferred-popup.tsx).
 */
export const SearchSelect = deferredPopup<SearchSelectProps>(
  () => import('./search-select-list').then((m) => m.SearchSelectList),
  ({
    value: _value,
    options: _options,
    onValueChange: _change,
    searchLabel: _label,
    standIn,
    ...button
  }) => <SearchSelectButton {...button} {...standIn} />,
);
