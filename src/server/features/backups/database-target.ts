import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock';
import { startEmbeddedPostgres } from '../../db/embedded';
import type { Settings } from '../../env';
import { SERVER_PRESENCE_LOCK } from './database-tables';

export type DatabaseTarget = { url: string; close: () => Promise<void> };

/** How the command line names the database it works on. */
export function describeTarget(settings: Settings): string {
  if (!settings.databaseUrl) return `the embedded database in ${settings.dataDir}`;
  const url = new URL(settings.databaseUrl);
  return `the database ${url.pathname.slice(1) || '(default)'} at ${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

/**
 * The database `npm run backup` reads: DATABASE_URL; or the embedded one of DATA_DIR, started
 * for the backup and stopped after it, or the one a running server already started there.
 */
export async function openForBackup(settings: Settings): Promise<DatabaseTarget> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, close: async () => undefined };
  if (!existsSync(path.join(settings.dataDir, 'db', 'PG_VERSION'))) {
    throw new Error(`There is no database in ${settings.dataDir} to back up (check DATA_DIR).`);
  }
  let unlock: () => Promise<void>;
  try {
    unlock = await lockDataDir(settings.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      return { url: runningEmbeddedUrl(settings.dataDir), close: async () => undefined };
    throw error;
  }
  return startEmbedded(settings.dataDir, unlock);
}

/**
 * The database `npm run restore` writes: DATABASE_URL, or the embedded one of DATA_DIR (made
 * afresh when the folder is new or empty). A DATA_DIR a running server holds is refused.
 */
export async function openForRestore(settings: Settings): Promise<DatabaseTarget> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, close: async () => undefined };
  let unlock: () => Promise<void>;
  try {
    unlock = await lockDataDir(settings.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new DataDirInUseError(
        `A running server uses ${settings.dataDir}. Stop it first, or restore into a new DATA_DIR.`,
      );
    }
    throw error;
  }
  return startEmbedded(settings.dataDir, unlock);
}

async function startEmbedded(
  dataDir: string,
  unlock: () => Promise<void>,
): Promise<DatabaseTarget> {
  try {
    const embedded = await startEmbeddedPostgres(dataDir);
    return {
      url: embedded.url,
      close: async () => {
        await embedded.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** The address of the embedded PostgreSQL a running server started on `dataDir`. */
function runningEmbeddedUrl(dataDir: string): string {
  const lines = readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/postgres`;
}

/** Whether a running server holds the database (its presence lock), asked without waiting. */
export async function serverUsesDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      SERVER_PRESENCE_LOCK,
    ]);
    if (rows[0]!.ok) await client.query('select pg_advisory_unlock($1)', [SERVER_PRESENCE_LOCK]);
    return !rows[0]!.ok;
  } finally {
    await client.end().catch(() => undefined);
  }
}
