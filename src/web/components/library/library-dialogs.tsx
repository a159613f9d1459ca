import type { ReactNode } from 'react';
import { EntityFormDialog } from '../entity-form/entity-form-dialog';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { LibraryDialogState } from './use-library-dialogs';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/** The form dialog's title and description, adding and editing. */
export type LibraryFormTexts = {
  addTitle: string;
  editTitle: string;
  addDescription: string;
  editDescription: string;
};

/**
 * A library's add/edit form in its dialog ("Add New DJ" without an entry, "Edit DJ" with one)
 * and the delete question. The form is mounted afresh on each opening and closes itself after a
 * successful save; closing it with typed changes asks first (EntityFormDialog).
 */
export function LibraryDialogs<T>({
  dialogs,
  formTexts,
  renderForm,
  deleteTitle,
  deleteQuestion,
  onDelete,
}: {
  dialogs: LibraryDialogState<T>;
  formTexts: LibraryFormTexts;
  renderForm: (entry: T | null, onDone: () => void) => ReactNode;
  deleteTitle: string;
  deleteQuestion: string;
  onDelete: (entry: T) => void;
}) {
  const t = useT(common);
  const { form, toDelete } = dialogs;
  return (
    <>
      <EntityFormDialog
        open={form.open}
        onOpenChange={dialogs.setFormOpen}
        title={form.entry ? formTexts.editTitle : formTexts.addTitle}
        description={form.entry ? formTexts.editDescription : formTexts.addDescription}
        className="sm:max-w-2xl"
      >
        {renderForm(form.entry, () => dialogs.setFormOpen(false))}
      </EntityFormDialog>
      <ConfirmDialog
        open={toDelete.open}
        onOpenChange={dialogs.setDeleteOpen}
        title={deleteTitle}
        description={deleteQuestion}
        confirmLabel={t('common:delete')}
        tone="danger"
        onConfirm={() => {
          if (toDelete.entry) onDelete(toDelete.entry);
        }}
      />
    </>
  );
}
