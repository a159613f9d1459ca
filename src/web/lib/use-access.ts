import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Access } from '../../shared/team/access';
import { permission, type Action, type Permission } from '../../shared/team/permissions';
import { apiFetch } from './api-client';
import { answersEarlyRead } from './first-reads';
import { accessQueryKey } from './query-keys';

/** GET /api/access: the signed-in member's role, own DJ entries and the settings that decide. */
function fetchAccess(signal?: AbortSignal): Promise<Access> {
  return apiFetch<{ access: Access }>('/api/access', { signal }).then((r) => r.access);
}

const accessQuery = queryOptions({
  queryKey: accessQueryKey,
  queryFn: ({ signal }) => fetchAccess(signal),
  staleTime: 60_000,
});
answersEarlyRead('/api/access', () => accessQuery);

const LOADING: Permission = { allowed: false, reason: 'Checking what you may do…' };

export type AccessView = {
  access: Access | undefined;
  /** The permission table's answer for the signed-in member (refused while it loads). */
  permission: (action: Action) => Permission;
  can: (action: Action) => boolean;
  /** Whether a show with these DJs is the member's own (they host it). */
  hosts: (djIds: readonly string[]) => boolean;
  /** Whether a DJ entry is the member's own. */
  isOwnDj: (djId: string) => boolean;
};

/**
 * What the signed-in member may do, from the same table the server checks (DESIGN.md D12), so
 * an action is hidden or disabled with its reason instead of offered and then refused.
 */
export function useAccess(): AccessView {
  const { data: access } = useQuery(accessQuery);
  const decide = (action: Action) =>
    access ? permission(access.role, action, access.settings) : LOADING;
  return {
    access,
    permission: decide,
    can: (action) => decide(action).allowed,
    hosts: (djIds) => !!access && djIds.some((id) => access.ownDjIds.includes(id)),
    isOwnDj: (djId) => !!access && access.ownDjIds.includes(djId),
  };
}
