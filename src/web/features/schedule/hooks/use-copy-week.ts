import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CopyRequest } from '../../../../shared/schedule/copy-week';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { weeksQueryKey } from '../../../lib/query-keys';
import { copyWeek, previewCopy } from '../api/copy-week-api';
import { undoOfDelete } from '../undo-plan';
import { useOfferUndo } from './use-undo';
import { copyResult } from '../copy-week-plan';
import { useStaleOtherWeeks } from './use-week';
import { useSeriesWords } from '../components/series/use-series-words';

/**
 * Copy Week: the server writes every target week in one transaction. Afterwards the person reads
 * how many weeks received the programme and which were left alone (finalized or past); the
 * copied weeks are fetched again when opened, the dashboard's list at once.
 */
export function useCopyWeek() {
  const staleOthers = useStaleOtherWeeks();
  const queryClient = useQueryClient();
  const toast = useToast();
  const offerUndo = useOfferUndo();
  const words = useSeriesWords();
  const { t } = words;
  return useMutation({
    mutationFn: ({
      weekId,
      request,
      idempotencyKey,
    }: {
      weekId: string;
      request: CopyRequest;
      idempotencyKey?: string;
    }) => copyWeek(weekId, request, idempotencyKey),
    onSuccess: ({ outcomes, undo }, { weekId }) => {
      void staleOthers(weekId);
      void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
      const { copiedWeeks, skipped } = copyResult(outcomes, words);
      if (copiedWeeks === 0) {
        toast.info(t('series:copy.nothingCopied'), skipped ?? undefined);
        return;
      }
      // The spec's success text, with Undo: it takes away exactly what this copy wrote.
      if (undo)
        offerUndo({
          title: t('series:copy.done', { weeks: copiedWeeks }),
          undone: t('series:copy.undone', { weeks: copiedWeeks }),
          weekId,
          plan: () => undoOfDelete(weekId, undo),
        });
      else toast.success(t('series:copy.done', { weeks: copiedWeeks }));
      if (skipped) toast.info(skipped);
    },
    onError: (error) => toast.error(t('series:copy.failed'), errorMessage(error)),
  });
}

/**
 * The server's preview of a copy: per target week what is already there, what would overlap,
 * and which weeks are finalized or past, read again as the input changes.
 */
export function useCopyPreview(weekId: string, request: CopyRequest | null) {
  return useQuery({
    queryKey: ['copy-preview', weekId, request],
    queryFn: ({ signal }) => previewCopy(weekId, request!, signal),
    enabled: request !== null,
    staleTime: 0,
  });
}
