import type { ImportResult } from '../../../../server/features/schedule/import/import.service';
import type { ImportPlan, SeriesChoice } from '../../../../shared/exchange/import-plan/import-plan';
import { apiFetch } from '../../../lib/api-client';

export type ImportRequest = {
  weekId: string;
  file: File;
  sourceWeek: string | null;
  /** Per series of the file: "week-only" (the default when absent) or "recreate". */
  seriesChoices: Record<string, SeriesChoice>;
};

const importPath = (weekId: string) => `/api/weeks/${encodeURIComponent(weekId)}/import`;

function formOf({ file, sourceWeek, seriesChoices }: ImportRequest): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (sourceWeek) form.append('sourceWeek', sourceWeek);
  if (Object.keys(seriesChoices).length > 0)
    form.append('seriesChoices', JSON.stringify(seriesChoices));
  return form;
}

/** POST /api/weeks/:id/import/preview: what importing the file would do; nothing is written. */
export async function previewImport(request: ImportRequest): Promise<ImportPlan> {
  const path = `${importPath(request.weekId)}/preview`;
  return (await apiFetch<{ plan: ImportPlan }>(path, { method: 'POST', body: formOf(request) }))
    .plan;
}

/** POST /api/weeks/:id/import: the server plans the same file again and writes it, all or nothing. */
export async function confirmImport(
  request: ImportRequest,
  idempotencyKey?: string,
): Promise<ImportResult> {
  return apiFetch<ImportResult>(importPath(request.weekId), {
    method: 'POST',
    body: formOf(request),
    idempotencyKey,
  });
}

/** POST /api/scheduled-shows/restore: Undo of an import, by the token its answer carried. */
export async function undoImport(token: string): Promise<void> {
  await apiFetch('/api/scheduled-shows/restore', { method: 'POST', json: { token } });
}
