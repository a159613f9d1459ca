import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/toast-context';
import { showsQueryKey, weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { confirmImport, previewImport, type ImportRequest } from '../api/import-api';
import { importSuccess } from '../import-texts';

/** The preview of a chosen file; refusals stay in the dialog (its error box), not in a toast. */
export function useImportPreview() {
  return useMutation({ mutationFn: (request: ImportRequest) => previewImport(request) });
}

/**
 * Confirms an import. The week comes back in the answer and is drawn at once; recreated series
 * reach later weeks and created shows join the library, so those are fetched again too.
 */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (request: ImportRequest) => confirmImport(request),
    onSuccess: (result, { weekId }) => {
      queryClient.setQueryData(weekQueryKey(weekId), result.week);
      void queryClient.invalidateQueries({
        queryKey: ['week'],
        predicate: (query) => query.queryKey[1] !== weekId,
      });
      void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
      void queryClient.invalidateQueries({ queryKey: showsQueryKey });
      const { title, message } = importSuccess(result);
      toast.success(title, message);
    },
  });
}
