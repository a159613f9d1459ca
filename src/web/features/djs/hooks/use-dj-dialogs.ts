import { useState } from 'react';
import type { Dj } from '../../../../shared/schemas/dj';

/**
 * Which DJ the form and the delete question are about. The DJ is kept while a dialog closes, so
 * its text does not change during the closing animation.
 */
export function useDjDialogs() {
  const [form, setForm] = useState<{ open: boolean; dj: Dj | null }>({ open: false, dj: null });
  const [toDelete, setToDelete] = useState<{ open: boolean; dj: Dj | null }>({
    open: false,
    dj: null,
  });
  return {
    form,
    toDelete,
    add: () => setForm({ open: true, dj: null }),
    edit: (dj: Dj) => setForm({ open: true, dj }),
    setFormOpen: (open: boolean) => setForm((f) => ({ ...f, open })),
    askDelete: (dj: Dj) => setToDelete({ open: true, dj }),
    setDeleteOpen: (open: boolean) => setToDelete((d) => ({ ...d, open })),
  };
}
