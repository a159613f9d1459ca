import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Actor } from '../features/activity/record-activity';
import { actorOf } from '../features/activity/record-activity';
import type { Database } from '../db/connection';
import type { AppEnv } from './app-env';
import { parseUuidParam, parseWith, readJson, type Refusal } from './errors';
import { requirePermission } from './require-permission';

/** The `:id` of a route as a uuid; anything else is the kind's 404 (`notFound`). */
export const idParam =
  (notFound: Refusal) =>
  (c: { req: { param: (name: string) => string } }): string =>
    parseUuidParam(c.req.param('id'), notFound);

/**
 * A list of station settings items (seasons, content categories): every member reads the list
 * (`{ [many]: items }`); station managers add (201), change and delete (204) an item, its input
 * checked by `schema` (a 400 at the fields), an id not a uuid a 404 with the kind's `notFound`.
 */
export function settingsListRoutes<Schema extends z.ZodType, Item>(kind: {
  one: string;
  many: string;
  schema: Schema;
  notFound: Refusal;
  list: (db: Database) => Promise<Item[]>;
  create: (db: Database, values: z.infer<Schema>, actor: Actor) => Promise<Item>;
  change: (db: Database, id: string, values: z.infer<Schema>, actor: Actor) => Promise<Item>;
  remove: (db: Database, id: string, actor: Actor) => Promise<unknown>;
}) {
  const id = idParam(kind.notFound);
  const values = async (c: Context<AppEnv>) => parseWith(kind.schema, await readJson(c));
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ [kind.many]: await kind.list(c.var.db) }))
    .post('/', requirePermission('settings.manage'), async (c) => {
      const item = await kind.create(c.var.db, await values(c), await actorOf(c));
      return c.json({ [kind.one]: item }, 201);
    })
    .patch('/:id', requirePermission('settings.manage'), async (c) => {
      const itemId = id(c);
      const item = await kind.change(c.var.db, itemId, await values(c), await actorOf(c));
      return c.json({ [kind.one]: item });
    })
    .delete('/:id', requirePermission('settings.manage'), async (c) => {
      await kind.remove(c.var.db, id(c), await actorOf(c));
      return c.body(null, 204);
    });
}
