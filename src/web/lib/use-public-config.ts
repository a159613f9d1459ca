import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/api';
import { apiFetch } from './api-client';

/** GET /api/config: station time zone, version, and whether mail stays in the local outbox. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiFetch<PublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });
}
