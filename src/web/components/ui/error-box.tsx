import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';

/** The red box above a form with the server's message (SPEC.md §2 Auth modal). */
export function ErrorBox({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="text-sm text-red-800">
        <p className="font-medium">{children}</p>
        {detail ? <p className="mt-1 text-red-700">{detail}</p> : null}
      </div>
    </div>
  );
}
