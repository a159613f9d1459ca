import { useRef, type ReactNode, type RefObject } from 'react';

/** The dimmed page behind a modal, and the modal's panel (dialogs, questions, sheets). */
export const overlayClasses =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes, if somewhere else than back to what opened it (after
   * Place, the block just placed); null for the usual return.
   */
  focusOnClose?: () => HTMLElement | null;
};

export type DialogProps = ModalProps & {
  title: ReactNode;
  description: ReactNode;
  /** Above the title, e.g. an icon. */
  header?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * Radix returns focus to a Dialog.Trigger; ours open from code (a button elsewhere, a menu item,
 * a link result), so remember what had focus when the dialog opened and go back there; if that
 * element is gone (a menu item), to the given fallback.
 */
export function useReturnFocus(
  fallback?: RefObject<HTMLElement | null>,
  preferred?: () => HTMLElement | null,
) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const wanted = preferred?.();
      const target = wanted?.isConnected
        ? wanted
        : returnTo.current?.isConnected
          ? returnTo.current
          : (fallback?.current ?? null);
      if (!target) return; // let Radix do its default
      event.preventDefault();
      target.focus();
    },
  };
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
  /** Where focus goes on close if what opened the dialog is gone (e.g. a menu's trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};
