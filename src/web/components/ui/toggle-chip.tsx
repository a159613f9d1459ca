import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type ToggleChipProps = Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
};

/** A pill that is on or off (aria-pressed), for genres and tags. */
export function ToggleChip({ pressed, onPressedChange, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        pressed
          ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
        className,
      )}
      {...props}
    />
  );
}
