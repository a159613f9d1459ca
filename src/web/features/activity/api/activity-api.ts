import type { ActivityKind, ActivityPage } from '../../../../shared/activity/activity-entry';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/weeks/:date/activity: a page of a week's history, newest first. */
export function fetchWeekActivity(
  weekId: string,
  cursor: string | null,
  signal?: AbortSignal,
  limit = 20,
): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<ActivityPage>(`/api/weeks/${encodeURIComponent(weekId)}/activity?${query}`, {
    signal,
  });
}

/** The station log's filters as the page holds them; empty means "any". */
export type StationActivityFilters = {
  member: string;
  kind: ActivityKind | '';
  from: string;
  to: string;
  week: string;
};

/** GET /api/activity: a page of the station's log, newest first, filtered. */
export function fetchStationActivity(
  filters: StationActivityFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: '50' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return apiFetch<ActivityPage>(`/api/activity?${query}`, { signal });
}

/** GET /api/activity/actors: the members named in the log, for the member filter. */
export async function fetchActivityActors(
  signal?: AbortSignal,
): Promise<{ id: string; name: string }[]> {
  const { actors } = await apiFetch<{ actors: { id: string; name: string }[] }>(
    '/api/activity/actors',
    { signal },
  );
  return actors;
}
