import { Hono } from 'hono';
import { djInputSchema } from '../../../shared/schemas/dj';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requireOneOf } from '../../http/require-one-of';
import { mayDo, requirePermission } from '../../http/require-permission';
import { createDj, deleteDj, DJ_NOT_FOUND, listDjs, updateDj } from './djs.service';
import { updateOwnDj } from './own-dj-update';
import { actorOf } from '../activity/record-activity';

/** /api/djs: list, create, update and delete DJs (writes by the permission table). */
export function djRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ djs: await listDjs(c.var.db) }))
    .post('/', requirePermission('djs.edit'), async (c) => {
      const values = parseWith(djInputSchema, await readJson(c));
      return c.json({ dj: await createDj(c.var.db, values, await actorOf(c)) }, 201);
    })
    .put('/:id', requireOneOf('djs.edit', 'djs.editOwn'), async (c) => {
      const id = parseUuidParam(c.req.param('id'), DJ_NOT_FOUND);
      const values = parseWith(djInputSchema, await readJson(c));
      const actor = await actorOf(c);
      const dj = (await mayDo(c, 'djs.edit'))
        ? await updateDj(c.var.db, id, values, actor)
        : await updateOwnDj(c.var.db, c.var.user.id, id, values, actor);
      return c.json({ dj });
    })
    .delete('/:id', requirePermission('djs.edit'), async (c) => {
      await deleteDj(c.var.db, parseUuidParam(c.req.param('id'), DJ_NOT_FOUND), await actorOf(c));
      return c.body(null, 204);
    });
}
