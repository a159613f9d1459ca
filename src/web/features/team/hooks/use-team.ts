import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { answersEarlyRead } from '../../../lib/first-reads';
import { accessQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { fetchStationSettings, fetchTeam } from '../api/team-api';

export const teamOverviewKey = [...teamQueryKey, 'overview'] as const;
export const stationSettingsKey = [...teamQueryKey, 'settings'] as const;

/** Members and invitations, refreshed by live team changes (the 'team' event). */
export function useTeam() {
  return useQuery(teamQuery);
}

export function useStationSettings() {
  return useQuery(stationSettingsQuery);
}

const teamQuery = queryOptions({
  queryKey: teamOverviewKey,
  queryFn: ({ signal }) => fetchTeam(signal),
});
answersEarlyRead('/api/team', () => teamQuery);
const stationSettingsQuery = queryOptions({
  queryKey: stationSettingsKey,
  queryFn: ({ signal }) => fetchStationSettings(signal),
});
answersEarlyRead('/api/station-settings', () => stationSettingsQuery);

/**
 * A team change with a toast either way. The lists and what the manager may do (the waiting
 * badge, their own role) are read again afterwards.
 */
export function useTeamChange<A>(
  run: (args: A) => Promise<unknown>,
  texts: { success: (args: A) => [string, string?]; failure: string },
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, args) => toast.success(...texts.success(args)),
    onError: (error) => toast.error(texts.failure, errorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKey }),
        queryClient.invalidateQueries({ queryKey: accessQueryKey }),
      ]),
  });
}
