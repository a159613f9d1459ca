import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useId } from 'react';
import { COPY_TEXTS } from '../../../../../shared/messages/recurrence';

/** The "Important Notes" box: what a copy does to the weeks it reaches (SPEC.md §4). */
export function CopyNotes() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-amber-600" />
        Important Notes
      </h3>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6">
        {COPY_TEXTS.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
