import { SHOW_TEXTS } from '../../../../shared/messages/library';
import type { Show } from '../../../../shared/schemas/show';
import { formCode } from '../../../components/entity-form/form-code';
import { LibraryDialogs } from '../../../components/library/library-dialogs';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { LibraryDialogState } from '../../../components/library/use-library-dialogs';
import { useDeleteShow } from '../hooks/use-show-mutations';

/** Fetched when the dialog opens: the page paints without the forms library. */
const ShowForm = preloadableLazy(
  () => import('./form/show-form'),
  (m) => m.ShowForm,
  formCode,
);

const FORM_TEXTS = {
  addTitle: SHOW_TEXTS.addTitle,
  editTitle: SHOW_TEXTS.editTitle,
  addDescription: 'A show template you can place on the weekly schedule.',
  editDescription: 'Changes apply to new placements; shows already on a week keep their details.',
};

/** The show form (SPEC.md §2) and the delete question, for the library page and the side panel. */
export function ShowDialogs({ dialogs }: { dialogs: LibraryDialogState<Show> }) {
  const remove = useDeleteShow();
  return (
    <LibraryDialogs
      dialogs={dialogs}
      formTexts={FORM_TEXTS}
      renderForm={(show, onDone) => <ShowForm show={show} onDone={onDone} />}
      deleteTitle="Delete Show"
      deleteQuestion={SHOW_TEXTS.deleteConfirm}
      onDelete={(show) => remove.mutate(show)}
    />
  );
}
