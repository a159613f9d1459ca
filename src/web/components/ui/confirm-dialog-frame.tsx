import * as AlertDialog from 'radix-ui/alert-dialog';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import {
  overlayClasses,
  panelClasses,
  useReturnFocus,
  type ConfirmDialogProps,
} from './dialog-parts';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

/**
 * A yes/no question (Radix AlertDialog): it opens with focus on Cancel, so Enter never confirms
 * by accident, and it does not close on an outside click. Fetched as ./confirm-dialog.tsx says.
 */
export function ConfirmDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  returnFocusTo,
}: ConfirmDialogProps) {
  const t = useT(common);
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
              {cancelLabel ?? t('common:cancel')}
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
