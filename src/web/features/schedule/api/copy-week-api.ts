import type { CopyAnswer } from '../../../../server/features/schedule/copy-week/copy-week.service';
import type { CopyWeekPlan } from '../../../../shared/schedule/copy-plan';
import type { CopyRequest } from '../../../../shared/schedule/copy-week';
import { apiFetch } from '../../../lib/api-client';

const copyPath = (weekId: string) => `/api/weeks/${encodeURIComponent(weekId)}/copy`;

/** POST /api/weeks/:id/copy/preview: per target week what a copy would do; nothing is written. */
export async function previewCopy(
  weekId: string,
  request: CopyRequest,
  signal?: AbortSignal,
): Promise<CopyWeekPlan[]> {
  return (
    await apiFetch<{ weeks: CopyWeekPlan[] }>(`${copyPath(weekId)}/preview`, {
      method: 'POST',
      json: request,
      signal,
    })
  ).weeks;
}

/** POST /api/weeks/:id/copy: the week's programme to the following weeks, all or nothing. */
export async function copyWeek(
  weekId: string,
  request: CopyRequest,
  idempotencyKey?: string,
): Promise<CopyAnswer> {
  return apiFetch<CopyAnswer>(copyPath(weekId), { method: 'POST', json: request, idempotencyKey });
}
