import { useState } from 'react';

type DialogState<T> = { open: boolean; entry: T | null };

/**
 * Which entry of a library (a show, a DJ) the form and the delete question are about; none in
 * the form means adding. The entry is kept while a dialog closes, so its text does not change
 * during the closing animation.
 */
export function useLibraryDialogs<T>() {
  const [form, setForm] = useState<DialogState<T>>({ open: false, entry: null });
  const [toDelete, setToDelete] = useState<DialogState<T>>({ open: false, entry: null });
  return {
    form,
    toDelete,
    add: () => setForm({ open: true, entry: null }),
    edit: (entry: T) => setForm({ open: true, entry }),
    setFormOpen: (open: boolean) => setForm((f) => ({ ...f, open })),
    askDelete: (entry: T) => setToDelete({ open: true, entry }),
    setDeleteOpen: (open: boolean) => setToDelete((d) => ({ ...d, open })),
  };
}

export type LibraryDialogState<T> = ReturnType<typeof useLibraryDialogs<T>>;
