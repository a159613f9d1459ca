import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

type Props = ComponentProps<'button'> & { valueLabel: string; placeholder: string };

/**
 * The closed search select: the chosen option's label, or the placeholder. Drawn by the select
 * once its code is here and, until then, by the stand-in that holds its place.
 */
export function SearchSelectButton({ valueLabel, placeholder, className, ...props }: Props) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      {...props}
      className={cn(
        inputClasses,
        'flex h-10 items-center justify-between gap-2 text-left hover:bg-slate-50',
        className,
      )}
    >
      <span className={cn('truncate', !valueLabel && 'text-slate-500')}>
        {valueLabel || placeholder}
      </span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
    </button>
  );
}
