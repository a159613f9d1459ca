import X from 'lucide-react/icons/x';
import * as RadixDialog from 'radix-ui/dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  overlayClasses,
  panelClasses,
  useReturnFocus,
  type DialogProps,
  type ModalProps,
} from './dialog-parts';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/**
 * A modal dialog (Radix): focus trapped inside and returned on close, Escape and the close button
 * close it, the page behind neither scrolls nor is read out. Fetched when a dialog first opens or
 * the browser is idle after the page has painted (./dialog.tsx).
 */
export function DialogFrame({
  title,
  description,
  header,
  className,
  children,
  ...modal
}: DialogProps) {
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
  const t = useT(common);
  return (
    <RadixDialog.Close className="absolute top-4 right-4 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <X aria-hidden className="size-5" />
      <span className="sr-only">{t('common:close')}</span>
    </RadixDialog.Close>
  );
}
