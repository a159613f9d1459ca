import type { Database } from '../../db/connection';
import { readersWords } from '../../i18n/languages-read';
import { readStationName } from '../team/station-settings.service';
import { activeManagerIds } from './membership-notices';
import { notify } from './notify';

/**
 * A backup failed: every active station manager is told, once a day at most (the schedule may
 * retry every few minutes; one alert a day says it, the Station Settings page says the rest),
 * each in their own language (the reason is the system's, as it failed).
 */
export async function alertBackupFailed(db: Database, failure: { at: Date; message: string }) {
  const [station, managers] = await Promise.all([readStationName(db), activeManagerIds(db)]);
  const wordsOf = await readersWords(db, managers);
  const day = failure.at.toISOString().slice(0, 10);
  await notify(
    db,
    failure.at,
    managers.map((userId) => {
      const { t } = wordsOf(userId);
      return {
        userId,
        kind: 'managerAlerts' as const,
        key: `backup-failed:${day}`,
        link: '/settings',
        title: t('backups:alert.title', { station }),
        lines: [t('backups:alert.reason', { reason: failure.message }), t('backups:alert.next')],
      };
    }),
  );
}
