import Search from 'lucide-react/icons/search';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The accessible name; the placeholder alone disappears once typing starts. */
  label: string;
};

/** A search box with a magnifier; filters as the user types. */
export function SearchInput({
  value,
  onValueChange,
  label,
  className,
  ...props
}: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClasses, 'h-10 pl-9')}
        {...props}
      />
    </div>
  );
}
