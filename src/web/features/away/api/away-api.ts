import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AwayPeriod, MyAwayAnswer } from '../../../../shared/away/away-periods';
import { away } from '../../../i18n/namespaces/away';
import { useT } from '../../../i18n/use-t';
import type { AwayInput } from '../../../../shared/schemas/away';
import { useToast } from '../../../components/ui/toast/toast-context';
import { apiFetch } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import {
  awayQueryKey,
  djAwayQueryKey,
  fillInsQueryKey,
  myAwayQueryKey,
  weekQueryKey,
  weeksQueryKey,
} from '../../../lib/query-keys';
import { useAccess } from '../../../lib/use-access';

const periodsPath = (djId: string, id?: string) =>
  `/api/djs/${djId}/away-periods${id ? `/${id}` : ''}`;

/** GET /api/my-away-periods: the member's own DJ entries and their away dates (My Shows). */
export function useMyAway() {
  const { access } = useAccess();
  return useQuery({
    queryKey: myAwayQueryKey(access?.ownDjIds ?? []),
    queryFn: ({ signal }) => apiFetch<MyAwayAnswer>('/api/my-away-periods', { signal }),
    enabled: access !== undefined,
  });
}

/** GET /api/djs/:id/away-periods: one DJ entry's away dates (DJ Library, managers). */
export function useDjAway(djId: string) {
  return useQuery({
    queryKey: djAwayQueryKey(djId),
    queryFn: ({ signal }) =>
      apiFetch<{ periods: AwayPeriod[] }>(periodsPath(djId), { signal }).then((r) => r.periods),
  });
}

export type SaveAwayRequest = { djId: string; id?: string; input: AwayInput };

/**
 * Adds or changes away dates, then reads the lists and the weeks again (their "host away" flags
 * and counts follow); the live event refreshes colleagues' screens.
 */
export function useSaveAway() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(away);
  return useMutation({
    mutationFn: ({ djId, id, input }: SaveAwayRequest) =>
      apiFetch<{ period: AwayPeriod }>(periodsPath(djId, id), {
        method: id ? 'PUT' : 'POST',
        json: input,
      }).then((r) => r.period),
    onSuccess: (saved) => {
      toast.success(t('away:saved'), `${saved.djName}`);
      refreshAfterAway(queryClient);
    },
    onError: (error) => toast.error(t('away:saveFailed'), errorMessage(error)),
  });
}

export function useDeleteAway() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(away);
  return useMutation({
    mutationFn: (period: AwayPeriod) =>
      apiFetch<unknown>(periodsPath(period.djId, period.id), { method: 'DELETE' }),
    onSuccess: (_, period) => {
      toast.success(t('away:deleted'), period.djName);
      refreshAfterAway(queryClient);
    },
    onError: (error) => toast.error(t('away:deleteFailed'), errorMessage(error)),
  });
}

function refreshAfterAway(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: awayQueryKey });
  void queryClient.invalidateQueries({ queryKey: fillInsQueryKey });
  void queryClient.invalidateQueries({ queryKey: [weekQueryKey('')[0]] });
  void queryClient.invalidateQueries({ queryKey: weeksQueryKey });
}
