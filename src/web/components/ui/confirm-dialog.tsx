import { deferredDialog } from './deferred-dialog';
import type { ConfirmDialogProps } from './dialog-parts';

/**
 * A yes/no question (./confirm-dialog-frame.tsx), fetched when the browser is idle after the page
 * has painted or when it first opens (./deferred-dialog.tsx).
 */
export const ConfirmDialog = deferredDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog-frame').then((m) => m.ConfirmDialogFrame),
);
