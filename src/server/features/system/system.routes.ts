import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PublicConfig } from '../../../shared/api';
import type { AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { mailboxRefusal } from '../../mail/mailbox-access';

/** GET /api/health and GET /api/config: open to everyone. */
export function systemRoutes(config: PublicConfig) {
  return (
    new Hono<AppEnv>()
      .get('/health', async (c) => {
        try {
          await c.var.db.execute(sql`select 1`);
          return c.json({ status: 'ok', database: 'ok' });
        } catch {
          return c.json(errorBody('database_unavailable', 'The database is not reachable.'), 503);
        }
      })
      // The sign-in page points to the mailbox only for a browser the mailbox would answer.
      .get('/config', (c) =>
        c.json({ ...config, outboxMail: config.outboxMail && !mailboxRefusal(c) }),
      )
  );
}
