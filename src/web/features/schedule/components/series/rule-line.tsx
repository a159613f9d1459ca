import type { ReactNode } from 'react';

/** The series' rule in words under its fields; the save button is described by it. */
export function RuleLine({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700">
      {children}
    </p>
  );
}
