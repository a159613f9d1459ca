/** One verified backup, as the Station Settings page lists it. */
export type BackupSummary = {
  name: string;
  /** Bytes on disk. */
  size: number;
  createdAt: string;
  verifiedAt: string;
  sha256: string;
};

/** GET /api/backups: what the Backups section and the overdue banner show to station managers. */
export type BackupStatus = {
  /** BACKUP_SCHEDULE as configured: "daily", "hourly", "every 6 hours", "off"… */
  schedule: string;
  /** BACKUP_KEEP as configured, e.g. "7 daily, 4 weekly". */
  keep: string;
  /** Where the backups are written (BACKUP_DIR), to copy them off the machine. */
  directory: string;
  running: boolean;
  lastGoodAt: string | null;
  /** The last good backup is older than twice the schedule (or there is none by then). */
  overdue: boolean;
  /** The last backup this server tried, when it failed. */
  lastFailure: { at: string; message: string } | null;
  backups: BackupSummary[];
};
