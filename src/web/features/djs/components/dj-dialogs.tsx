import { DJ_TEXTS, djDeleteConfirm, djDeleteImpact } from '../../../../shared/messages/library';
import type { Dj } from '../../../../shared/schemas/dj';
import { formCode } from '../../../components/entity-form/form-code';
import { LibraryDialogs } from '../../../components/library/library-dialogs';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { LibraryDialogState } from '../../../components/library/use-library-dialogs';
import { useShows } from '../../shows/hooks/use-shows';
import { useDeleteDj } from '../hooks/use-dj-mutations';

/** Fetched when the dialog opens: the page paints without the forms library. */
const DjForm = preloadableLazy(
  () => import('./form/dj-form'),
  (m) => m.DjForm,
  formCode,
);

const FORM_TEXTS = {
  addTitle: DJ_TEXTS.addTitle,
  editTitle: DJ_TEXTS.editTitle,
  addDescription: 'Add a DJ who can be assigned to shows.',
  editDescription: 'Update the DJ’s profile and contact details.',
};

/**
 * The DJ form (SPEC.md §2) and the delete question ("Are you sure you want to delete {name}?"),
 * followed by how many shows of the library lose the DJ, from the show list the library keeps.
 */
export function DjDialogs({ dialogs }: { dialogs: LibraryDialogState<Dj> }) {
  const remove = useDeleteDj();
  const shows = useShows();
  const deleted = dialogs.toDelete.entry;
  const hosted = deleted
    ? (shows.data ?? []).filter((show) => show.djIds.includes(deleted.id)).map((s) => s.name)
    : [];
  const impact = djDeleteImpact(hosted);
  const question = djDeleteConfirm(deleted?.name ?? '');
  return (
    <LibraryDialogs
      dialogs={dialogs}
      formTexts={FORM_TEXTS}
      renderForm={(dj, onDone) => <DjForm dj={dj} onDone={onDone} />}
      deleteTitle="Delete DJ"
      deleteQuestion={impact ? `${question} ${impact}` : question}
      onDelete={(dj) => remove.mutate(dj)}
    />
  );
}
