import { useState } from 'react';
import type { Show } from '../../../../shared/schemas/show';

/**
 * Which show the form and the delete question are about. The show is kept while a dialog closes,
 * so its title does not change during the closing animation.
 */
export function useShowDialogs() {
  const [form, setForm] = useState<{ open: boolean; show: Show | null }>({
    open: false,
    show: null,
  });
  const [toDelete, setToDelete] = useState<{ open: boolean; show: Show | null }>({
    open: false,
    show: null,
  });
  return {
    form,
    toDelete,
    add: () => setForm({ open: true, show: null }),
    edit: (show: Show) => setForm({ open: true, show }),
    setFormOpen: (open: boolean) => setForm((f) => ({ ...f, open })),
    askDelete: (show: Show) => setToDelete({ open: true, show }),
    setDeleteOpen: (open: boolean) => setToDelete((d) => ({ ...d, open })),
  };
}
