import type { ImportResult } from '../../../../server/features/schedule/import.service';
import type { ImportPlan } from '../../../../shared/exchange/import-plan';
import { apiFetch } from '../../../lib/api-client';

export type ImportRequest = { weekId: string; file: File; sourceWeek: string | null };

const importPath = (weekId: string) => `/api/weeks/${encodeURIComponent(weekId)}/import`;

function formOf({ file, sourceWeek }: ImportRequest): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (sourceWeek) form.append('sourceWeek', sourceWeek);
  return form;
}

/** POST /api/weeks/:id/import/preview: what importing the file would do; nothing is written. */
export async function previewImport(request: ImportRequest): Promise<ImportPlan> {
  const path = `${importPath(request.weekId)}/preview`;
  return (await apiFetch<{ plan: ImportPlan }>(path, { method: 'POST', body: formOf(request) }))
    .plan;
}

/** POST /api/weeks/:id/import: the server plans the same file again and writes it, all or nothing. */
export async function confirmImport(request: ImportRequest): Promise<ImportResult> {
  return apiFetch<ImportResult>(importPath(request.weekId), {
    method: 'POST',
    body: formOf(request),
  });
}
