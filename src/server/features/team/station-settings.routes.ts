import { Hono } from 'hono';
import { stationSettingsChangeSchema } from '../../../shared/schemas/station-settings';
import type { AppEnv } from '../../http/app-env';
import { parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, actorOf } from '../activity/record-activity';
import { changeStationSettings, readStationSettings } from './station-settings.service';

/** /api/station-settings: read and change the station's settings (managers only). */
export function stationSettingsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requirePermission('settings.manage'))
    .get('/', async (c) => c.json({ settings: await readStationSettings(c.var.db) }))
    .patch('/', async (c) => {
      const change = parseWith(stationSettingsChangeSchema, await readJson(c));
      const actor = await actorOf(c);
      const { after } = await changeStationSettings(c.var.db, change, async (tx, before, next) => {
        const changed = Object.fromEntries(
          Object.entries(next).filter(
            ([key, value]) =>
              JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
          ),
        );
        if (Object.keys(changed).length === 0) return;
        const previous = Object.fromEntries(
          Object.keys(changed).map((key) => [key, before[key as keyof typeof before]]),
        );
        await publishChange(tx, { kind: 'team' });
        await recordActivity(tx, actor, {
          action: 'settings.change',
          subjectType: 'settings',
          details: { changed: Object.keys(changed), before: previous, after: changed },
        });
      });
      return c.json({ settings: after });
    });
}
