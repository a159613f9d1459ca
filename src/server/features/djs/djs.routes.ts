import { Hono } from 'hono';
import { djInputSchema } from '../../../shared/schemas/dj';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { createDj, deleteDj, DJ_NOT_FOUND, listDjs, updateDj } from './djs.service';
import { actorOf } from '../activity/record-activity';

/** /api/djs: list, create, update and delete DJs. */
export function djRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ djs: await listDjs(c.var.db) }))
    .post('/', async (c) => {
      const values = parseWith(djInputSchema, await readJson(c));
      return c.json({ dj: await createDj(c.var.db, values, await actorOf(c)) }, 201);
    })
    .put('/:id', async (c) => {
      const id = parseUuidParam(c.req.param('id'), DJ_NOT_FOUND);
      const values = parseWith(djInputSchema, await readJson(c));
      return c.json({ dj: await updateDj(c.var.db, id, values, await actorOf(c)) });
    })
    .delete('/:id', async (c) => {
      await deleteDj(c.var.db, parseUuidParam(c.req.param('id'), DJ_NOT_FOUND), await actorOf(c));
      return c.body(null, 204);
    });
}
