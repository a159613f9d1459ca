import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A card of Station Settings: a region named by its heading, with a line that says what it is
 * for, then its content. `compact` spaces its content closer (a list of items, not a form).
 */
export function SettingsCard({
  heading,
  intro,
  compact = false,
  children,
}: {
  heading: ReactNode;
  intro: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'max-w-2xl rounded-xl bg-white p-5 ring-1 ring-slate-200',
        compact ? 'space-y-4' : 'space-y-6',
      )}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}
