import { Hono } from 'hono';
import { localText } from '../../../../shared/i18n/local-text';
import { carrySeasonSchema } from '../../../../shared/schedule/seasons';
import type { AppEnv } from '../../../http/app-env';
import { parseWith, readJson } from '../../../http/errors';
import { requirePermission } from '../../../http/require-permission';
import { idParam } from '../../../http/settings-list-routes';
import { actorOf } from '../../activity/record-activity';
import { carrySeason, previewCarry } from './season-carry.service';

/**
 * /api/seasons/:id/carry: the preview (GET) and the carry forward (POST) of a season's schedule
 * into the next season, for station managers (it starts from Station Settings → Seasons).
 */
export function seasonCarryRoutes() {
  const id = idParam(localText('seasons:refusal.notFound'));
  return new Hono<AppEnv>()
    .use('/:id/carry', requirePermission('settings.manage'))
    .get('/:id/carry', async (c) =>
      c.json({ preview: await previewCarry(c.var.db, id(c), c.var.station) }),
    )
    .post('/:id/carry', async (c) => {
      const seasonId = id(c);
      const { seriesIds } = parseWith(carrySeasonSchema, await readJson(c));
      return c.json(
        await carrySeason(c.var.db, seasonId, seriesIds, c.var.station, await actorOf(c)),
      );
    });
}
