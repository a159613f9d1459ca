import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import type { WeekView } from '../../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../../shared/schemas/undo';
import { apiFetch } from '../../../lib/api-client';

type WeekAnswer = { week: WeekView };

const instancePath = (seriesId: string, date: string) =>
  `/api/series/${encodeURIComponent(seriesId)}/instances/${encodeURIComponent(date)}`;

/** POST /api/scheduled-shows/:id/series: the placed show becomes the first of a series. */
export async function createSeries(
  scheduledShowId: string,
  rule: RecurrenceRule,
  idempotencyKey?: string,
): Promise<{ week: WeekView; undo: UndoOffer }> {
  const path = `/api/scheduled-shows/${encodeURIComponent(scheduledShowId)}/series`;
  return apiFetch(path, { method: 'POST', json: { rule }, idempotencyKey });
}

/** POST .../exception: "Edit This Instance" stores the instance as an editable exception. */
export function createException(seriesId: string, date: string) {
  return apiFetch<{ exceptionId: string; week: WeekView }>(
    `${instancePath(seriesId, date)}/exception`,
    { method: 'POST' },
  );
}

/** POST .../removal: "Remove from Series" keeps the instance from being generated again. */
export async function removeInstance(seriesId: string, date: string): Promise<WeekView> {
  return (await apiFetch<WeekAnswer>(`${instancePath(seriesId, date)}/removal`, { method: 'POST' }))
    .week;
}

/** DELETE .../removal: Undo of "Remove from Series", the instance is generated again. */
export async function restoreInstance(seriesId: string, date: string): Promise<WeekView> {
  return (
    await apiFetch<WeekAnswer>(`${instancePath(seriesId, date)}/removal`, { method: 'DELETE' })
  ).week;
}
