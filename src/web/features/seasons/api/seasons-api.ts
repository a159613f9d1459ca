import type { CarryPreview, Season, SeasonInput } from '../../../../shared/schedule/seasons';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/seasons: every season, earliest first. */
export async function fetchSeasons(signal?: AbortSignal): Promise<Season[]> {
  return (await apiFetch<{ seasons: Season[] }>('/api/seasons', { signal })).seasons;
}

/** POST /api/seasons, or PATCH /api/seasons/:id when `id` is given. */
export async function saveSeason(input: SeasonInput & { id?: string }): Promise<Season> {
  const { id, ...season } = input;
  const path = id ? `/api/seasons/${encodeURIComponent(id)}` : '/api/seasons';
  return (await apiFetch<{ season: Season }>(path, { method: id ? 'PATCH' : 'POST', json: season }))
    .season;
}

export function deleteSeason(id: string): Promise<unknown> {
  return apiFetch(`/api/seasons/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** GET /api/seasons/:id/carry: what carrying it forward would do. */
export async function fetchCarryPreview(id: string, signal?: AbortSignal): Promise<CarryPreview> {
  return (
    await apiFetch<{ preview: CarryPreview }>(`/api/seasons/${encodeURIComponent(id)}/carry`, {
      signal,
    })
  ).preview;
}

export type CarryAnswer = {
  carried: string[];
  skipped: string[];
  undo: { token: string; kind: 'season-carry' } | null;
};

/** POST /api/seasons/:id/carry. */
export function carrySeason(id: string, seriesIds: string[]): Promise<CarryAnswer> {
  return apiFetch<CarryAnswer>(`/api/seasons/${encodeURIComponent(id)}/carry`, {
    method: 'POST',
    json: { seriesIds },
  });
}

/** Undo of a carry: the token goes back to the one restore route (DESIGN.md D13). */
export function undoCarry(token: string): Promise<{ week: WeekView }> {
  return apiFetch<{ week: WeekView }>('/api/scheduled-shows/restore', {
    method: 'POST',
    json: { token },
  });
}
