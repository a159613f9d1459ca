import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { deferredPopup } from '../deferred-popup';
import { SELECT_TRIGGER, type SelectMenuProps } from './select-menu-parts';

export type { SelectMenuProps, SelectOption } from './select-menu-parts';

/**
 * A compact select (./select-menu-list.tsx). Its list and the select primitive (~16 KB gzip with
 * their positioning) are not needed to paint the page: they are fetched after it, the closed
 * select drawn meanwhile as the primitive draws it (components/deferred-popup.tsx).
 */
export const SelectMenu = deferredPopup<SelectMenuProps<string>>(
  () => import('./select-menu-list').then((m) => m.SelectMenuList),
  ({ label, value, options, className, standIn }) => (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-autocomplete="none"
      {...standIn}
      className={cn(SELECT_TRIGGER, className)}
    >
      <span style={{ pointerEvents: 'none' }}>{options.find((o) => o.value === value)?.label}</span>
      <span aria-hidden>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </span>
    </button>
  ),
) as <T extends string>(props: SelectMenuProps<T>) => ReactElement;
