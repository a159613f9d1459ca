import { setPriority } from 'node:os';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { parseBackupKeep } from './backup-policy';
import { pruneBackups } from './backup-store';
import { BackupError, createBackup } from './create-backup';

/**
 * The process a server starts for each backup (backup-runner.ts): it reads its orders from
 * standard input (the database URL holds a password, which a command line would show to every
 * user of the machine), runs at the lowest priority so the API keeps the processor, and writes
 * one JSON line with the outcome.
 */
const ordersSchema = z.object({
  databaseUrl: z.string(),
  backupDir: z.string(),
  keep: z.string(),
  appVersion: z.string(),
});

async function run(): Promise<void> {
  try {
    setPriority(19);
  } catch {
    // Not allowed to lower it here: the parent lowered it already where it could.
  }
  const orders = ordersSchema.parse(JSON.parse(await text(process.stdin)));
  try {
    const record = await createBackup(orders);
    const removed = await pruneBackups(orders.backupDir, parseBackupKeep(orders.keep) ?? []);
    process.stdout.write(JSON.stringify({ ok: true, record, removed }) + '\n');
  } catch (error) {
    const failure = error instanceof BackupError ? error : new BackupError(String(error));
    process.stdout.write(
      JSON.stringify({ ok: false, code: failure.code, message: failure.message }) + '\n',
    );
    process.exitCode = 1;
  }
}

void run();
