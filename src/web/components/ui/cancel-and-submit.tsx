import type { ComponentProps } from 'react';
import { Button } from './button';
import { DialogFooter } from './dialog-footer';
import { PendingButton } from './pending-button';

type CancelAndSubmitProps = ComponentProps<typeof PendingButton> & {
  onCancel: () => void;
  cancelText?: string;
};

/** A dialog form's footer: Cancel, then its submit button (the other props are that button's). */
export function CancelAndSubmit({
  onCancel,
  cancelText = 'Cancel',
  ...submit
}: CancelAndSubmitProps) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel}>
        {cancelText}
      </Button>
      <PendingButton type="submit" {...submit} />
    </DialogFooter>
  );
}
