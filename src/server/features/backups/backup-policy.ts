/**
 * BACKUP_SCHEDULE and BACKUP_KEEP: how often the server backs up, and which backups it keeps.
 * Pure functions, so the rules are tested against a fixed clock.
 */

const HOUR_MS = 60 * 60_000;

/**
 * BACKUP_SCHEDULE: `hourly`, `daily` (the default), `weekly`, `every N hours` (1–720) or `off`.
 * Returns the interval in milliseconds, null for `off`, or undefined for a value it does not know.
 * For example "every 6 hours" is 21,600,000 ms.
 */
export function parseBackupSchedule(text: string): number | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off') return null;
  if (value === 'hourly') return HOUR_MS;
  if (value === 'daily') return 24 * HOUR_MS;
  if (value === 'weekly') return 7 * 24 * HOUR_MS;
  const every = /^every (\d{1,3}) ?(h|hours?)$/.exec(value);
  if (every) {
    const hours = Number(every[1]);
    if (hours >= 1 && hours <= 720) return hours * HOUR_MS;
  }
  return undefined;
}

export const KEEP_UNITS = ['latest', 'hourly', 'daily', 'weekly', 'monthly'] as const;
export type KeepUnit = (typeof KEEP_UNITS)[number];
export type KeepRule = { count: number; unit: KeepUnit };

/**
 * BACKUP_KEEP: comma-separated `N unit` rules, units `latest`, `hourly`, `daily`, `weekly`,
 * `monthly`; for example "7 daily, 4 weekly". Undefined for a value it does not understand.
 */
export function parseBackupKeep(text: string): KeepRule[] | undefined {
  const parts = text.split(',').map((part) => part.trim().toLowerCase());
  const rules: KeepRule[] = [];
  for (const part of parts) {
    const match = /^(\d{1,4}) +([a-z]+)$/.exec(part);
    if (!match) return undefined;
    const count = Number(match[1]);
    const unit = match[2] as KeepUnit;
    if (count < 1 || !KEEP_UNITS.includes(unit)) return undefined;
    rules.push({ count, unit });
  }
  return rules.length > 0 ? rules : undefined;
}

/**
 * The backups to keep. For each rule "N unit" the newest backup of each of the N most recent
 * periods (UTC hours, days, ISO weeks from Monday, months) that have a backup is kept ("N latest"
 * keeps the N newest); the union of the rules is kept, and the newest backup always is.
 * For example with "2 daily" and backups on Mon 01:00, Mon 23:00 and Tue 10:00, the ones of
 * Mon 23:00 and Tue 10:00 are kept.
 */
export function backupsToKeep<T extends { createdAt: Date }>(
  backups: T[],
  rules: KeepRule[],
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>(newestFirst.slice(0, 1));
  for (const rule of rules) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const period =
        rule.unit === 'latest' ? String(periods.size) : periodOf(backup.createdAt, rule.unit);
      if (periods.has(period)) continue;
      if (periods.size >= rule.count) break;
      periods.add(period);
      keep.add(backup);
    }
  }
  return keep;
}

function periodOf(at: Date, unit: Exclude<KeepUnit, 'latest'>): string {
  const iso = at.toISOString();
  switch (unit) {
    case 'hourly':
      return iso.slice(0, 13);
    case 'daily':
      return iso.slice(0, 10);
    case 'monthly':
      return iso.slice(0, 7);
    case 'weekly': {
      // The Monday that begins the ISO week.
      const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    }
  }
}

/** Whether the last good backup is overdue: older than twice the schedule (or missing). */
export function isBackupOverdue(
  lastGoodAt: Date | null,
  intervalMs: number | null,
  now: Date,
  since: Date,
): boolean {
  if (intervalMs === null) return false;
  // A new installation is not overdue before it has had the time to make its first backups.
  const reference = lastGoodAt ?? since;
  return now.getTime() - reference.getTime() > 2 * intervalMs;
}
