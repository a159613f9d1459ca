import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { deferredPopup } from '../deferred-popup';

export type SelectOption<T extends string> = { value: T; label: string };

export type SelectMenuProps<T extends string> = {
  /** The accessible name, e.g. "Sort shows by". */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
};

/** The closed select's look, the same before and after its code has arrived. */
export const SELECT_TRIGGER =
  'inline-flex h-10 items-center justify-between gap-2 rounded-lg bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none';

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
