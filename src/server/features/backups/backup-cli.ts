import { cliSettings } from '../../lib/cli-settings';
import { parseBackupKeep } from './backup-policy';
import { pruneBackups } from './backup-store';
import { BackupError, createBackup } from './create-backup';
import { describeTarget, openForBackup } from './database-target';
import { formatBytes } from '../../../shared/backups/format-bytes';

/**
 * `npm run backup`: one verified backup of the configured database into BACKUP_DIR, then the
 * clean-up BACKUP_KEEP asks for. Works with the server running or not. Exit codes: 0 written,
 * 1 failed, 2 invalid settings.
 */
async function main(): Promise<number> {
  const settings = cliSettings();
  if (!settings) return 2;
  console.log(`Backing up ${describeTarget(settings)} into ${settings.backupDir}...`);
  let target;
  try {
    target = await openForBackup(settings);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    const record = await createBackup({
      databaseUrl: target.url,
      backupDir: settings.backupDir,
      appVersion: settings.version,
    });
    console.log(
      `Backup written and verified: ${settings.backupDir}/${record.name} (${formatBytes(record.size)}, ${record.rows} rows, ${record.mediaCount} images, sha256 ${record.sha256})`,
    );
    const removed = await pruneBackups(
      settings.backupDir,
      parseBackupKeep(settings.backupKeep.text) ?? [],
    );
    if (removed.length > 0)
      console.log(
        `Removed ${removed.length} older backup(s) (BACKUP_KEEP: ${settings.backupKeep.text}).`,
      );
    return 0;
  } catch (error) {
    console.error(
      error instanceof BackupError
        ? error.message
        : `The backup failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await target.close();
  }
}

// process.exit, not process.exitCode: set after the top-level await, the code was lost (exit 0).
process.exit(await main());
