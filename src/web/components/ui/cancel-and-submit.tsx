import type { ComponentProps } from 'react';
import { Button } from './button';
import { DialogFooter } from './dialog-footer';
import { PendingButton } from './pending-button';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

type CancelAndSubmitProps = ComponentProps<typeof PendingButton> & {
  onCancel: () => void;
  cancelText?: string;
};

/** A dialog form's footer: Cancel, then its submit button (the other props are that button's). */
export function CancelAndSubmit({ onCancel, cancelText, ...submit }: CancelAndSubmitProps) {
  const t = useT(common);
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel}>
        {cancelText ?? t('common:cancel')}
      </Button>
      <PendingButton type="submit" {...submit} />
    </DialogFooter>
  );
}
