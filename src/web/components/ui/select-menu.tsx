import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import * as Select from 'radix-ui/select';
import { cn } from '../../lib/cn';

export type SelectOption<T extends string> = { value: T; label: string };

type SelectMenuProps<T extends string> = {
  /** The accessible name, e.g. "Sort shows by". */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
};

/** A compact select (Radix Select): keyboard and screen-reader behaviour come from the primitive. */
export function SelectMenu<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: SelectMenuProps<T>) {
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
    >
      <Select.Trigger
        aria-label={label}
        className={cn(
          'inline-flex h-10 items-center justify-between gap-2 rounded-lg bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none',
          className,
        )}
      >
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
