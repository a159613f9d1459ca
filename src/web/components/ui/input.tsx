import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:ring-red-500 aria-[invalid=true]:focus:ring-red-600';

/** A text input in the app's style; invalid inputs (aria-invalid) get a red ring. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, 'h-10', className)} {...props} />;
}
