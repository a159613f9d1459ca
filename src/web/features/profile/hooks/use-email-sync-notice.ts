import { useEffect, useRef } from 'react';
import { emailSyncFailedMessage } from '../../../../shared/messages/account';
import { useToast } from '../../../components/ui/toast/toast-context';

/**
 * When the account's new e-mail could not be copied to the profile, the API says why; tell the
 * user once per distinct reason (SPEC.md §8).
 */
export function useEmailSyncNotice(syncError: string | undefined): void {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!syncError || shown.current === syncError) return;
    shown.current = syncError;
    toast.show({
      type: 'error',
      title: 'Profile not updated',
      message: emailSyncFailedMessage(syncError),
      duration: 10_000,
    });
  }, [syncError, toast]);
}
