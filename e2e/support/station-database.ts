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

export async function withStationDatabase<T>(
  serverLog: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: stationDatabaseUrl(serverLog) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Stores a week (not started) as a visit by an earlier version, or a week now past, left it. */
export async function storeWeekDirectly(
  serverLog: string,
  weekId: string,
  weekEnd: string,
): Promise<void> {
  await withStationDatabase(serverLog, (client) =>
    client.query(
      'insert into weekly_schedules (id, start_date, end_date) values ($1, $1, $2) on conflict do nothing',
      [weekId, weekEnd],
    ),
  );
}

/** Gives a member a role, as a station manager would on the Team page. */
export async function setRole(serverLog: string, email: string, role: string): Promise<void> {
  await withStationDatabase(serverLog, async (client) => {
    const result = await client.query(
      'update profiles set role = $2 where lower(email) = lower($1)',
      [email, role],
    );
    if (result.rowCount !== 1) throw new Error(`No member with the e-mail ${email}`);
  });
}

/** What DJs may do at the station (the Station Settings page's part the permission table reads). */
export type AccessSettingsChange = {
  djPermissions?: 'everything' | 'own-shows' | 'view-only';
  weekStatusManagersOnly?: boolean;
};

/**
 * Changes what DJs may do. The e2e server is shared by every spec: call it again with
 * DEFAULT_ACCESS_SETTINGS in a finally block.
 */
export async function setStationSettings(
  serverLog: string,
  change: AccessSettingsChange,
): Promise<void> {
  await withStationDatabase(serverLog, (client) =>
    client.query(
      `update station_settings set
         dj_permissions = coalesce($1, dj_permissions),
         week_status_managers_only = coalesce($2, week_status_managers_only)`,
      [change.djPermissions ?? null, change.weekStatusManagersOnly ?? null],
    ),
  );
}

export const DEFAULT_ACCESS_SETTINGS: Required<AccessSettingsChange> = {
  djPermissions: 'everything',
  weekStatusManagersOnly: false,
};
