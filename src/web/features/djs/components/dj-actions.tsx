import Plane from 'lucide-react/icons/plane';
import { useState } from 'react';
import type { Dj } from '../../../../shared/schemas/dj';
import { Button } from '../../../components/ui/button';
import { DjAwayDialog } from '../../away/components/dj-away-dialog';
import { EntryActions } from '../../../components/entity-action-buttons';
import { cn } from '../../../lib/cn';
import { useAccess } from '../../../lib/use-access';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

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
  const t = useT(library);
  const access = useAccess();
  if (sample) {
    return <p className={cn('text-xs text-slate-500', className)}>{t('library:dj.sampleNote')}</p>;
  }
  const mayDelete = access.can('djs.edit');
  const mayEdit = mayDelete || (access.can('djs.editOwn') && access.isOwnDj(dj.id));
  // Nothing offered to a member who may not change this DJ: the entry is there to read.
  const actions = (
    <EntryActions
      entry={dj}
      name={dj.name}
      onEdit={mayEdit ? onEdit : undefined}
      onDelete={mayDelete ? onDelete : undefined}
      className={cn('gap-1', className)}
    />
  );
  if (!access.can('away.edit')) return actions;
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      <DjAwayButton dj={dj} />
      {actions}
    </div>
  );
}

/** "Away dates" of a DJ entry, for managers (decision 0065): opens that entry's list. */
function DjAwayButton({ dj }: { dj: Dj }) {
  const t = useT(library);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Plane aria-hidden className="size-4" />
        {t('library:dj.awayDates')}
        <span className="sr-only"> {dj.name}</span>
      </Button>
      {open ? <DjAwayDialog dj={dj} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
