import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { FieldControlProps } from './form-field';
import { inputClasses } from './input';

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
      {/* A long value (a zone's name in German) is cut at a phone's width: its title reads it whole. */}
      <span
        className={cn('truncate', !valueLabel && 'text-slate-500')}
        title={valueLabel || undefined}
      >
        {valueLabel || placeholder}
      </span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
    </button>
  );
}
