import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses, useReturnFocus } from './dialog';

type ConfirmDialogProps = {
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

/**
 * A yes/no question (Radix AlertDialog): it opens with focus on Cancel, so Enter never confirms
 * by accident, and it does not close on an outside click.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'primary',
  returnFocusTo,
}: ConfirmDialogProps) {
  const focusReturn = useReturnFocus(returnFocusTo);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content {...focusReturn} className={cn(panelClasses, 'max-w-sm p-6')}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
