import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { BackupStatus } from '../../../shared/backups/backup-status';
import { describeError, type Logger } from '../../lib/logger';
import { projectRoot } from '../../lib/project-root';
import type { Jobs } from '../../jobs/jobs';
import { isBackupOverdue } from './backup-policy';
import { listBackups, type BackupRecord } from './backup-store';

export type BackupSettings = {
  backupDir: string;
  /** BACKUP_SCHEDULE's text and its interval (null: off). */
  schedule: { text: string; intervalMs: number | null };
  keep: { text: string };
  appVersion: string;
};

export type BackupOutcome =
  | { ok: true; record: BackupRecord; removed: string[] }
  | { ok: false; code: string; message: string };

export type BackupService = {
  status: () => Promise<BackupStatus>;
  /** Starts a backup unless one is running in this process; false when one was. */
  startNow: () => boolean;
  /** Resolves when the backup under way (if any) is done; for tests and shutdown. */
  idle: () => Promise<void>;
  lastGoodAt: () => Promise<string | null>;
  /** Starts a backup if the schedule says one is due (the `backups.check` job calls it). */
  checkDue: () => Promise<void>;
  stop: () => Promise<void>;
};

/** How often the server looks whether a scheduled backup is due. */
const CHECK_EVERY_MS = 5 * 60_000;
/** The first look waits as long: a server started for a moment (a test, a restart) leaves it. */
const FIRST_CHECK_MS = CHECK_EVERY_MS;

/**
 * Looks every 5 minutes whether a scheduled backup is due, as a job: one process of all that
 * share the database looks each round (the shared folder and the backup's advisory lock keep
 * two backups apart as before).
 */
export function defineBackupSchedule(jobs: Jobs, backups: Pick<BackupService, 'checkDue'>) {
  jobs.every(
    'backups.check',
    { everyMs: CHECK_EVERY_MS, firstAfterMs: FIRST_CHECK_MS, logAs: 'backups' },
    async () => {
      await backups.checkDue();
      return null;
    },
  );
}

const CHILD_ENTRY = path.join(projectRoot(), 'src/server/features/backups/backup-child.ts');

/**
 * Backups for a running server: on demand (startNow) and on the schedule. Each backup runs in a
 * child process at the lowest priority (backup-child.ts), so the dump's work never competes with
 * requests; the child's advisory lock lets one backup run at a time on a database however many
 * servers share it, and a server sees another's backup in the shared folder before starting its
 * own.
 */
export function startBackupService(options: {
  databaseUrl: string;
  settings: BackupSettings;
  log: Logger;
  now?: () => Date;
  /** Told of each failed backup (the station managers' alert, decision 0071); its failure is logged. */
  onFailure?: (failure: { at: Date; message: string }) => Promise<unknown>;
}): BackupService {
  const { settings, log } = options;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  let running: Promise<void> | null = null;
  let cancel: (() => void) | null = null;
  let lastFailure: BackupStatus['lastFailure'] = null;

  const runOnce = async () => {
    const began = Date.now();
    const child = runBackupChild(options.databaseUrl, settings);
    cancel = child.cancel;
    const outcome = await child.outcome.catch((error): BackupOutcome => ({
      ok: false,
      code: 'failed',
      message: describeError(error).reason as string,
    }));
    if (outcome.ok) {
      lastFailure = null;
      log.info('[backups] backup written and verified', {
        name: outcome.record.name,
        bytes: outcome.record.size,
        ms: Date.now() - began,
      });
      if (outcome.removed.length > 0)
        log.info('[backups] old backups removed', { count: outcome.removed.length });
    } else if (outcome.code === 'busy') {
      log.info('[backups] another backup is running; this one was skipped');
    } else {
      lastFailure = { at: now().toISOString(), message: outcome.message };
      log.error('[backups] backup failed', { code: outcome.code, reason: outcome.message });
      await options.onFailure?.({ at: now(), message: outcome.message }).catch(() => {
        log.error('[backups] the managers could not be told of the failed backup');
      });
    }
  };
  const startNow = () => {
    if (running) return false;
    running = runOnce().finally(() => {
      running = null;
      cancel = null;
    });
    return true;
  };

  const lastGood = async () => (await listBackups(settings.backupDir))[0] ?? null;
  const checkDue = async () => {
    const interval = settings.schedule.intervalMs;
    if (interval === null || running) return;
    const last = await lastGood();
    // A minute's slack: a check that lands just before the mark does not wait a whole round.
    if (last && now().getTime() - new Date(last.createdAt).getTime() < interval - 60_000) return;
    startNow();
  };

  const status = async (): Promise<BackupStatus> => {
    const backups = await listBackups(settings.backupDir);
    const lastGoodAt = backups[0]?.createdAt ?? null;
    return {
      schedule: settings.schedule.text,
      keep: settings.keep.text,
      directory: settings.backupDir,
      running: running !== null,
      lastGoodAt,
      overdue: isBackupOverdue(
        lastGoodAt ? new Date(lastGoodAt) : null,
        settings.schedule.intervalMs,
        now(),
        startedAt,
      ),
      lastFailure,
      backups: backups.map(({ name, size, createdAt, verifiedAt, sha256 }) => ({
        name,
        size,
        createdAt,
        verifiedAt,
        sha256,
      })),
    };
  };

  return {
    status,
    startNow,
    idle: async () => {
      await running;
    },
    lastGoodAt: async () => (await lastGood())?.createdAt ?? null,
    checkDue,
    stop: async () => {
      // A stopping server does not wait for a backup: its partial file is removed by the next one.
      cancel?.();
      await running;
    },
  };
}

/** Runs one backup (and the clean-up after it) in a low-priority child process. */
export function runBackupChild(
  databaseUrl: string,
  settings: BackupSettings,
): { outcome: Promise<BackupOutcome>; cancel: () => void } {
  let kill = () => undefined as void;
  const outcome = new Promise<BackupOutcome>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD_ENTRY], {
      cwd: projectRoot(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // The child lowers its own priority as well.
    }
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2_000)));
    child.once('error', reject);
    child.once('close', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as BackupOutcome);
      } catch {
        const said = errors.trim().split('\n').pop();
        resolve({
          ok: false,
          code: 'failed',
          message: `The backup process ended with code ${code}${said ? `: ${said}` : ''}.`,
        });
      }
    });
    kill = () => void child.kill('SIGTERM');
    child.stdin.end(
      JSON.stringify({
        databaseUrl,
        backupDir: settings.backupDir,
        keep: settings.keep.text,
        appVersion: settings.appVersion,
      }),
    );
  });
  return { outcome, cancel: () => kill() };
}
