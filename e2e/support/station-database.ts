import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * An e2e server's embedded database, for setting up what the app itself can no longer write:
 * a week that is past now and was stored while it was current. The server is named by its log
 * file, which global-setup puts in the server's data directory; PostgreSQL's port is in its
 * postmaster.pid and the password where the server keeps it.
 */
function stationDatabaseUrl(logFile: string): string {
  const dataDir = path.dirname(logFile);
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port?.trim()}/postgres`;
}

/** Stores a week (not started) as a visit by an earlier version, or a week now past, left it. */
export async function storeWeekDirectly(
  serverLog: string,
  weekId: string,
  weekEnd: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: stationDatabaseUrl(serverLog) });
  await client.connect();
  try {
    await client.query(
      'insert into weekly_schedules (id, start_date, end_date) values ($1, $1, $2) on conflict do nothing',
      [weekId, weekEnd],
    );
  } finally {
    await client.end();
  }
}
