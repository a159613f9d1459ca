import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A calm, bordered area for a page or list that has nothing to show yet. */
export function EmptyPanel({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border-2 border-dashed border-slate-200 bg-white px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-1 max-w-sm text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
