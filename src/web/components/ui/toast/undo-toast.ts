import type { ToastApi } from './toast-context';

/** Undo toasts stay longer than the default 5 s: there is a decision to make, not just news. */
export const UNDO_TOAST_MS = 10_000;

/**
 * A change's success toast, with an Undo button when it can be undone; returns the toast's id.
 * The button says `undoLabel` (the screen's word for it), "Undo" where a screen gives none.
 */
export function showUndoToast(
  toast: ToastApi,
  offer: {
    title: string;
    message?: string;
    altText: string;
    undoLabel?: string;
    onUndo?: (() => void) | undefined;
  },
): string {
  const { onUndo, altText, undoLabel = 'Undo', ...text } = offer;
  return toast.show({
    type: 'success',
    ...text,
    duration: UNDO_TOAST_MS,
    ...(onUndo && { action: { label: undoLabel, altText, onAction: onUndo } }),
  });
}
