import pg from 'pg';
import { SERVER_PRESENCE_LOCK } from '../features/backups/database-tables';

const RETRY_MS = 2_000;

/**
 * Marks the database as used by a running server, for as long as this process lives: a shared
 * advisory lock held on a connection of its own, which `npm run restore` must take exclusively.
 * PostgreSQL frees the lock when the connection ends, however the server ends, so it never goes
 * stale. At start a restore under way is waited for; after a dropped connection the lock is
 * taken again as soon as the database answers.
 */
export async function holdServerPresence(
  databaseUrl: string,
  log: (message: string) => void,
): Promise<{ close: () => Promise<void> }> {
  let client: pg.Client | null = null;
  let closing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const take = async (firstTime: boolean) => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'radio-station-server',
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closing) return;
      client = null;
      retry = setTimeout(() => void take(false).catch(scheduleRetry), RETRY_MS);
      retry.unref();
    });
    await next.connect();
    const { rows } = await next.query<{ ok: boolean }>(
      'select pg_try_advisory_lock_shared($1) as ok',
      [SERVER_PRESENCE_LOCK],
    );
    if (!rows[0]!.ok) {
      if (firstTime)
        log('[backups] a restore is running on this database; waiting for it to finish');
      await next.query('select pg_advisory_lock_shared($1)', [SERVER_PRESENCE_LOCK]);
    }
    client = next;
  };
  const scheduleRetry = () => {
    if (closing) return;
    retry = setTimeout(() => void take(false).catch(scheduleRetry), RETRY_MS);
    retry.unref();
  };
  await take(true);
  return {
    close: async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
