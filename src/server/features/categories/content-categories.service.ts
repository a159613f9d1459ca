import { asc, count, eq, max, sql } from 'drizzle-orm';
import {
  CATEGORIES_MAX,
  type ContentCategory,
  type CommitmentKind,
} from '../../../shared/library/content-categories';
import type { CategoryValues } from '../../../shared/schemas/content-categories';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { refusingTransaction, type Tx } from '../../db/refusing-transaction';
import { contentCategories, showContentCategories } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';

type CategoryRow = typeof contentCategories.$inferSelect;

const toCategory = (row: CategoryRow, showCount: number): ContentCategory => ({
  id: row.id,
  name: row.name,
  color: row.color,
  commitment:
    row.commitmentKind === null || row.commitmentValue === null
      ? null
      : { kind: row.commitmentKind as CommitmentKind, value: Number(row.commitmentValue) },
  position: row.position,
  showCount,
});

/** Every category in the station's order, with how many shows carry each. */
export async function listCategories(db: Pick<Database, 'select'>): Promise<ContentCategory[]> {
  const rows = await db
    .select({ row: contentCategories, shows: count(showContentCategories.showId) })
    .from(contentCategories)
    .leftJoin(showContentCategories, eq(showContentCategories.categoryId, contentCategories.id))
    .groupBy(contentCategories.id)
    .orderBy(asc(contentCategories.position), asc(contentCategories.createdAt));
  return rows.map((r) => toCategory(r.row, r.shows));
}

const M = {
  notFound: localText('categories:error.notFound'),
  nameTaken: localText('categories:error.nameTaken'),
  orderMismatch: localText('categories:error.orderMismatch'),
  tooMany: (max: number) => localText('categories:error.tooMany', { max }),
};

const notFound = () => new HttpError(404, 'not_found', M.notFound);
const nameRefusal = () =>
  new HttpError(409, 'category_name_taken', M.nameTaken, { name: M.nameTaken });

/** A name another category has, whatever its case: refused before the write, clearly. */
async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(sql`lower(${contentCategories.name}) = lower(${name})`);
  if (taken && taken.id !== exceptId) throw nameRefusal();
}

/** Runs a write; the unique index's refusal of a racing one becomes the same 409. */
const writing = <T>(db: Database, write: (tx: Tx) => Promise<T>) =>
  refusingTransaction(db, write, (pg) =>
    pg.code === '23505' && pg.constraint === 'content_categories_name_key'
      ? nameRefusal()
      : undefined,
  );

const columnsOf = (values: CategoryValues) => ({
  name: values.name,
  color: values.color,
  commitmentKind: values.commitment?.kind ?? null,
  commitmentValue: values.commitment?.value ?? null,
});

const detailsOf = (c: ContentCategory) => ({
  name: c.name,
  color: c.color,
  commitment: c.commitment,
});

/**
 * Announced as a library change ('shows'): the show form's choices and the shows a deleted
 * category leaves change with it; logged in the same transaction.
 */
async function announce(
  tx: Tx,
  actor: Actor,
  action: string,
  details: Record<string, unknown>,
  id?: string,
) {
  await publishChange(tx, { kind: 'shows', by: actor });
  await recordActivity(tx, actor, {
    action,
    subjectType: 'settings',
    ...(id && { subjectId: id }),
    details,
  });
}

async function showCountOf(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(showContentCategories)
    .where(eq(showContentCategories.categoryId, id));
  return row?.n ?? 0;
}

export async function createCategory(db: Database, values: CategoryValues, actor: Actor) {
  return writing(db, async (tx) => {
    // One writer at a time counts and places: two racing adds cannot pass the limit together.
    await tx.execute(sql`lock table ${contentCategories} in share row exclusive mode`);
    const [stats] = await tx
      .select({ n: count(), last: max(contentCategories.position) })
      .from(contentCategories);
    if ((stats?.n ?? 0) >= CATEGORIES_MAX)
      throw new HttpError(409, 'category_limit', M.tooMany(CATEGORIES_MAX));
    await assertNameFree(tx, values.name);
    const [row] = await tx
      .insert(contentCategories)
      .values({ ...columnsOf(values), position: (stats?.last ?? -1) + 1 })
      .returning();
    const category = toCategory(row!, 0);
    await announce(tx, actor, 'category.create', detailsOf(category), category.id);
    return category;
  });
}

export async function changeCategory(
  db: Database,
  id: string,
  values: CategoryValues,
  actor: Actor,
) {
  return writing(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(contentCategories)
      .where(eq(contentCategories.id, id))
      .for('update');
    if (!found) throw notFound();
    await assertNameFree(tx, values.name, id);
    const [row] = await tx
      .update(contentCategories)
      .set({ ...columnsOf(values), updatedAt: new Date() })
      .where(eq(contentCategories.id, id))
      .returning();
    const shows = await showCountOf(tx, id);
    const category = toCategory(row!, shows);
    const before = detailsOf(toCategory(found, shows));
    await announce(tx, actor, 'category.change', { ...detailsOf(category), before }, id);
    return category;
  });
}

/** Deleting a category takes it off every show (the foreign key's cascade); reports lose it. */
export async function deleteCategory(db: Database, id: string, actor: Actor) {
  return writing(db, async (tx) => {
    const shows = await showCountOf(tx, id);
    const [row] = await tx
      .delete(contentCategories)
      .where(eq(contentCategories.id, id))
      .returning();
    if (!row) throw notFound();
    await announce(tx, actor, 'category.delete', { name: row.name, shows }, id);
  });
}

/** Puts the categories in the order of `ids`, which must name every category exactly once. */
export async function reorderCategories(db: Database, ids: readonly string[], actor: Actor) {
  return writing(db, async (tx) => {
    const rows = await tx
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      ids.some((i) => !known.has(i))
    )
      throw new HttpError(409, 'category_order_stale', M.orderMismatch, { ids: M.orderMismatch });
    await tx.execute(sql`
      update ${contentCategories} set position = o.position - 1, updated_at = now()
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, position)
      where ${contentCategories.id} = o.id and ${contentCategories.position} <> o.position - 1`);
    await announce(tx, actor, 'category.reorder', { count: ids.length });
    return listCategories(tx);
  });
}
