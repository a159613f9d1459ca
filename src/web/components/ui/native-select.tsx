import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * The browser's own select, drawn as the product's fields: for a short fixed list (a handful
 * of languages), where the searchable or popup selects would be more code than choice.
 */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      )}
    />
  );
}
