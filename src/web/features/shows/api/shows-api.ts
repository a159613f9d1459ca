import type { Show, ShowInput } from '../../../../shared/schemas/show';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/shows: every show template, oldest first. */
export async function fetchShows(signal?: AbortSignal): Promise<Show[]> {
  const { shows } = await apiFetch<{ shows: Show[] }>('/api/shows', { signal });
  return shows;
}

/** POST /api/shows. */
export async function createShow(input: ShowInput, idempotencyKey?: string): Promise<Show> {
  const { show } = await apiFetch<{ show: Show }>('/api/shows', {
    method: 'POST',
    json: input,
    idempotencyKey,
  });
  return show;
}

/** PUT /api/shows/:id: replaces the template's fields. */
export async function updateShow(id: string, input: ShowInput): Promise<Show> {
  const { show } = await apiFetch<{ show: Show }>(`/api/shows/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
  });
  return show;
}

/** DELETE /api/shows/:id: shows already placed on weeks keep their snapshot. */
export async function deleteShow(id: string): Promise<void> {
  await apiFetch<null>(`/api/shows/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
