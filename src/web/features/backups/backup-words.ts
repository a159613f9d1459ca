import { formatAge } from '../../../shared/backups/format-age';
import type { Translate } from '../../i18n/translate';

/**
 * BACKUP_SCHEDULE said in the language read: "daily", "every 6 hours" ("a diario", "alle 6
 * Stunden"); a value the server accepts in another spelling ("every 6h") reads the same. A value
 * it does not know is shown as configured. "off" is for the caller (its own wording).
 */
export function scheduleWords(schedule: string, t: Translate<'backups'>): string {
  const value = schedule.trim().toLowerCase();
  if (value === 'hourly') return t('backups:every.hourly');
  if (value === 'daily') return t('backups:every.daily');
  if (value === 'weekly') return t('backups:every.weekly');
  const every = /^every (\d{1,3}) ?(h|hours?)$/.exec(value);
  if (every) return t('backups:every.hours', { count: Number(every[1]) });
  return schedule;
}

/** "5 minutes ago" in the language read, "just now" under a minute. */
export function ageWords(
  at: string | Date,
  language: string,
  t: Translate<'backups'>,
  now?: Date,
): string {
  return formatAge(at, language, now) ?? t('backups:justNow');
}
