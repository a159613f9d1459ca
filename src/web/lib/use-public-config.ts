import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/api';
import { apiFetch } from './api-client';
import { answersEarlyRead } from './first-reads';
import { configQueryKey } from './query-keys';

/**
 * GET /api/config: the station's zone and name, version, and whether mail stays in the local
 * outbox. Read once; a settings change (the 'team' event) reads it again.
 */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...configQuery, enabled });
}

const configQuery = queryOptions({
  queryKey: configQueryKey,
  // No abort signal: the answer rarely changes, so a page leaving mid-request should let it
  // finish into the cache rather than cancel it and leave the next page waiting for a retry.
  queryFn: () => apiFetch<PublicConfig>('/api/config'),
  staleTime: Infinity,
});
answersEarlyRead('/api/config', () => configQuery);
