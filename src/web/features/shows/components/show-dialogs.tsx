import { SHOW_TEXTS } from '../../../../shared/messages/library';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { useShowDialogs } from '../hooks/use-show-dialogs';
import { useDeleteShow } from '../hooks/use-show-mutations';
import { ShowFormDialog } from './form/show-form-dialog';

/** The show form and the delete question, for the library page and the side panel alike. */
export function ShowDialogs({ dialogs }: { dialogs: ReturnType<typeof useShowDialogs> }) {
  const remove = useDeleteShow();
  const { form, toDelete } = dialogs;
  return (
    <>
      <ShowFormDialog open={form.open} onOpenChange={dialogs.setFormOpen} show={form.show} />
      <ConfirmDialog
        open={toDelete.open}
        onOpenChange={dialogs.setDeleteOpen}
        title="Delete Show"
        description={SHOW_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (toDelete.show) remove.mutate(toDelete.show);
        }}
      />
    </>
  );
}
