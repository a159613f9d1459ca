import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast/toast-context';
import { shell } from '../../../i18n/namespaces/shell';
import { useT } from '../../../i18n/use-t';

/**
 * When the account's new e-mail could not be copied to the profile, the API says why; tell the
 * user once per distinct reason (SPEC.md §8).
 */
export function useEmailSyncNotice(syncError: string | undefined): void {
  const toast = useToast();
  const t = useT(shell);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!syncError || shown.current === syncError) return;
    shown.current = syncError;
    toast.show({
      type: 'error',
      title: t('shell:emailSync.title'),
      message: t('shell:emailSync.message', { message: syncError }),
      duration: 10_000,
    });
  }, [syncError, toast, t]);
}
