import type { Show } from '../../../../shared/schemas/show';
import { formCode } from '../../../components/entity-form/form-code';
import { LibraryDialogs } from '../../../components/library/library-dialogs';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { LibraryDialogState } from '../../../components/library/use-library-dialogs';
import { useDeleteShow } from '../hooks/use-show-mutations';
import { library } from '../../../i18n/namespaces/library';
import { useT } from '../../../i18n/use-t';

/** Fetched when the dialog opens: the page paints without the forms library. */
const ShowForm = preloadableLazy(
  () => import('./form/show-form'),
  (m) => m.ShowForm,
  formCode,
);

/** The show form (SPEC.md §2) and the delete question, for the library page and the side panel. */
export function ShowDialogs({ dialogs }: { dialogs: LibraryDialogState<Show> }) {
  const t = useT(library);
  const remove = useDeleteShow();
  const formTexts = {
    addTitle: t('library:show.addTitle'),
    editTitle: t('library:show.editTitle'),
    addDescription: t('library:show.addDescription'),
    editDescription: t('library:show.editDescription'),
  };
  return (
    <LibraryDialogs
      dialogs={dialogs}
      formTexts={formTexts}
      renderForm={(show, onDone) => <ShowForm show={show} onDone={onDone} />}
      deleteTitle={t('library:show.deleteTitle')}
      deleteQuestion={t('library:show.deleteConfirm')}
      onDelete={(show) => remove.mutate(show)}
    />
  );
}
