import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type PendingButtonProps = ComponentProps<typeof Button> & {
  /** While true the button is disabled and says what is under way, e.g. "Saving...". */
  pending: boolean;
  pendingText: ReactNode;
};

/** A button whose work takes a moment: disabled with a spinner and its -ing text meanwhile. */
export function PendingButton({
  pending,
  pendingText,
  disabled,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Spinner /> {pendingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
