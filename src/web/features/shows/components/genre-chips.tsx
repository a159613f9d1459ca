import { cn } from '../../../lib/cn';

/** A show's genres as small chips, optionally followed by a "+N more" count. */
export function GenreChips({
  genres,
  more,
  className,
}: {
  genres: readonly string[];
  more?: string | null;
  className?: string;
}) {
  if (genres.length === 0 && !more) return null;
  return (
    <ul aria-label="Genres" className={cn('flex flex-wrap gap-1.5', className)}>
      {genres.map((genre) => (
        <li
          key={genre}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          {genre}
        </li>
      ))}
      {more ? <li className="px-1 py-0.5 text-xs font-medium text-slate-500">{more}</li> : null}
    </ul>
  );
}
