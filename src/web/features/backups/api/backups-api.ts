import type { BackupStatus } from '../../../../shared/backups/backup-status';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/backups: the backups, the last good one and whether one is running. */
export function fetchBackups(signal?: AbortSignal): Promise<BackupStatus> {
  return apiFetch<BackupStatus>('/api/backups', { signal });
}

/** POST /api/backups: starts a backup now; answers at once with the state (running). */
export function startBackup(): Promise<BackupStatus> {
  return apiFetch<BackupStatus>('/api/backups', { method: 'POST' });
}
