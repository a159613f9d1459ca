import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { localText } from '../../../shared/i18n/local-text';
import { HttpError } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import type { BackupService } from './backup-runner';

/**
 * /api/backups (station managers): GET the backups and their state; POST starts a backup now and
 * answers 202 at once (the page polls while `running`), or 409 while one is already running.
 */
export function backupRoutes(backups: BackupService | undefined) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('settings.manage'))
    .use('*', async (_c, next) => {
      if (!backups)
        throw new HttpError(404, 'backups_unavailable', localText('backups:refusal.unavailable'));
      await next();
    })
    .get('/', async (c) => c.json(await backups!.status()))
    .post('/', async (c) => {
      if (!backups!.startNow()) {
        throw new HttpError(409, 'backup_running', localText('backups:refusal.running'));
      }
      return c.json(await backups!.status(), 202);
    });
}
