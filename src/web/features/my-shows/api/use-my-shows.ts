import { useQuery } from '@tanstack/react-query';
import type { MyShowsAnswer } from '../../../../shared/team/my-shows';
import { apiFetch } from '../../../lib/api-client';
import { myShowsQueryKey } from '../../../lib/query-keys';
import { useAccess } from '../../../lib/use-access';

/** GET /api/my-shows: the signed-in member's upcoming shows (the server's default horizon). */
function fetchMyShows(signal?: AbortSignal): Promise<MyShowsAnswer> {
  return apiFetch<MyShowsAnswer>('/api/my-shows', { signal });
}

export function useMyShows() {
  const { access } = useAccess();
  return useQuery({
    queryKey: myShowsQueryKey(access?.ownDjIds ?? []),
    queryFn: ({ signal }) => fetchMyShows(signal),
    enabled: access !== undefined,
  });
}
