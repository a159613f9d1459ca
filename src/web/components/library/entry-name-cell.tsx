import type { ReactNode } from 'react';
import { truncate } from '../../../shared/library/search';
import { cn } from '../../lib/cn';

/**
 * A library table's first cell: a mark (a DJ's avatar, a show's colour dot) beside the name, cut
 * to the column with the full name on hover, and the first 50 characters of the description.
 */
export function EntryNameCell({
  mark,
  name,
  description,
  className,
}: {
  mark: ReactNode;
  name: string;
  description: string | null | undefined;
  /** The space between mark and name. */
  className: string;
}) {
  return (
    <td className="max-w-xs px-4 py-4">
      <div className={cn('flex items-start', className)}>
        {mark}
        <div className="min-w-0">
          <p title={name} className="max-w-64 truncate font-medium text-slate-900">
            {name}
          </p>
          {description ? (
            <p className="mt-0.5 text-sm break-words text-slate-500">{truncate(description, 50)}</p>
          ) : null}
        </div>
      </div>
    </td>
  );
}
