import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/toast-context';
import { showUndoToast } from '../../../components/ui/toast/undo-toast';
import { errorMessage } from '../../../lib/api-error';
import { showsQueryKey, weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { confirmImport, previewImport, undoImport, type ImportRequest } from '../api/import-api';
import { importSuccess, useExchangeWords } from '../import-texts';

/** The preview of a chosen file; refusals stay in the dialog (its error box), not in a toast. */
export function useImportPreview() {
  return useMutation({ mutationFn: (request: ImportRequest) => previewImport(request) });
}

/**
 * Confirms an import. The week comes back in the answer and is drawn at once; recreated series
 * reach later weeks and created shows join the library, so those are fetched again too. The
 * success toast offers Undo, which takes away exactly what the import wrote (the server kept it).
 */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useExchangeWords();
  const { t } = words;
  const refresh = (weekId: string) => {
    void queryClient.invalidateQueries({
      queryKey: ['week'],
      predicate: (query) => query.queryKey[1] !== weekId,
    });
    void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
    void queryClient.invalidateQueries({ queryKey: showsQueryKey });
  };
  return useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: ImportRequest;
      idempotencyKey?: string;
    }) => confirmImport(request, idempotencyKey),
    onSuccess: (result, { request: { weekId } }) => {
      queryClient.setQueryData(weekQueryKey(weekId), result.week);
      refresh(weekId);
      const { title, message } = importSuccess(words, result);
      let used = false;
      showUndoToast(toast, {
        title,
        message,
        altText: t('exchange:import.undo'),
        onUndo: () => {
          if (used) return;
          used = true;
          undoImport(result.undo.token)
            .then(() => toast.success(t('schedule:undo.undone'), title))
            .catch((error: unknown) => toast.error(t('schedule:undo.failed'), errorMessage(error)))
            .finally(() => {
              void queryClient.invalidateQueries({ queryKey: weekQueryKey(weekId) });
              refresh(weekId);
            });
        },
      });
    },
  });
}
