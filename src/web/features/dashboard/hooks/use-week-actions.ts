import { useLanguage } from '../../../i18n/language-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STATUS_MESSAGES } from '../../../../shared/schedule/placement';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { useToast } from '../../../components/ui/toast/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';
import { changeStatus, deleteWeek } from '../api/dashboard-api';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { weekName } from '../dashboard-view';

export type WeekAction = 'finalize' | 'revert' | 'delete';

/** What a failed action is called when the server gives no reason of its own (SPEC.md §8). */
const FAILED = {
  finalize: 'dashboard:error.finalize',
  revert: 'dashboard:error.revert',
  delete: 'dashboard:error.delete',
} as const satisfies Record<WeekAction, string>;

const DONE = {
  finalize: { title: 'dashboard:toast.finalized', message: 'dashboard:toast.finalizedText' },
  revert: { title: 'dashboard:toast.reverted', message: 'dashboard:toast.revertedText' },
  delete: { title: 'dashboard:toast.deleted', message: 'dashboard:toast.deletedText' },
} as const satisfies Record<WeekAction, { title: string; message: string }>;

type Vars = { week: WeekSummary; action: WeekAction; acceptGaps?: boolean };

/**
 * Finalize, Revert to Draft and Delete from the dashboard, each told with a toast. Finalizing a
 * week the list shows with overlaps is refused at once with the spec's message; a refusal from
 * the server (the same one if overlaps appeared meanwhile) is shown in its words; any
 * other failure with the spec's message and the reason. The list is reloaded either way, and the
 * action counts as busy until it is, so a row never shows its old status as if nothing happened.
 */
export function useWeekActions() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(dashboard);
  const [gapsQuestion, setGapsQuestion] = useState<{
    week: WeekSummary;
    message: string;
  } | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ week, action, acceptGaps }: Vars) => {
      if (action === 'delete') {
        await deleteWeek(week.id);
        return null;
      }
      return changeStatus(week.id, action, acceptGaps);
    },
    onSuccess: (updated, { week, action }) => {
      if (updated) queryClient.setQueryData(weekQueryKey(week.id), updated);
      else queryClient.removeQueries({ queryKey: weekQueryKey(week.id), exact: true });
      toast.success(
        t(DONE[action].title),
        t(DONE[action].message, { week: weekName(week, language) }),
      );
    },
    onError: (error, { week, action }) => {
      if (error instanceof ApiError && error.code === 'unfilled_confirm') {
        // "Ask before finalizing" (decision 0070): the server's question, with the gaps listed.
        setGapsQuestion({ week, message: error.message });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error(error.message, weekName(week, language));
      } else {
        toast.error(t(FAILED[action]), errorMessage(error));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeksQueryKey }),
  });

  return {
    /** The open "Finalize with 12 h unfilled? …" question, if the station asks it. */
    gapsQuestion,
    /** Finalizes with the gaps (yes) or leaves the week as it is (no). */
    answerGaps: (finalize: boolean) => {
      const asked = gapsQuestion;
      setGapsQuestion(null);
      if (finalize && asked) {
        mutation.mutate({ week: asked.week, action: 'finalize', acceptGaps: true });
      }
    },
    /** `onDone` runs after a success, once the list shows it. */
    run: (week: WeekSummary, action: WeekAction, onDone?: () => void) => {
      // The row already says the week has overlaps: the server would refuse with this message.
      if (action === 'finalize' && week.hasOverlaps) {
        toast.error(STATUS_MESSAGES.finalizeOverlaps, weekName(week, language));
        return;
      }
      mutation.mutate({ week, action }, { onSuccess: onDone });
    },
    /** The action under way on a week, if any. */
    pendingFor: (weekId: string): WeekAction | null =>
      mutation.isPending && mutation.variables.week.id === weekId
        ? mutation.variables.action
        : null,
  };
}
