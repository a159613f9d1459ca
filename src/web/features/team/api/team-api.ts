import type { Role } from '../../../../shared/team/roles';
import type {
  StationSettings,
  StationSettingsChange,
} from '../../../../shared/team/station-settings';
import type { InvitationInput } from '../../../../shared/schemas/team';
import type { TeamOverview } from '../../../../shared/team/team-api';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/team: members and invitations. */
export function fetchTeam(signal?: AbortSignal): Promise<TeamOverview> {
  return apiFetch<TeamOverview>('/api/team', { signal });
}

export type StatusMove = 'approve' | 'decline' | 'suspend' | 'reactivate';

/** POST /api/team/members/:id/{approve|decline|suspend|reactivate}. */
/** POST /api/team/members/:id/{move}; an approval may name the role the member joins with. */
export function moveMember(id: string, move: StatusMove, role?: Role): Promise<unknown> {
  return apiFetch(`/api/team/members/${encodeURIComponent(id)}/${move}`, {
    method: 'POST',
    ...(role && { json: { role } }),
  });
}

export function changeRole(id: string, role: Role): Promise<unknown> {
  return apiFetch(`/api/team/members/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    json: { role },
  });
}

export function linkDj(id: string, djId: string | null): Promise<unknown> {
  return apiFetch(`/api/team/members/${encodeURIComponent(id)}/dj`, {
    method: 'PUT',
    json: { djId },
  });
}

export function removeMember(id: string): Promise<unknown> {
  return apiFetch(`/api/team/members/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function createInvitation({
  idempotencyKey,
  ...input
}: InvitationInput & { idempotencyKey?: string }): Promise<unknown> {
  return apiFetch('/api/team/invitations', { method: 'POST', json: input, idempotencyKey });
}

export function revokeInvitation(id: string): Promise<unknown> {
  return apiFetch(`/api/team/invitations/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

/** GET /api/station-settings. */
export function fetchStationSettings(signal?: AbortSignal): Promise<StationSettings> {
  return apiFetch<{ settings: StationSettings }>('/api/station-settings', { signal }).then(
    (r) => r.settings,
  );
}

/** PATCH /api/station-settings: the changed fields only. */
export function saveStationSettings(change: StationSettingsChange): Promise<StationSettings> {
  return apiFetch<{ settings: StationSettings }>('/api/station-settings', {
    method: 'PATCH',
    json: change,
  }).then((r) => r.settings);
}
