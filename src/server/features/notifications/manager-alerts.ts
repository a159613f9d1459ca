import { MANAGER_ALERTS } from '../../../shared/messages/notifications';
import type { Database } from '../../db/connection';
import { readStationName } from '../team/station-settings.service';
import { activeManagerIds } from './membership-notices';
import { notify } from './notify';

/**
 * A backup failed: every active station manager is told, once a day at most (the schedule may
 * retry every few minutes; one alert a day says it, the Station Settings page says the rest).
 */
export async function alertBackupFailed(db: Database, failure: { at: Date; message: string }) {
  const text = MANAGER_ALERTS.backupFailed(await readStationName(db), failure.message);
  const day = failure.at.toISOString().slice(0, 10);
  await notify(
    db,
    failure.at,
    (await activeManagerIds(db)).map((userId) => ({
      userId,
      kind: 'managerAlerts' as const,
      key: `backup-failed:${day}`,
      link: '/settings',
      ...text,
    })),
  );
}
