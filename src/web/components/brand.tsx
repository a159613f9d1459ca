import { Radio } from 'lucide-react';

/** The product's mark and name, as in the top bar. */
export function Brand() {
  return (
    <span className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <Radio aria-hidden className="size-5" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">Radio Station</span>
    </span>
  );
}
