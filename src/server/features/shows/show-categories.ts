import { asc, eq, inArray } from 'drizzle-orm';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { contentCategories, showContentCategories } from '../../db/schema';
import { HttpError } from '../../http/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A show's content categories (issue 36, decision 0072), kept beside the Show Library entry.
 * Placements and series reach them live through their show_template_id, so Reports counts a
 * re-categorized show in its new categories in every week.
 */

/** The categories' links in the station's order of its categories. */
const inOrder = (db: Pick<Database, 'select'>) =>
  db
    .select({ showId: showContentCategories.showId, categoryId: showContentCategories.categoryId })
    .from(showContentCategories)
    .innerJoin(contentCategories, eq(contentCategories.id, showContentCategories.categoryId))
    .orderBy(asc(contentCategories.position), asc(contentCategories.createdAt));

/** Every show's categories, by show id. */
export async function categoriesByShow(
  db: Pick<Database, 'select'>,
): Promise<Map<string, string[]>> {
  const rows = await inOrder(db);
  const byShow = new Map<string, string[]>();
  for (const r of rows) byShow.set(r.showId, [...(byShow.get(r.showId) ?? []), r.categoryId]);
  return byShow;
}

/** One show's categories as stored. */
export async function categoriesOf(tx: Pick<Tx, 'select'>, showId: string): Promise<string[]> {
  const rows = await inOrder(tx).where(eq(showContentCategories.showId, showId));
  return rows.map((r) => r.categoryId);
}

/**
 * Makes `ids` the show's categories, in the show's transaction. Each must name a category; the
 * rows are locked so that a category cannot be deleted between the check and the write.
 */
export async function writeShowCategories(
  tx: Tx,
  showId: string,
  ids: readonly string[],
  before: readonly string[],
): Promise<string[]> {
  if (ids.length > 0) {
    const found = await tx
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(inArray(contentCategories.id, [...ids]))
      .for('share');
    if (found.length !== ids.length) {
      const message = localText('categories:error.unknownCategory');
      throw new HttpError(422, 'validation_failed', message, { categoryIds: message });
    }
  }
  if (!sameIds(before, ids)) {
    await tx.delete(showContentCategories).where(eq(showContentCategories.showId, showId));
    if (ids.length > 0)
      await tx
        .insert(showContentCategories)
        .values(ids.map((categoryId) => ({ showId, categoryId })));
  }
  return ids.length === 0 ? [] : categoriesOf(tx, showId);
}

export const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
