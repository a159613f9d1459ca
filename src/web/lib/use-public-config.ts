import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/api';
import { apiFetch } from './api-client';

/** GET /api/config: station time zone, version, and whether mail stays in the local outbox. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    // No abort signal: the answer never changes, so a page leaving mid-request should let it
    // finish into the cache rather than cancel it and leave the next page waiting for a retry.
    queryFn: () => apiFetch<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
