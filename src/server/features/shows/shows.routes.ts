import { Hono } from 'hono';
import { showInputSchema } from '../../../shared/schemas/show';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requireOneOf } from '../../http/require-one-of';
import { mayDo, requirePermission } from '../../http/require-permission';
import { updateOwnShow } from './own-show-update';
import { createShow, deleteShow, listShows, SHOW_NOT_FOUND, updateShow } from './shows.service';
import { actorOf } from '../activity/record-activity';

/** /api/shows: list, create, update and delete show templates (writes by the permission table). */
export function showRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ shows: await listShows(c.var.db) }))
    .post('/', requirePermission('shows.edit'), async (c) => {
      const values = parseWith(showInputSchema, await readJson(c));
      return c.json({ show: await createShow(c.var.db, values, await actorOf(c)) }, 201);
    })
    .put('/:id', requireOneOf('shows.edit', 'shows.editOwnDetails'), async (c) => {
      const id = parseUuidParam(c.req.param('id'), SHOW_NOT_FOUND);
      const values = parseWith(showInputSchema, await readJson(c));
      const actor = await actorOf(c);
      const show = (await mayDo(c, 'shows.edit'))
        ? await updateShow(c.var.db, id, values, actor)
        : await updateOwnShow(c.var.db, c.var.user.id, id, values, actor);
      return c.json({ show });
    })
    .delete('/:id', requirePermission('shows.edit'), async (c) => {
      await deleteShow(
        c.var.db,
        parseUuidParam(c.req.param('id'), SHOW_NOT_FOUND),
        await actorOf(c),
      );
      return c.body(null, 204);
    });
}
