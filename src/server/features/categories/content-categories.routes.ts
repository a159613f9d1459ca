import {
  categoryInputSchema,
  categoryOrderSchema,
} from '../../../shared/schemas/content-categories';
import { localText } from '../../../shared/i18n/local-text';
import { parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { settingsListRoutes } from '../../http/settings-list-routes';
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
  return settingsListRoutes({
    one: 'category',
    many: 'categories',
    schema: categoryInputSchema,
    notFound: localText('categories:error.notFound'),
    list: listCategories,
    create: createCategory,
    change: changeCategory,
    remove: deleteCategory,
  }).put('/order', requirePermission('settings.manage'), async (c) => {
    const { ids } = parseWith(categoryOrderSchema, await readJson(c));
    return c.json({ categories: await reorderCategories(c.var.db, ids, await actorOf(c)) });
  });
}
