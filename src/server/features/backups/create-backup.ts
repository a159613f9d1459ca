import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ARCHIVE_MAGIC, MANIFEST_ENTRY, dataFrames, endFrame, headerFrame } from './backup-archive';
import {
  FORMAT_VERSION,
  countNewlines,
  tableEntryName,
  verifyArchive,
  type BackupManifest,
  type TableEntry,
} from './backup-manifest';
import {
  backupFileName,
  removeLeftoverPartials,
  writeRecord,
  type BackupRecord,
} from './backup-store';
import { isLeftOut, unclassifiedTables } from './backup-tables';
import { BACKUP_LOCK, quoteTable, readAppTables } from './database-tables';

export class BackupError extends Error {
  constructor(
    message: string,
    readonly code: 'busy' | 'disk_full' | 'no_database' | 'failed' = 'failed',
  ) {
    super(message);
  }
}

export type CreateBackupOptions = {
  databaseUrl: string;
  backupDir: string;
  appVersion: string;
  /** The backup's time (its name); now unless a test pins it. */
  now?: Date;
};

/**
 * Writes a logical dump of the app's database (every table of its schemas that backup-tables.ts
 * keeps, the migration table included, with uploaded images, which live in the media table; no
 * sessions, sign-in links or outbox) as one consistent snapshot, to a
 * temporary name in `backupDir`; syncs it, renames it, reads it back against its manifest, and
 * records its checksum in a sidecar. Any failure removes what it wrote; earlier backups stay.
 * One backup at a time per database (an advisory lock): a second one is refused as busy.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupRecord> {
  const createdAt = options.now ?? new Date();
  // Backups hold password hashes and personal data: for the server's user alone.
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  const name = backupFileName(createdAt);
  const file = path.join(options.backupDir, name);
  const partial = path.join(options.backupDir, `.${name}.partial`);
  if (existsSync(file)) throw new BackupError(`A backup named ${name} already exists.`, 'busy');

  const client = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: 'radio-station-backup',
  });
  client.on('error', () => undefined); // a dropped connection fails the query in flight
  await client.connect();
  let locked = false;
  let renamed = false;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      BACKUP_LOCK,
    ]);
    locked = rows[0]!.ok;
    if (!locked)
      throw new BackupError('Another backup is running on this database right now.', 'busy');
    await removeLeftoverPartials(options.backupDir, path.basename(partial));
    // One snapshot for every table: the rows agree with each other as of one instant.
    await client.query('begin isolation level repeatable read read only');
    const manifest = await readManifestBase(client, createdAt, options.appVersion);
    await pipeline(
      Readable.from(archiveBytes(client, manifest)),
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await client.query('commit');
    await syncFile(partial);
    await rename(partial, file);
    renamed = true;
    await syncFile(options.backupDir);
    // Read back what is on the disk, not what was meant to be written.
    const verified = await verifyArchive(file);
    const record: BackupRecord = {
      name,
      size: verified.size,
      sha256: verified.sha256,
      createdAt: createdAt.toISOString(),
      verifiedAt: new Date().toISOString(),
      appVersion: options.appVersion,
      migrationCount: manifest.migrations.length,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      mediaCount: manifest.media.length,
    };
    await writeRecord(options.backupDir, record);
    return record;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await rm(partial, { force: true });
    if (renamed) {
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
    }
    throw asBackupError(error);
  } finally {
    if (locked)
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function readManifestBase(
  client: pg.Client,
  createdAt: Date,
  appVersion: string,
): Promise<BackupManifest> {
  const tables = await readAppTables(client);
  if (!tables.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')) {
    throw new BackupError(
      'This database holds no Radio Station data yet (it was never started).',
      'no_database',
    );
  }
  const unknown = unclassifiedTables(tables);
  if (unknown.length > 0) {
    throw new BackupError(
      `This version of Radio Station does not know the table(s) ${unknown.join(', ')}, so it cannot tell whether they hold secrets: no backup was written.`,
    );
  }
  const migrations = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id',
  );
  const media = tables.some((t) => t.schema === 'public' && t.name === 'media')
    ? (
        await client.query<{ id: string; content_type: string; size: number; sha256: string }>(
          `select id, content_type, octet_length(bytes) as size, encode(sha256(bytes), 'hex') as sha256 from media order by id`,
        )
      ).rows
    : [];
  const version = await client.query<{ server_version: string }>('show server_version');
  return {
    format: 'radio-station-backup',
    formatVersion: FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    appVersion,
    postgresVersion: version.rows[0]!.server_version,
    migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: m.created_at })),
    // Filled in as each table is written.
    tables: tables
      .filter((t) => !isLeftOut(t))
      .map((t) => ({ ...t, rows: 0, bytes: 0, sha256: '' })),
    media: media.map((m) => ({
      id: m.id,
      contentType: m.content_type,
      size: Number(m.size),
      sha256: m.sha256,
    })),
  };
}

/** The archive's bytes: the magic line, each table's COPY output, the manifest, the end. */
async function* archiveBytes(client: pg.Client, manifest: BackupManifest): AsyncGenerator<Buffer> {
  yield ARCHIVE_MAGIC;
  for (const table of manifest.tables) {
    yield headerFrame(tableEntryName(table));
    yield* copyTable(client, table);
  }
  yield headerFrame(MANIFEST_ENTRY);
  yield* dataFrames(Buffer.from(JSON.stringify(manifest, null, 1)));
  yield endFrame();
}

async function* copyTable(client: pg.Client, table: TableEntry): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  const columns = table.columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
  const stream = client.query(copyTo(`copy ${quoteTable(table)} (${columns}) to stdout`));
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    table.bytes += bytes.length;
    table.rows += countNewlines(bytes);
    yield* dataFrames(bytes);
  }
  table.sha256 = hash.digest('hex');
}

async function syncFile(place: string): Promise<void> {
  const handle = await open(place, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function asBackupError(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new BackupError(
      'The disk holding the backups is full: this backup was not written (the earlier backups are kept). Free some space or set BACKUP_DIR to a larger disk.',
      'disk_full',
    );
  }
  if (code === 'EACCES' || code === 'EROFS') {
    return new BackupError(
      'The backup folder cannot be written to (permission denied or read-only).',
    );
  }
  const message = error instanceof Error ? error.message.split('\n', 1)[0] : 'unknown failure';
  return new BackupError(`The backup failed: ${message}`);
}
