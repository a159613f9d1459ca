import type { Dj, DjInput } from '../../../../shared/schemas/dj';
import { apiFetch } from '../../../lib/api-client';

/** SPEC.md §9: DJ requests give up after 10 s. */
export const DJ_REQUEST_TIMEOUT_MS = 10_000;

/** GET /api/djs: every DJ, oldest first. */
export async function fetchDjs(signal?: AbortSignal): Promise<Dj[]> {
  const { djs } = await apiFetch<{ djs: Dj[] }>('/api/djs', {
    signal,
    timeoutMs: DJ_REQUEST_TIMEOUT_MS,
  });
  return djs;
}

/** POST /api/djs. */
export async function createDj(input: DjInput, idempotencyKey?: string): Promise<Dj> {
  const { dj } = await apiFetch<{ dj: Dj }>('/api/djs', {
    method: 'POST',
    json: input,
    idempotencyKey,
    timeoutMs: DJ_REQUEST_TIMEOUT_MS,
  });
  return dj;
}

/** PUT /api/djs/:id: replaces the DJ's fields. */
export async function updateDj(id: string, input: DjInput): Promise<Dj> {
  const { dj } = await apiFetch<{ dj: Dj }>(`/api/djs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    timeoutMs: DJ_REQUEST_TIMEOUT_MS,
  });
  return dj;
}

/** DELETE /api/djs/:id: the DJ is also taken off every show's DJ list. */
export async function deleteDj(id: string): Promise<void> {
  await apiFetch<null>(`/api/djs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    timeoutMs: DJ_REQUEST_TIMEOUT_MS,
  });
}
