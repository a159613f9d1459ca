import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../shared/schemas/account';
import type { AppEnv } from '../../http/app-env';
import { parseWith, readJson } from '../../http/errors';
import { actorOf } from '../activity/record-activity';
import { getOwnProfile, updateOwnProfile } from './profiles.service';

/** The signed-in user's own profile; there is no route to anyone else's. */
export function profileRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getOwnProfile(c.var.db, c.var.user.id)))
    .patch('/', async (c) => {
      const input = parseWith(profileUpdateSchema, await readJson(c));
      const actor = await actorOf(c);
      return c.json({ profile: await updateOwnProfile(c.var.db, c.var.user.id, input, actor) });
    });
}
