import { Pencil, Trash2 } from 'lucide-react';
import type { Dj } from '../../../../shared/schemas/dj';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export type DjActionHandlers = { onEdit: (dj: Dj) => void; onDelete: (dj: Dj) => void };

/** Edit and Delete for a DJ; sample DJs have neither, since they are not stored anywhere. */
export function DjActions({
  dj,
  sample,
  onEdit,
  onDelete,
  className,
}: DjActionHandlers & { dj: Dj; sample: boolean; className?: string }) {
  if (sample) {
    return <p className={cn('text-xs text-slate-500', className)}>Sample data, not editable</p>;
  }
  return (
    <div className={cn('flex gap-1', className)}>
      <Button variant="secondary" size="sm" onClick={() => onEdit(dj)}>
        <Pencil aria-hidden className="size-4" />
        Edit<span className="sr-only"> {dj.name}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
        onClick={() => onDelete(dj)}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete<span className="sr-only"> {dj.name}</span>
      </Button>
    </div>
  );
}
