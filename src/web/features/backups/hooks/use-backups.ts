import { useQuery } from '@tanstack/react-query';
import { backupsQueryKey } from '../../../lib/query-keys';
import { useAccess } from '../../../lib/use-access';
import { fetchBackups } from '../api/backups-api';

const WHILE_RUNNING_MS = 2_000;
const OTHERWISE_MS = 5 * 60_000;

/**
 * The station's backups, for station managers only (others are never asked for them). Looked at
 * again every two seconds while a backup runs, so the list shows it as soon as it is verified.
 */
export function useBackups() {
  const { can } = useAccess();
  return useQuery({
    queryKey: backupsQueryKey,
    queryFn: ({ signal }) => fetchBackups(signal),
    enabled: can('settings.manage'),
    refetchInterval: (query) => (query.state.data?.running ? WHILE_RUNNING_MS : OTHERWISE_MS),
  });
}
