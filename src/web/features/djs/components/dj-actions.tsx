import { Pencil, Trash2 } from 'lucide-react';
import type { Dj } from '../../../../shared/schemas/dj';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAccess } from '../../../lib/use-access';

export type DjActionHandlers = { onEdit: (dj: Dj) => void; onDelete: (dj: Dj) => void };

/**
 * Edit and Delete for a DJ, as the member may use them (their own entry: Edit only); sample DJs
 * have neither, since they are not stored anywhere.
 */
export function DjActions({
  dj,
  sample,
  onEdit,
  onDelete,
  className,
}: DjActionHandlers & { dj: Dj; sample: boolean; className?: string }) {
  const access = useAccess();
  if (sample) {
    return <p className={cn('text-xs text-slate-500', className)}>Sample data, not editable</p>;
  }
  const mayDelete = access.can('djs.edit');
  const mayEdit = mayDelete || (access.can('djs.editOwn') && access.isOwnDj(dj.id));
  // Nothing offered to a member who may not change this DJ: the entry is there to read.
  if (!mayEdit) return null;
  return (
    <div className={cn('flex gap-1', className)}>
      <Button variant="secondary" size="sm" onClick={() => onEdit(dj)}>
        <Pencil aria-hidden className="size-4" />
        Edit<span className="sr-only"> {dj.name}</span>
      </Button>
      {mayDelete ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={() => onDelete(dj)}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete<span className="sr-only"> {dj.name}</span>
        </Button>
      ) : null}
    </div>
  );
}
