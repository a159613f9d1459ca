import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BackupFileError, MANIFEST_ENTRY, readArchive, type ArchiveLimits } from './backup-archive';
export const FORMAT_VERSION = 1;

const tableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal('radio-station-backup'),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  /** The app's migrations applied to the database: `createdAt` is each one's folder time. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  tables: z.array(tableSchema),
  /** Uploaded images (stored in the media table): their ids, sizes and sha256. */
  media: z.array(
    z.object({ id: z.string(), contentType: z.string(), size: z.number(), sha256: z.string() }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableSchema>;

/** An archive entry's name for a table's rows (COPY text format). */
export function tableEntryName(table: { schema: string; name: string }): string {
  return `tables/${table.schema}.${table.name}.copy`;
}

export type VerifiedArchive = { manifest: BackupManifest; sha256: string; size: number };

/**
 * Reads a backup file from start to end and checks every table entry against the manifest (row
 * count, byte count, sha256) and the manifest against this code's archive format. Throws a
 * BackupFileError naming what is wrong (a file past `limits` included, as soon as it gets there);
 * changes nothing.
 */
export async function verifyArchive(
  file: string,
  limits?: ArchiveLimits,
): Promise<VerifiedArchive> {
  const whole = createHash('sha256');
  let size = 0;
  const seen = new Map<string, { rows: number; bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  let current:
    { name: string; hash: ReturnType<typeof createHash>; rows: number; bytes: number } | undefined;
  let manifestParts: Buffer[] | undefined;
  const finish = () => {
    if (current) {
      seen.set(current.name, {
        rows: current.rows,
        bytes: current.bytes,
        sha256: current.hash.digest('hex'),
      });
      current = undefined;
    }
    if (manifestParts) {
      manifestText = Buffer.concat(manifestParts).toString('utf8');
      manifestParts = undefined;
    }
  };
  const onRawBytes = (chunk: Buffer) => {
    whole.update(chunk);
    size += chunk.length;
  };
  for await (const event of readArchive(file, { onRawBytes, ...(limits && { limits }) })) {
    if (event.kind === 'entry') {
      finish();
      if (seen.has(event.name))
        throw new BackupFileError(
          `The backup file is damaged (the entry ${event.name} appears twice).`,
        );
      if (event.name === MANIFEST_ENTRY) manifestParts = [];
      else current = { name: event.name, hash: createHash('sha256'), rows: 0, bytes: 0 };
    } else if (event.kind === 'data') {
      if (manifestParts) manifestParts.push(event.bytes);
      else if (current) {
        current.hash.update(event.bytes);
        current.bytes += event.bytes.length;
        current.rows += countNewlines(event.bytes);
      } else throw new BackupFileError('The backup file is damaged (data outside any entry).');
    } else finish();
  }
  if (manifestText === undefined) throw new BackupFileError('The backup file has no manifest.');
  const manifest = parseManifest(manifestText);
  for (const table of manifest.tables) {
    const entry = seen.get(tableEntryName(table));
    if (!entry)
      throw new BackupFileError(`The backup file is damaged (table ${table.name} is missing).`);
    if (entry.sha256 !== table.sha256 || entry.rows !== table.rows || entry.bytes !== table.bytes) {
      throw new BackupFileError(
        `The backup file is damaged (table ${table.name} does not match its checksum).`,
      );
    }
  }
  return { manifest, sha256: whole.digest('hex'), size };
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFileError('The backup file is damaged (its manifest is not readable).');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== 'radio-station-backup') {
    throw new BackupFileError('This file is not a Radio Station backup.');
  }
  if (typeof format.formatVersion === 'number' && format.formatVersion > FORMAT_VERSION) {
    throw new BackupFileError(
      'This backup was made by a newer version of Radio Station (a newer backup format). Update the app first, then restore.',
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupFileError('The backup file is damaged (its manifest is incomplete).');
  return parsed.data;
}

/** Rows in COPY text format end with a newline; newlines inside values are written as \n. */
export function countNewlines(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}
