import { Hono } from 'hono';
import { SEASON_MESSAGES } from '../../../shared/messages/seasons';
import { seasonInputSchema } from '../../../shared/schedule/seasons';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { actorOf } from '../activity/record-activity';
import { changeSeason, createSeason, deleteSeason, listSeasons } from './seasons.service';

/**
 * /api/seasons (decision 0056): every member reads the seasons (the schedule header, the
 * dashboard's filter, the End choice); station managers add, change and delete them, as they
 * change the other station settings.
 */
export function seasonRoutes() {
  const id = (c: { req: { param: (name: string) => string } }) =>
    parseUuidParam(c.req.param('id'), SEASON_MESSAGES.notFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ seasons: await listSeasons(c.var.db) }))
    .post('/', requirePermission('settings.manage'), async (c) => {
      const input = parseWith(seasonInputSchema, await readJson(c));
      return c.json({ season: await createSeason(c.var.db, input, await actorOf(c)) }, 201);
    })
    .patch('/:id', requirePermission('settings.manage'), async (c) => {
      const seasonId = id(c);
      const input = parseWith(seasonInputSchema, await readJson(c));
      return c.json({ season: await changeSeason(c.var.db, seasonId, input, await actorOf(c)) });
    })
    .delete('/:id', requirePermission('settings.manage'), async (c) => {
      await deleteSeason(c.var.db, id(c), await actorOf(c));
      return c.body(null, 204);
    });
}
