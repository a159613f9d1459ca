import type { DashboardStats, WeekSummary, WeekView } from '../../../../shared/schemas/schedule';
import { apiFetch } from '../../../lib/api-client';

export type WeeksOverview = { weeks: WeekSummary[]; stats: DashboardStats };

const weekPath = (weekId: string) => `/api/weeks/${encodeURIComponent(weekId)}`;

/** GET /api/weeks: every week with its counts, and the totals (recurring instances included). */
export function fetchWeeksOverview(signal?: AbortSignal): Promise<WeeksOverview> {
  return apiFetch<WeeksOverview>('/api/weeks', { signal });
}

/** POST /api/weeks/:date: the week holding the date, stored (not started) if it is new. */
export async function openWeek(date: string): Promise<WeekView> {
  return (await apiFetch<{ week: WeekView }>(weekPath(date), { method: 'POST' })).week;
}

/** POST /api/weeks/:id/status: Finalize (with its gaps once confirmed) or Revert to Draft. */
export async function changeStatus(
  weekId: string,
  action: 'finalize' | 'revert',
  acceptGaps = false,
): Promise<WeekView> {
  const answer = await apiFetch<{ week: WeekView }>(`${weekPath(weekId)}/status`, {
    method: 'POST',
    json: acceptGaps ? { action, acceptGaps } : { action },
  });
  return answer.week;
}

/** DELETE /api/weeks/:id: the week and its shows (past weeks are refused). */
export async function deleteWeek(weekId: string): Promise<void> {
  await apiFetch<null>(weekPath(weekId), { method: 'DELETE' });
}
