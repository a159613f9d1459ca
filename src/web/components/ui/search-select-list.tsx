import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import * as Popover from 'radix-ui/popover';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchMatcher } from '../../../shared/library/text-match';
import { cn } from '../../lib/cn';
import type { DeferredPopupProps } from '../deferred-popup';
import { inputClasses } from './input';
import {
  SearchSelectButton,
  type SearchOption,
  type SearchSelectProps,
} from './search-select-button';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/**
 * A select for long lists (the 44 time zones): the same trigger and menu look as SelectMenu, with
 * a search box on top that narrows the options as one types, ignoring case and accents. The box
 * is a combobox over the listbox: Up and Down move through the options, Enter picks, Escape
 * closes and gives focus back to the trigger. Fetched when the page has painted (./search-select.tsx).
 */
export function SearchSelectList({
  value,
  valueLabel,
  options: buildOptions,
  onValueChange,
  placeholder,
  searchLabel,
  className,
  defaultOpen,
  focusTrigger,
  ...control
}: SearchSelectProps & DeferredPopupProps) {
  const t = useT(common);
  const [open, setOpen] = useState(defaultOpen);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(() =>
    defaultOpen
      ? Math.max(
          0,
          buildOptions().findIndex((o) => o.value === value),
        )
      : 0,
  );
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the stand-in's focus, taken over once
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const options = useMemo(() => (open ? buildOptions() : []), [open, buildOptions]);
  const visible = useMemo(() => {
    const matches = searchMatcher(search);
    return options.filter((o) => matches(o.label, o.group));
  }, [options, search]);

  const openWith = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setSearch('');
    setActive(
      Math.max(
        0,
        buildOptions().findIndex((o) => o.value === value),
      ),
    );
  };
  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    onValueChange(option.value);
    setOpen(false);
  };
  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), visible.length - 1);
    setActive(next);
    list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    if (event.key in step) {
      event.preventDefault();
      moveTo(active + step[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(visible[active]);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <Popover.Trigger asChild>
        <SearchSelectButton
          ref={trigger}
          {...control}
          valueLabel={valueLabel}
          placeholder={placeholder}
          className={className}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] min-w-64 flex-col rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 data-[state=open]:animate-menu-in"
        >
          <div className="relative p-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              role="combobox"
              aria-label={searchLabel}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={visible[active] ? `${listId}-${active}` : undefined}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder={t('common:search.placeholder')}
              className={cn(inputClasses, 'h-9 pl-9')}
            />
          </div>
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={searchLabel}
            className="min-h-0 flex-1 overflow-y-auto py-1"
          >
            {visible.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
                {t('common:search.nothing', { search: search.trim() })}
              </li>
            ) : (
              visible.map((option, index) => (
                <li
                  key={option.value}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(option)}
                  className={cn(
                    'relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-700 select-none',
                    index === active && 'bg-slate-100 text-slate-900',
                  )}
                >
                  {option.value === value ? (
                    <Check aria-hidden className="absolute left-2 size-4 text-indigo-600" />
                  ) : null}
                  <span className="min-w-0 flex-1">{option.label}</span>
                  {option.group ? (
                    <span aria-hidden className="ml-2 shrink-0 text-xs text-slate-500">
                      {option.group}
                    </span>
                  ) : null}
                </li>
              ))
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
