import { deferredPopup } from '../deferred-popup';
import { SearchSelectButton, type SearchSelectProps } from './search-select-button';

export type { SearchOption, SearchSelectProps } from './search-select-button';

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
