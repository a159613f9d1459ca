import type { CopyOutcome } from '../../../../server/features/schedule/copy-week.service';
import type { CopyRequest } from '../../../../shared/schedule/copy-week';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/weeks/:id/copy: the week's programme to the following weeks, all or nothing. */
export async function copyWeek(weekId: string, request: CopyRequest): Promise<CopyOutcome[]> {
  const path = `/api/weeks/${encodeURIComponent(weekId)}/copy`;
  return (await apiFetch<{ outcomes: CopyOutcome[] }>(path, { method: 'POST', json: request }))
    .outcomes;
}
