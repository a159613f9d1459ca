import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  nextStatus,
  type StatusAction,
  type WeekStatus,
} from '../../../../shared/schedule/placement';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { weekQueryKey } from '../../../lib/query-keys';
import { changeWeekStatus } from '../api/weeks-api';
import { weekClashTexts } from '../week-clashes';
import { useStoreWeek } from './use-week';
import { useScheduleWords } from '../schedule-words';
import { useClock } from '../../../lib/use-clock';

/** What a failed change is called when the server gives no reason of its own (SPEC.md §8). */
const FAILED = {
  // The spec names no message for a failed Save Draft; this follows the finalize one.
  'save-draft': 'schedule:error.saveDraft',
  finalize: 'schedule:error.finalize',
  revert: 'schedule:error.revert',
} as const satisfies Record<StatusAction, string>;

export type GapsQuestion = { weekId: string; message: string };

/** Save Draft and Finalize show at once (SPEC.md §4); Revert waits for the server. */
const OPTIMISTIC: ReadonlySet<StatusAction> = new Set(['save-draft', 'finalize']);

type Vars = { weekId: string; action: StatusAction; acceptGaps?: boolean };

/**
 * Changes a week's status. Save Draft and Finalize update the badge at once and roll back (draft
 * to not-started, finalized to draft) if the server refuses; the refusal is told in a toast with
 * the spec's message. Finalize with overlaps is refused before asking the server.
 */
export function useWeekStatus() {
  const queryClient = useQueryClient();
  const storeWeek = useStoreWeek();
  const toast = useToast();
  const words = useScheduleWords();
  const { t } = words;
  const timeFormat = useClock();
  const [gapsQuestion, setGapsQuestion] = useState<GapsQuestion | null>(null);

  const mutation = useMutation({
    mutationFn: ({ weekId, action, acceptGaps }: Vars) =>
      changeWeekStatus(weekId, action, acceptGaps),
    onMutate: async ({ weekId, action }): Promise<{ before: WeekStatus } | undefined> => {
      if (!OPTIMISTIC.has(action)) return undefined;
      const key = weekQueryKey(weekId);
      await queryClient.cancelQueries({ queryKey: key });
      const week = queryClient.getQueryData<WeekView>(key);
      const to = week && nextStatus(week.status, action);
      if (!week || !to) return undefined;
      queryClient.setQueryData<WeekView>(key, { ...week, status: to });
      return { before: week.status };
    },
    onSuccess: storeWeek,
    onError: (error, { weekId, action }, context) => {
      if (context) {
        // Only the status goes back: blocks saved meanwhile stay.
        queryClient.setQueryData<WeekView>(weekQueryKey(weekId), (week) =>
          week ? { ...week, status: context.before } : week,
        );
      }
      if (error instanceof ApiError && error.code === 'overlaps') {
        toast.error(t('schedule:finalizeOverlaps'));
      } else if (error instanceof ApiError && error.code === 'unfilled_confirm') {
        // "Ask before finalizing" (decision 0070): the server's question, with the gaps listed.
        setGapsQuestion({ weekId, message: error.message });
      } else if (error instanceof ApiError && error.code === 'unfilled_time') {
        toast.error(error.message);
      } else {
        toast.error(t(FAILED[action]), errorMessage(error));
      }
    },
  });

  return {
    /** The open "Finalize with 12 h unfilled? …" question, if the station asks it. */
    gapsQuestion,
    /** Finalizes with the gaps (yes) or leaves the week as it is (no). */
    answerGaps(finalize: boolean) {
      const asked = gapsQuestion;
      setGapsQuestion(null);
      if (finalize && asked) {
        mutation.mutate({ weekId: asked.weekId, action: 'finalize', acceptGaps: true });
      }
    },
    isPending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables.action : null,
    change(week: WeekView, action: StatusAction) {
      if (action === 'finalize' && week.hasOverlaps) {
        // A DJ on two shows at once is always two overlapping shows here (one station, one
        // schedule): the refusal is the spec's, and it names the DJs so they can be sorted out.
        const clashes = weekClashTexts(week, timeFormat, words).lines;
        toast.error(
          t('schedule:finalizeOverlaps'),
          clashes.length > 0
            ? t('schedule:djClash.finalize', { lines: clashes.join('; ') })
            : undefined,
        );
        return;
      }
      mutation.mutate({ weekId: week.id, action });
    },
  };
}
