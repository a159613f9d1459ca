import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import type { PlacementChanges, WeekView } from '../../../../shared/schemas/schedule';
import type {
  EditSeriesInput,
  EndSeriesInput,
  SeriesChangeAnswer,
  SeriesDetails,
} from '../../../../shared/schemas/series';
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
  seasonId?: string,
  isRepeat?: boolean,
): Promise<{ week: WeekView; undo: UndoOffer }> {
  const path = `/api/scheduled-shows/${encodeURIComponent(scheduledShowId)}/series`;
  return apiFetch(path, { method: 'POST', json: { rule, seasonId, isRepeat }, idempotencyKey });
}

/** POST .../exception: "Edit This Instance", saved: the instance stored as an exception, changed. */
export function createException(seriesId: string, date: string, changes: PlacementChanges) {
  return apiFetch<{ exceptionId: string; week: WeekView }>(
    `${instancePath(seriesId, date)}/exception`,
    { method: 'POST', json: changes },
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

/** POST /api/series/:id/edit: Edit Series (a preview writes nothing and lists what it drops). */
export function editSeries(seriesId: string, input: EditSeriesInput) {
  return apiFetch<SeriesChangeAnswer>(`/api/series/${encodeURIComponent(seriesId)}/edit`, {
    method: 'POST',
    json: input,
  });
}

/** POST /api/series/:id/end: End Series Here, the series' last show is on `date`. */
export function endSeries(seriesId: string, input: EndSeriesInput) {
  return apiFetch<SeriesChangeAnswer>(`/api/series/${encodeURIComponent(seriesId)}/end`, {
    method: 'POST',
    json: input,
  });
}

/** POST /api/series/:id/skip-first: Skip This Date on the series' first show. */
export async function skipFirstDate(seriesId: string): Promise<WeekView> {
  const path = `/api/series/${encodeURIComponent(seriesId)}/skip-first`;
  return (await apiFetch<WeekAnswer>(path, { method: 'POST' })).week;
}

/** GET /api/series/:id: the series Edit Series starts from. */
export async function fetchSeries(seriesId: string, signal?: AbortSignal) {
  const path = `/api/series/${encodeURIComponent(seriesId)}`;
  return (await apiFetch<{ series: SeriesDetails }>(path, { signal })).series;
}
