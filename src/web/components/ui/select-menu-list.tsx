import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useRef } from 'react';
import * as Select from 'radix-ui/select';
import { cn } from '../../lib/cn';
import type { DeferredPopupProps } from '../deferred-popup';
import { SELECT_TRIGGER, type SelectMenuProps } from './select-menu-parts';

/**
 * A compact select (Radix Select): keyboard and screen-reader behaviour come from the primitive.
 * Fetched when the page has painted (./select-menu.tsx).
 */
export function SelectMenuList<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  defaultOpen,
  focusTrigger,
}: SelectMenuProps<T> & DeferredPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the stand-in's focus, taken over once
  return (
    <Select.Root
      defaultOpen={defaultOpen}
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
    >
      <Select.Trigger ref={trigger} aria-label={label} className={cn(SELECT_TRIGGER, className)}>
        <Select.Value />
        <Select.Icon>
          <ChevronDown aria-hidden className="size-4 text-slate-500" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 data-[state=open]:animate-menu-in"
        >
          <Select.Viewport>
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
              >
                <Select.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden className="size-4 text-indigo-600" />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
