import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useId } from 'react';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/** The four rules of SPEC.md §4 "Copy week", in the order the spec gives them. */
const NOTES = [
  'series:copy.note1',
  'series:copy.note2',
  'series:copy.note3',
  'series:copy.note4',
] as const;

/** The "Important Notes" box: what a copy does to the weeks it reaches (SPEC.md §4). */
export function CopyNotes() {
  const headingId = useId();
  const t = useT(series);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-amber-600" />
        {t('series:copy.notesTitle')}
      </h3>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6">
        {NOTES.map((note) => (
          <li key={note}>{t(note)}</li>
        ))}
      </ul>
    </section>
  );
}
