import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { applyMigrations, MIGRATIONS_FOLDER } from '../../db/migrate';
import { BackupFileError, readArchive } from './backup-archive';
import { tableEntryName, type BackupManifest, type TableEntry } from './backup-manifest';
import { isLeftOut } from './backup-tables';
import { APP_SCHEMAS, SERVER_PRESENCE_LOCK, quoteTable, readAppTables } from './database-tables';

/** The restore cannot go ahead on this database (a server uses it); nothing was changed. */
export class RestoreRefusedError extends Error {}

export type RestoreSummary = {
  tables: number;
  rows: number;
  media: number;
  /** Migrations of this version applied after loading an older backup. */
  migrationsAfter: number;
};

/**
 * Whether this code can restore a backup: its migrations must be the first ones of this code's
 * (a backup from a newer version has more; one from another project has others). Throws a
 * BackupFileError saying which.
 */
export function checkMigrations(
  manifest: BackupManifest,
  known: MigrationMeta[] = codeMigrations(),
): void {
  if (manifest.migrations.length > known.length) {
    throw new BackupFileError(
      `This backup comes from a newer version of Radio Station (its database has ${manifest.migrations.length} migrations; this version knows ${known.length}). Update the app first, then restore.`,
    );
  }
  manifest.migrations.forEach((migration, index) => {
    if (migration.createdAt !== String(known[index]!.folderMillis)) {
      throw new BackupFileError(
        "This backup's database history does not match this version of Radio Station (a different migration), so it cannot be restored here.",
      );
    }
  });
}

export function codeMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Replaces everything in the database with a verified backup, in one transaction: the app's schema
 * is dropped and made again by the backup's own migrations, every table is loaded with COPY (in
 * the archive's order, which puts referenced tables first; triggers that count changes stay off
 * for the load), row counts and image checksums are compared with the manifest, and only then is
 * it committed. The migrations this version adds run afterwards. Refused while a server holds the
 * database (SERVER_PRESENCE_LOCK).
 *
 * The tables backups leave out (backup-tables.ts) stay empty, even when an older backup holds
 * them: a restore signs everyone out and no link mailed before it works.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  file: string;
  manifest: BackupManifest;
}): Promise<RestoreSummary> {
  const known = codeMigrations();
  checkMigrations(options.manifest, known);
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: 'radio-station-restore',
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      SERVER_PRESENCE_LOCK,
    ]);
    if (!rows[0]!.ok) {
      throw new RestoreRefusedError(
        'A running Radio Station server uses this database. Stop it first (or restore into a new DATA_DIR), then run the restore again.',
      );
    }
    await client.query('begin');
    try {
      await recreateSchema(client, known.slice(0, options.manifest.migrations.length));
      await loadTables(client, options.file, options.manifest);
      await resetSequences(client);
      await checkLoaded(client, options.manifest);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    try {
      await applyMigrations(pool);
    } finally {
      await pool.end();
    }
    const loaded = restoredTables(options.manifest);
    return {
      tables: loaded.length,
      rows: loaded.reduce((sum, t) => sum + t.rows, 0),
      media: options.manifest.media.length,
      migrationsAfter: known.length - options.manifest.migrations.length,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The backup's tables a restore loads: those this version keeps in backups. */
export function restoredTables(manifest: BackupManifest): TableEntry[] {
  return manifest.tables.filter((table) => !isLeftOut(table));
}

/** Drops the app's schemas and runs the backup's migrations, as drizzle's migrator would. */
async function recreateSchema(client: pg.Client, migrations: MigrationMeta[]): Promise<void> {
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.query('create schema drizzle');
  await client.query(
    'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
  }
}

async function loadTables(
  client: pg.Client,
  file: string,
  manifest: BackupManifest,
): Promise<void> {
  const present = new Map((await readAppTables(client)).map((t) => [tableEntryName(t), t]));
  const expected = new Map(restoredTables(manifest).map((t) => [tableEntryName(t), t]));
  for (const [name, table] of expected) {
    const here = present.get(name);
    if (!here || here.columns.join(',') !== table.columns.join(',')) {
      throw new BackupFileError(
        `The backup's table ${table.name} does not match this version's schema.`,
      );
    }
  }
  // Rows the migrations inserted (the revision counters, the settings row) make way for the
  // backup's; the tables backups leave out stay empty.
  await client.query(
    `truncate table ${[...present.values()].map(quoteTable).join(', ')} restart identity cascade`,
  );
  let loading: { table: TableEntry; stream: ReturnType<typeof copyFrom> } | undefined;
  const finishTable = async () => {
    if (!loading) return;
    const { table, stream } = loading;
    loading = undefined;
    stream.end();
    await finished(stream);
    await client.query(`alter table ${quoteTable(table)} enable trigger user`);
  };
  for await (const event of readArchive(file)) {
    if (event.kind === 'entry') {
      await finishTable();
      const table = expected.get(event.name);
      if (!table) continue;
      await client.query(`alter table ${quoteTable(table)} disable trigger user`);
      const columns = table.columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
      const stream = client.query(copyFrom(`copy ${quoteTable(table)} (${columns}) from stdin`));
      // A refused row ends the COPY with an error; it surfaces at 'finish' or the next write.
      stream.on('error', () => undefined);
      loading = { table, stream };
    } else if (event.kind === 'data') {
      if (loading && !loading.stream.write(event.bytes)) await once(loading.stream, 'drain');
    } else await finishTable();
  }
}

/** Each sequence behind a serial or identity column continues after the largest loaded value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(
    `select s.oid::regclass::text as seq, t.oid::regclass::text as tbl, quote_ident(a.attname) as col
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = t.relnamespace
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and n.nspname = any($1)`,
    [APP_SCHEMAS],
  );
  for (const { seq, tbl, col } of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${col}) from ${tbl}), 0) + 1, false)`,
      [seq],
    );
  }
}

/** Every table holds the manifest's row count and every image the bytes its checksum names. */
async function checkLoaded(client: pg.Client, manifest: BackupManifest): Promise<void> {
  for (const table of restoredTables(manifest)) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${quoteTable(table)}`,
    );
    if (Number(rows[0]!.n) !== table.rows) {
      throw new BackupFileError(`The backup's table ${table.name} did not load completely.`);
    }
  }
  if (manifest.media.length === 0) return;
  const { rows } = await client.query<{ id: string; sha256: string }>(
    `select id, encode(sha256(bytes), 'hex') as sha256 from media`,
  );
  const loaded = new Map(rows.map((r) => [r.id, r.sha256]));
  for (const image of manifest.media) {
    if (loaded.get(image.id) !== image.sha256) {
      throw new BackupFileError(
        'The backup file is damaged (an uploaded image does not match its checksum).',
      );
    }
  }
}
