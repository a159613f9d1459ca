import { existsSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { backupsToKeep, type KeepRule } from './backup-policy';

/** What is known of one backup, kept beside it in `<name>.json` once it has been verified. */
const recordSchema = z.object({
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string(),
  appVersion: z.string(),
  migrationCount: z.number(),
  tables: z.number(),
  rows: z.number(),
  mediaCount: z.number(),
});
export type BackupRecord = z.infer<typeof recordSchema>;

const NAME = /^radio-station-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup$/;

/** "radio-station-2026-11-23T05-40-00Z.backup": sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  return `radio-station-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.backup`;
}

/** Writes the sidecar under a temporary name and renames it: it exists whole or not at all. */
export async function writeRecord(dir: string, record: BackupRecord): Promise<void> {
  const target = path.join(dir, `${record.name}.json`);
  const partial = path.join(dir, `.${record.name}.json.partial`);
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(JSON.stringify(record, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, target);
}

/**
 * The verified backups in `dir`, newest first: archives with their sidecar. A file without one
 * (a backup being written, or one that failed its check) is not listed.
 */
export async function listBackups(dir: string): Promise<BackupRecord[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const records: BackupRecord[] = [];
  for (const name of names.filter((n) => NAME.test(n))) {
    if (!names.includes(`${name}.json`)) continue;
    try {
      const parsed = recordSchema.safeParse(
        JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')),
      );
      if (parsed.success && parsed.data.name === name) records.push(parsed.data);
    } catch {
      // A sidecar that cannot be read does not vouch for its backup.
    }
  }
  return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Deletes the verified backups the rules do not keep (backupsToKeep), and returns their names.
 * Files the app did not make are never touched.
 */
export async function pruneBackups(dir: string, rules: KeepRule[]): Promise<string[]> {
  const records = (await listBackups(dir)).map((record) => ({
    record,
    createdAt: new Date(record.createdAt),
  }));
  const keep = backupsToKeep(records, rules);
  const removed: string[] = [];
  for (const entry of records) {
    if (keep.has(entry)) continue;
    const { record } = entry;
    // The sidecar goes first: an archive without one is no longer offered as a good backup.
    await rm(path.join(dir, `${record.name}.json`), { force: true });
    await rm(path.join(dir, record.name), { force: true });
    removed.push(record.name);
  }
  return removed;
}

/**
 * Partial files a stopped or killed backup left behind (never valid backups), except `current`,
 * the one about to be written. The caller holds the backup lock, so no other backup is writing.
 */
export async function removeLeftoverPartials(dir: string, current: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    if (name !== current && /^\.radio-station-.*\.partial$/.test(name)) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}
