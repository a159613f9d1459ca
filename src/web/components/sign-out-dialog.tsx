import type { RefObject } from 'react';
import { SIGN_OUT_CONFIRM } from '../../shared/messages/account';
import { useAuth } from '../lib/auth-context';
import { ConfirmDialog } from './ui/confirm-dialog';

/** "Are you sure you want to sign out?" (SPEC.md §8), from the user menu or Profile Settings. */
export function SignOutDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { signOut } = useAuth();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign Out"
      description={SIGN_OUT_CONFIRM}
      confirmLabel="Sign Out"
      onConfirm={() => void signOut()}
      returnFocusTo={returnFocusTo}
    />
  );
}
