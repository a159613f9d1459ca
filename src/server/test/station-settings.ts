import type { StationSettings } from '../../shared/team/station-settings';
import type { TestUser } from './test-app';

/**
 * The station settings as the Station Settings page reads and changes them: `change` as the
 * manager (or `who`), `read` the manager's view of what is saved.
 */
export function stationSettingsOf(manager: TestUser) {
  return {
    change: (json: unknown, who: TestUser = manager) =>
      who.client.patch('/api/station-settings', { json }),
    read: async () =>
      (await manager.client.get('/api/station-settings')).json<{ settings: StationSettings }>()
        .settings,
  };
}
