import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AskFillInInput,
  AwayFillInsAnswer,
  AwayFillInsPreview,
  FillInAction,
  FillInListAnswer,
  FillInReadAnswer,
  FillInRequestView,
} from '../../../../shared/schemas/fill-ins';
import { useToast } from '../../../components/ui/toast/toast-context';
import { fillIns } from '../../../i18n/namespaces/fill-ins';
import { useT } from '../../../i18n/use-t';
import { apiFetch } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { fillInsQueryKey, weekQueryKey, weeksQueryKey } from '../../../lib/query-keys';

export type FillInView = FillInListAnswer['view'];

/** Each action's toast when it worked. */
const DONE = {
  take: 'fillIns:done.take',
  withdraw: 'fillIns:done.withdraw',
  'give-back': 'fillIns:done.giveBack',
  approve: 'fillIns:done.approve',
  decline: 'fillIns:done.decline',
} as const satisfies Record<FillInAction, string>;

/**
 * GET /api/fill-ins?view=…: what the member can take, asked for, or (managers) all. "You can
 * take" comes a page at a time (its `next`, decision 0075); the other lists are one page.
 */
export function useFillIns(view: FillInView, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...fillInsQueryKey, 'list', view],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FillInListAnswer>(
        `/api/fill-ins?view=${view}${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    select: (data) => ({
      requests: data.pages.flatMap((page) => page.requests),
      more: data.pages.at(-1)?.next != null,
    }),
    enabled,
  });
}

/** GET /api/fill-ins/:id: one request and what the reader may do with it. */
export function useFillIn(id: string) {
  return useQuery({
    queryKey: [...fillInsQueryKey, 'one', id],
    queryFn: ({ signal }) => apiFetch<FillInReadAnswer>(`/api/fill-ins/${id}`, { signal }),
    retry: false,
  });
}

/** GET /api/fill-ins/away/:awayId: how many of an away period's airings there are to ask for. */
export function useAwayFillInsPreview(awayId: string) {
  return useQuery({
    queryKey: [...fillInsQueryKey, 'away', awayId],
    queryFn: ({ signal }) =>
      apiFetch<AwayFillInsPreview>(`/api/fill-ins/away/${awayId}`, { signal }),
  });
}

/**
 * After any change: the requests, and the weeks (a take or give back hands the airing over). The
 * live "fillins" event does the same for colleagues' screens.
 */
function refreshAfterFillIn(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: fillInsQueryKey });
  void queryClient.invalidateQueries({ queryKey: [weekQueryKey('')[0]] });
  void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
}

/**
 * Take, Withdraw, Give it back, Approve, Decline. A refusal (the race's "Already taken by Sam")
 * is the caller's to show beside the buttons, where the member is looking; the request is read
 * again either way, so the page shows where it stands now.
 */
export function useFillInAction(id: string, version: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(fillIns);
  return useMutation({
    mutationFn: (action: FillInAction) =>
      // The version seen: an Approve or Decline of a take that changed since is refused.
      apiFetch<{ request: FillInRequestView }>(`/api/fill-ins/${id}/${action}`, {
        method: 'POST',
        json: { version },
      }).then((r) => r.request),
    onSuccess: (request, action) => {
      const pending = action === 'take' && request.state === 'pending-approval';
      toast.success(t(pending ? 'fillIns:done.pending' : DONE[action]));
    },
    onSettled: () => refreshAfterFillIn(queryClient),
  });
}

/** "Ask for a fill-in" for one airing. */
export function useAskFillIn() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(fillIns);
  return useMutation({
    mutationFn: (input: AskFillInInput) =>
      apiFetch<{ request: FillInRequestView }>('/api/fill-ins', {
        method: 'POST',
        json: input,
      }).then((r) => r.request),
    onSuccess: (request) => {
      toast.success(t('fillIns:asked'), t('fillIns:askedDetail', { show: request.showName }));
      refreshAfterFillIn(queryClient);
    },
  });
}

/** "Ask for fill-ins for the N airings while you're away", in one step. */
export function useAskAwayFillIns(awayId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(fillIns);
  return useMutation({
    mutationFn: () =>
      apiFetch<AwayFillInsAnswer>(`/api/fill-ins/away/${awayId}`, { method: 'POST', json: {} }),
    onSuccess: (answer) => {
      toast.success(t('fillIns:away.made', { made: answer.made, skipped: answer.skipped }));
      refreshAfterFillIn(queryClient);
    },
    onError: (error) => toast.error(t('fillIns:away.failed'), errorMessage(error)),
  });
}
