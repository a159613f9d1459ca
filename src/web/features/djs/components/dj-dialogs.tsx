import type { Dj } from '../../../../shared/schemas/dj';
import { formCode } from '../../../components/entity-form/form-code';
import { LibraryDialogs } from '../../../components/library/library-dialogs';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { LibraryDialogState } from '../../../components/library/use-library-dialogs';
import { useShows } from '../../shows/hooks/use-shows';
import { useDeleteDj } from '../hooks/use-dj-mutations';
import { djDeleteImpact } from '../dj-delete-impact';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** Fetched when the dialog opens: the page paints without the forms library. */
const DjForm = preloadableLazy(
  () => import('./form/dj-form'),
  (m) => m.DjForm,
  formCode,
);

/**
 * The DJ form (SPEC.md §2) and the delete question ("Are you sure you want to delete {name}?"),
 * followed by how many shows of the library lose the DJ, from the show list the library keeps.
 */
export function DjDialogs({ dialogs }: { dialogs: LibraryDialogState<Dj> }) {
  const t = useT(library);
  const remove = useDeleteDj();
  const formTexts = {
    addTitle: t('library:dj.addTitle'),
    editTitle: t('library:dj.editTitle'),
    addDescription: t('library:dj.addDescription'),
    editDescription: t('library:dj.editDescription'),
  };
  const shows = useShows();
  const deleted = dialogs.toDelete.entry;
  const hosted = deleted
    ? (shows.data ?? []).filter((show) => show.djIds.includes(deleted.id)).map((s) => s.name)
    : [];
  const impact = djDeleteImpact(t, hosted);
  const question = t('library:dj.deleteConfirm', { name: deleted?.name ?? '' });
  return (
    <LibraryDialogs
      dialogs={dialogs}
      formTexts={formTexts}
      renderForm={(dj, onDone) => <DjForm dj={dj} onDone={onDone} />}
      deleteTitle={t('library:dj.deleteTitle')}
      deleteQuestion={impact ? `${question} ${impact}` : question}
      onDelete={(dj) => remove.mutate(dj)}
    />
  );
}
