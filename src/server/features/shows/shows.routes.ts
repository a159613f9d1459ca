import { Hono } from 'hono';
import { showInputSchema } from '../../../shared/schemas/show';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { createShow, deleteShow, listShows, SHOW_NOT_FOUND, updateShow } from './shows.service';
import { actorOf } from '../activity/record-activity';

/** /api/shows: list, create, update and delete show templates. */
export function showRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ shows: await listShows(c.var.db) }))
    .post('/', async (c) => {
      const values = parseWith(showInputSchema, await readJson(c));
      return c.json({ show: await createShow(c.var.db, values, await actorOf(c)) }, 201);
    })
    .put('/:id', async (c) => {
      const id = parseUuidParam(c.req.param('id'), SHOW_NOT_FOUND);
      const values = parseWith(showInputSchema, await readJson(c));
      return c.json({ show: await updateShow(c.var.db, id, values, await actorOf(c)) });
    })
    .delete('/:id', async (c) => {
      await deleteShow(
        c.var.db,
        parseUuidParam(c.req.param('id'), SHOW_NOT_FOUND),
        await actorOf(c),
      );
      return c.body(null, 204);
    });
}
