import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type CheckOptionProps = Omit<ComponentProps<'input'>, 'type' | 'title' | 'className'> & {
  title: ReactNode;
  /** A plain sentence under the title. */
  detail?: ReactNode;
  className?: string;
};

/** A checkbox with its title (and a sentence under it), the whole line clickable. */
export function CheckOption({ title, detail, className, ...input }: CheckOptionProps) {
  return (
    <label className={cn('flex cursor-pointer gap-3 text-sm', className)}>
      <input type="checkbox" {...input} className="mt-0.5 size-4 shrink-0 accent-indigo-600" />
      <span>
        <span className="block font-medium text-slate-900">{title}</span>
        {detail ? <span className="block text-slate-600">{detail}</span> : null}
      </span>
    </label>
  );
}
