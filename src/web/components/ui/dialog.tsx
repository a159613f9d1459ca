import X from 'lucide-react/icons/x';
import * as RadixDialog from 'radix-ui/dialog';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';

export const overlayClasses =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out';

type ModalProps = {
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
 * A modal dialog (Radix): focus trapped inside and returned on close, Escape and the close button
 * close it, the page behind neither scrolls nor is read out.
 */
export function Dialog({ title, description, header, className, children, ...modal }: DialogProps) {
  return (
    <Modal {...modal} className={cn(panelClasses, 'max-w-md p-6 sm:p-8', className)}>
      {header}
      <RadixDialog.Title className="text-center text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </RadixDialog.Title>
      <RadixDialog.Description className="mt-2 text-center text-sm text-slate-600">
        {description}
      </RadixDialog.Description>
      {children}
      <DialogCloseButton />
    </Modal>
  );
}

/** The frame of every modal (dialog or sheet): the dimmed page behind, and focus given back. */
export function Modal({
  open,
  onOpenChange,
  focusOnClose,
  ...content
}: ModalProps & ComponentProps<typeof RadixDialog.Content>) {
  const focusReturn = useReturnFocus(undefined, focusOnClose);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content {...focusReturn} {...content} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function DialogCloseButton() {
  return (
    <RadixDialog.Close className="absolute top-4 right-4 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <X aria-hidden className="size-5" />
      <span className="sr-only">Close</span>
    </RadixDialog.Close>
  );
}

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
