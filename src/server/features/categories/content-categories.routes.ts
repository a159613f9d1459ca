import { Hono } from 'hono';
import {
  categoryInputSchema,
  categoryOrderSchema,
} from '../../../shared/library/content-categories';
import { CATEGORY_MESSAGES } from '../../../shared/messages/content-categories';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { actorOf } from '../activity/record-activity';
import {
  changeCategory,
  createCategory,
  deleteCategory,
  listCategories,
  reorderCategories,
} from './content-categories.service';

/**
 * /api/content-categories (issue 36, decision 0072): every member reads them (the show form,
 * Reports); station managers add, change, reorder and delete them, as the other station settings.
 */
export function contentCategoryRoutes() {
  const id = (c: { req: { param: (name: string) => string } }) =>
    parseUuidParam(c.req.param('id'), CATEGORY_MESSAGES.notFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ categories: await listCategories(c.var.db) }))
    .post('/', requirePermission('settings.manage'), async (c) => {
      const values = parseWith(categoryInputSchema, await readJson(c));
      return c.json({ category: await createCategory(c.var.db, values, await actorOf(c)) }, 201);
    })
    .put('/order', requirePermission('settings.manage'), async (c) => {
      const { ids } = parseWith(categoryOrderSchema, await readJson(c));
      return c.json({ categories: await reorderCategories(c.var.db, ids, await actorOf(c)) });
    })
    .patch('/:id', requirePermission('settings.manage'), async (c) => {
      const categoryId = id(c);
      const values = parseWith(categoryInputSchema, await readJson(c));
      const category = await changeCategory(c.var.db, categoryId, values, await actorOf(c));
      return c.json({ category });
    })
    .delete('/:id', requirePermission('settings.manage'), async (c) => {
      await deleteCategory(c.var.db, id(c), await actorOf(c));
      return c.body(null, 204);
    });
}
