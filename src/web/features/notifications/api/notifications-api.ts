import type { NoticeSettings, NoticeView } from '../../../../shared/notifications/kinds';
import { apiFetch } from '../../../lib/api-client';

export type NoticePage = { notices: NoticeView[]; more: boolean; unread: number };

/** GET /api/notifications?page=n: the member's notices, newest first. */
export function fetchNotices(page: number, signal?: AbortSignal): Promise<NoticePage> {
  return apiFetch<NoticePage>(`/api/notifications?page=${page}`, { signal });
}

/** GET /api/notifications/unread: the bell's count. */
export async function fetchUnread(signal?: AbortSignal): Promise<number> {
  return (await apiFetch<{ unread: number }>('/api/notifications/unread', { signal })).unread;
}

/** POST /api/notifications/:id/read, or /read-all without an id. */
export async function markNoticesRead(id?: string): Promise<number> {
  const path = id ? `/api/notifications/${id}/read` : '/api/notifications/read-all';
  return (await apiFetch<{ unread: number }>(path, { method: 'POST' })).unread;
}

export async function fetchNoticeSettings(signal?: AbortSignal): Promise<NoticeSettings> {
  return (await apiFetch<{ settings: NoticeSettings }>('/api/notifications/settings', { signal }))
    .settings;
}

export async function changeNoticeSettings(
  change: Partial<NoticeSettings>,
): Promise<NoticeSettings> {
  const answer = await apiFetch<{ settings: NoticeSettings }>('/api/notifications/settings', {
    method: 'PATCH',
    json: change,
  });
  return answer.settings;
}
