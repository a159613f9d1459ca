import { cn } from '../../../lib/cn';

/** A DJ's tags as small chips, optionally followed by a "+N more" count. */
export function TagList({
  tags,
  more,
  className,
}: {
  tags: readonly string[];
  more?: string | null;
  className?: string;
}) {
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700"
        >
          {tag}
        </li>
      ))}
      {more ? <li className="px-1 py-0.5 text-xs font-medium text-slate-500">{more}</li> : null}
    </ul>
  );
}
