import type { StatusAction } from '../../../../shared/schedule/placement';
import type {
  AddPlacementInput,
  UpdatePlacementInput,
  WeekView,
} from '../../../../shared/schemas/schedule';
import type { RestoreRequest, UndoOffer } from '../../../../shared/schemas/undo';
import { apiFetch } from '../../../lib/api-client';

type WeekAnswer = { week: WeekView };

const weekPath = (weekId: string) => `/api/weeks/${encodeURIComponent(weekId)}`;
const placedPath = (id: string) => `/api/scheduled-shows/${encodeURIComponent(id)}`;

/** GET /api/weeks/:date: the week holding the date; one nobody has written to yet reads as not started. */
export async function fetchWeek(date: string, signal?: AbortSignal): Promise<WeekView> {
  return (await apiFetch<WeekAnswer>(weekPath(date), { signal })).week;
}

/**
 * POST /api/weeks/:id/status: Save Draft, Finalize or Revert to Draft; `acceptGaps` once the
 * person confirmed finalizing with the week's gaps (decision 0070).
 */
export async function changeWeekStatus(
  weekId: string,
  action: StatusAction,
  acceptGaps = false,
): Promise<WeekView> {
  const answer = await apiFetch<WeekAnswer>(`${weekPath(weekId)}/status`, {
    method: 'POST',
    json: acceptGaps ? { action, acceptGaps } : { action },
  });
  return answer.week;
}

/** POST /api/weeks/:id/shows: a library show dropped on the grid. */
export async function addPlacement(
  weekId: string,
  input: AddPlacementInput,
  idempotencyKey?: string,
): Promise<WeekView> {
  const answer = await apiFetch<WeekAnswer>(`${weekPath(weekId)}/shows`, {
    method: 'POST',
    json: input,
    idempotencyKey,
  });
  return answer.week;
}

/** PATCH /api/scheduled-shows/:id: move, resize or edit, based on `input.version`. */
export async function updatePlacement(id: string, input: UpdatePlacementInput): Promise<WeekView> {
  return (await apiFetch<WeekAnswer>(placedPath(id), { method: 'PATCH', json: input })).week;
}

/** DELETE /api/scheduled-shows/:id: the week without the show, and the token that undoes it. */
export function deletePlacement(id: string): Promise<{ week: WeekView; undo: UndoOffer }> {
  return apiFetch<{ week: WeekView; undo: UndoOffer }>(placedPath(id), { method: 'DELETE' });
}

/** POST /api/scheduled-shows/restore: Undo of a delete, by the token its answer carried. */
export async function restorePlacement(body: RestoreRequest): Promise<WeekView> {
  return (
    await apiFetch<WeekAnswer>('/api/scheduled-shows/restore', { method: 'POST', json: body })
  ).week;
}
