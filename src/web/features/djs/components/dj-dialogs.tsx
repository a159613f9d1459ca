import { djDeleteConfirm, djDeleteImpact } from '../../../../shared/messages/library';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useShows } from '../../shows/hooks/use-shows';
import type { useDjDialogs } from '../hooks/use-dj-dialogs';
import { useDeleteDj } from '../hooks/use-dj-mutations';
import { DjFormDialog } from './form/dj-form-dialog';

/**
 * The DJ form and the delete question ("Are you sure you want to delete {name}?"), followed by
 * how many shows of the library lose the DJ, from the show list the library keeps.
 */
export function DjDialogs({ dialogs }: { dialogs: ReturnType<typeof useDjDialogs> }) {
  const remove = useDeleteDj();
  const shows = useShows();
  const { form, toDelete } = dialogs;
  const deleted = toDelete.dj;
  const hosted = deleted
    ? (shows.data ?? []).filter((show) => show.djIds.includes(deleted.id)).map((s) => s.name)
    : [];
  const impact = djDeleteImpact(hosted);
  const question = djDeleteConfirm(deleted?.name ?? '');
  return (
    <>
      <DjFormDialog open={form.open} onOpenChange={dialogs.setFormOpen} dj={form.dj} />
      <ConfirmDialog
        open={toDelete.open}
        onOpenChange={dialogs.setDeleteOpen}
        title="Delete DJ"
        description={impact ? `${question} ${impact}` : question}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (toDelete.dj) remove.mutate(toDelete.dj);
        }}
      />
    </>
  );
}
