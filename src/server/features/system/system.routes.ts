import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PublicConfig } from '../../../shared/api';
import type { DatabaseState, DatabaseWatch } from '../../db/database-watch';
import type { AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { mailboxRefusal } from '../../mail/mailbox-access';
import type { BackupService } from '../backups/backup-runner';
import { readStationSettings } from '../team/station-settings.service';

/**
 * GET /api/health and GET /api/config: open to everyone. Health answers 200 with
 * `{ status: 'ok', database: 'up' }`, or 503 with `status: 'degraded'` and `database: 'down'`
 * (waiting for it) or `'restarting'` (starting the embedded PostgreSQL again). A server that
 * makes backups adds `lastGoodBackupAt`: the time of the newest verified backup, or null.
 */
export function systemRoutes(
  config: PublicConfig,
  database?: Pick<DatabaseWatch, 'state' | 'check'>,
  backups?: Pick<BackupService, 'lastGoodAt'>,
) {
  return (
    new Hono<AppEnv>()
      .get('/health', async (c) => {
        let state: DatabaseState = database?.state() ?? 'up';
        if (state === 'up') {
          try {
            await c.var.db.execute(sql`select 1`);
          } catch {
            state = (await database?.check()) ?? 'down';
            if (state === 'up') state = 'down';
          }
        }
        const backup = backups
          ? { lastGoodBackupAt: await backups.lastGoodAt().catch(() => null) }
          : {};
        if (state === 'up') return c.json({ status: 'ok', database: 'up', ...backup });
        c.header('Retry-After', '5');
        const body = errorBody('database_unavailable', 'The database is not available right now.');
        return c.json({ status: 'degraded', database: state, ...backup, ...body }, 503);
      })
      // The sign-in page points to the mailbox only for a browser the mailbox would answer. The
      // zone and name are the station settings' (the config's zone while the database is away).
      .get('/config', async (c) => {
        const answer: PublicConfig = {
          ...config,
          outboxMail: config.outboxMail && !mailboxRefusal(c),
        };
        try {
          const settings = await readStationSettings(c.var.db);
          answer.signupPolicy = settings.signupPolicy;
          answer.stationTimeZone = settings.stationTimeZone;
          answer.stationName = settings.stationName;
          answer.stationLanguage = settings.stationLanguage;
        } catch {
          // The database is away: the web app still starts; sign-up answers for itself.
        }
        return c.json(answer);
      })
  );
}
