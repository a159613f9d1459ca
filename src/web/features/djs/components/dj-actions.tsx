import type { Dj } from '../../../../shared/schemas/dj';
import { EntryActions } from '../../../components/entity-action-buttons';
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
  return (
    <EntryActions
      entry={dj}
      name={dj.name}
      onEdit={mayEdit ? onEdit : undefined}
      onDelete={mayDelete ? onDelete : undefined}
      className={cn('gap-1', className)}
    />
  );
}
