import { Hono } from 'hono';
import { myShowsQuerySchema } from '../../../shared/team/my-shows';
import type { AppEnv } from '../../http/app-env';
import { parseWith } from '../../http/errors';
import { myShows } from './my-shows.service';

/** /api/my-shows: the signed-in member's upcoming shows (any role may read their own). */
export function myShowsRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { weeks } = parseWith(myShowsQuerySchema, c.req.query());
    return c.json(await myShows(c.var.db, c.var.user.id, weeks, c.var.station));
  });
}
