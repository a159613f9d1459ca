import { deferredDialog } from './deferred-dialog';
import type { DialogProps } from './dialog-parts';

/**
 * A modal dialog (./dialog-frame.tsx). A closed dialog draws nothing, so the dialog primitive
 * (focus trap, scroll lock, ~8 KB gzip) is not needed to paint a page: it is fetched when the
 * browser is idle after the first paint, or when a dialog opens first (./deferred-dialog.tsx).
 */
export const Dialog = deferredDialog<DialogProps>(() =>
  import('./dialog-frame').then((m) => m.DialogFrame),
);
