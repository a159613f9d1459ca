import type { RefObject } from 'react';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';
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
  const t = useT(shell);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell:signOut')}
      description={t('shell:signOut.confirm')}
      confirmLabel={t('shell:signOut')}
      cancelLabel={t('shell:cancel')}
      onConfirm={() => void signOut()}
      returnFocusTo={returnFocusTo}
    />
  );
}
