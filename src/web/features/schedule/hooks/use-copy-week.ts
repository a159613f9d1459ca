import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COPY_TEXTS } from '../../../../shared/messages/recurrence';
import {
  COPY_MESSAGES,
  copySuccessMessage,
  type CopyRequest,
} from '../../../../shared/schedule/copy-week';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { weeksQueryKey } from '../../../lib/query-keys';
import { copyWeek } from '../api/copy-week-api';
import { copyResult } from '../copy-week-plan';
import { useStaleOtherWeeks } from './use-week';

/**
 * Copy Week: the server writes every target week in one transaction. Afterwards the person reads
 * how many weeks received the programme and which were left alone (finalized or past); the
 * copied weeks are fetched again when opened, the dashboard's list at once.
 */
export function useCopyWeek() {
  const staleOthers = useStaleOtherWeeks();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ weekId, request }: { weekId: string; request: CopyRequest }) =>
      copyWeek(weekId, request),
    onSuccess: (outcomes, { weekId }) => {
      void staleOthers(weekId);
      void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
      const { copiedWeeks, skipped } = copyResult(outcomes);
      if (copiedWeeks === 0) {
        toast.info(COPY_TEXTS.nothingCopied, skipped ?? undefined);
        return;
      }
      toast.success(copySuccessMessage(copiedWeeks));
      if (skipped) toast.info(skipped);
    },
    onError: (error) => toast.error(COPY_MESSAGES.failed, errorMessage(error)),
  });
}
