import { createInterface } from 'node:readline/promises';
import path from 'node:path';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { cliSettings } from '../../lib/cli-settings';
import { formatBytes } from '../../../shared/backups/format-bytes';
import { BackupFileError } from './backup-archive';
import { verifyArchive } from './backup-manifest';
import { describeTarget, openForRestore, serverUsesDatabase } from './database-target';
import { checkMigrations, RestoreRefusedError, restoreBackup } from './restore-backup';

const USAGE = 'Usage: npm run restore -- <backup file> [--yes]';
const CONFIRM_WORD = 'RESTORE';

/**
 * `npm run restore -- <file> [--yes]`: checks the file whole, asks for confirmation (typing
 * RESTORE, or --yes), then replaces the configured database with the backup and brings it up to
 * this version's migrations. Exit codes: 0 restored, 1 failed or refused, 2 usage or settings.
 */
async function main(argv: string[]): Promise<number> {
  const yes = argv.includes('--yes');
  const files = argv.filter((arg) => arg !== '--yes');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  const settings = cliSettings();
  if (!settings) return 2;

  let manifest;
  try {
    const verified = await verifyArchive(file);
    manifest = verified.manifest;
    checkMigrations(manifest);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Checked ${file}: made ${manifest.createdAt} by version ${manifest.appVersion}; ${formatBytes(verified.size)}, ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.length} images. Its checksums match.`,
    );
  } catch (error) {
    // Whatever the file holds, the answer is a sentence and an exit code, never a stack trace.
    console.error(
      error instanceof BackupFileError
        ? `${error.message} Nothing was changed.`
        : `The backup file could not be read (${(error as Error).message.split('\n', 1)[0]}). Nothing was changed.`,
    );
    return 1;
  }

  const where = describeTarget(settings);
  if (!yes && !process.stdin.isTTY) {
    console.error(
      `This replaces everything in ${where}. Add --yes to confirm when not at a terminal.`,
    );
    return 1;
  }
  let target;
  try {
    target = await openForRestore(settings);
  } catch (error) {
    console.error(`${(error as Error).message} Nothing was changed.`);
    return 1;
  }
  try {
    if (await serverUsesDatabase(target.url)) {
      throw new RestoreRefusedError(
        'A running Radio Station server uses this database. Stop it first (or restore into a new DATA_DIR), then run the restore again.',
      );
    }
    if (!yes && !(await confirm(where))) {
      console.error('Not confirmed: nothing was changed.');
      return 1;
    }
    console.log(`Restoring into ${where}...`);
    const summary = await restoreBackup({ databaseUrl: target.url, file, manifest });
    console.log(
      `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.media} images into ${where}.` +
        (summary.migrationsAfter > 0
          ? ` The backup came from an older version: ${summary.migrationsAfter} newer migration(s) were applied.`
          : ''),
    );
    console.log(
      'Everyone signs in again: backups hold no sessions, password-reset links or outbox mail.',
    );
    return 0;
  } catch (error) {
    if (
      error instanceof BackupFileError ||
      error instanceof RestoreRefusedError ||
      error instanceof DataDirInUseError
    ) {
      console.error(`${error.message} Nothing was changed.`);
    } else {
      console.error(
        `The restore failed and was rolled back: ${(error as Error).message.split('\n', 1)[0]}`,
      );
    }
    return 1;
  } finally {
    await target.close();
  }
}

async function confirm(where: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      `This replaces ALL data in ${where} with the backup. Type ${CONFIRM_WORD} to go on: `,
    );
    return answer.trim() === CONFIRM_WORD;
  } finally {
    prompt.close();
  }
}

// process.exit, not process.exitCode: set after the top-level await, the code was lost (exit 0).
process.exit(await main(process.argv.slice(2)));
