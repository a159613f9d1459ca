import { djDeleteConfirm } from '../../../../shared/messages/library';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { useDjDialogs } from '../hooks/use-dj-dialogs';
import { useDeleteDj } from '../hooks/use-dj-mutations';
import { DjFormDialog } from './form/dj-form-dialog';

/** The DJ form and the delete question ("Are you sure you want to delete {name}?"). */
export function DjDialogs({ dialogs }: { dialogs: ReturnType<typeof useDjDialogs> }) {
  const remove = useDeleteDj();
  const { form, toDelete } = dialogs;
  return (
    <>
      <DjFormDialog open={form.open} onOpenChange={dialogs.setFormOpen} dj={form.dj} />
      <ConfirmDialog
        open={toDelete.open}
        onOpenChange={dialogs.setDeleteOpen}
        title="Delete DJ"
        description={djDeleteConfirm(toDelete.dj?.name ?? '')}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (toDelete.dj) remove.mutate(toDelete.dj);
        }}
      />
    </>
  );
}
