import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Short words as a list of chips (a DJ's tags, a show's genres), named for screen readers, each
 * chip drawn by renderChip (the word itself by default), and an optional last item after them
 * (a "+N more" count). Nothing at all when there is nothing to list.
 */
export function ChipList({
  label,
  chips,
  classes,
  renderChip = (chip) => chip,
  children,
}: {
  label: string;
  chips: readonly string[];
  /** The list's classes and each chip's. */
  classes: { list: string; chip: string };
  renderChip?: (chip: string) => ReactNode;
  children?: ReactNode;
}) {
  if (chips.length === 0 && !children) return null;
  return (
    <ul aria-label={label} className={classes.list}>
      {chips.map((chip) => (
        <li key={chip} className={classes.chip}>
          {renderChip(chip)}
        </li>
      ))}
      {children}
    </ul>
  );
}

const entryChips = (colours: string) => ({
  list: 'flex flex-wrap gap-1.5',
  chip: cn('rounded-full px-2 py-0.5 text-xs font-medium', colours),
});
const TONES = {
  indigo: entryChips('bg-indigo-50 text-indigo-700'),
  slate: entryChips('bg-slate-100 text-slate-700'),
};

/** A library entry's tags or genres as small chips, optionally followed by a "+N more" count. */
export function EntryChips({
  label,
  chips,
  tone,
  more,
}: {
  /** The list's name: "Tags", "Genres". */
  label: string;
  chips: readonly string[];
  tone: keyof typeof TONES;
  more?: string | null;
}) {
  return (
    <ChipList label={label} chips={chips} classes={TONES[tone]}>
      {more ? <li className="px-1 py-0.5 text-xs font-medium text-slate-500">{more}</li> : null}
    </ChipList>
  );
}
