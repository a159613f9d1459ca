import { asc, eq, inArray } from 'drizzle-orm';
import type { Show, ShowValues } from '../../../shared/schemas/show';
import type { Database } from '../../db/connection';
import { djs, showFillInHosts, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { readTogether } from '../../db/read-together';
import { categoriesByShow, categoriesOf, sameIds, writeShowCategories } from './show-categories';
import { localText } from '../../../shared/i18n/local-text';

type ShowRow = typeof shows.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SHOW_NOT_FOUND = localText('errors:show.notFound');

/** Every show template, oldest first, with the names of its DJs and Fill-in hosts for display. */
export async function listShows(db: Database): Promise<Show[]> {
  const [rows, djRows, fillInRows, categories] = await readTogether(
    db,
    () => db.select().from(shows).orderBy(asc(shows.createdAt), asc(shows.id)),
    () => db.select({ id: djs.id, name: djs.name }).from(djs),
    () => db.select().from(showFillInHosts),
    () => categoriesByShow(db),
  );
  const names = new Map(djRows.map((d) => [d.id, d.name]));
  const fillIns = new Map<string, string[]>();
  for (const r of fillInRows) fillIns.set(r.showId, [...(fillIns.get(r.showId) ?? []), r.djId]);
  return rows.map((row) =>
    toShow(row, names, fillIns.get(row.id) ?? [], categories.get(row.id) ?? []),
  );
}

export async function createShow(db: Database, values: ShowValues, actor: Actor): Promise<Show> {
  return db.transaction(async (tx) => {
    const names = await checkDjs(tx, values.djIds, []);
    const [row] = await tx.insert(shows).values(toColumns(values)).returning();
    const fillIns = await writeFillInHosts(tx, row!.id, values.fillInHostIds ?? [], []);
    const categoryIds = await writeShowCategories(tx, row!.id, values.categoryIds ?? [], []);
    await recordActivity(tx, actor, {
      action: 'show.create',
      subjectType: 'show',
      subjectId: row!.id,
      details: { name: row!.name },
    });
    await publishChange(tx, { kind: 'shows', by: actor });
    return toShow(row!, new Map([...names, ...fillIns.names]), fillIns.ids, categoryIds);
  });
}

/** DJs already on the show may stay even if now inactive; newly added ones must be active. */
export async function updateShow(
  db: Database,
  id: string,
  values: ShowValues,
  actor: Actor,
): Promise<Show> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shows).where(eq(shows.id, id)).for('update');
    if (!current) throw new HttpError(404, 'not_found', SHOW_NOT_FOUND);
    const names = await checkDjs(tx, values.djIds, current.djIds);
    const [row] = await tx
      .update(shows)
      .set({ ...toColumns(values), updatedAt: new Date() })
      .where(eq(shows.id, id))
      .returning();
    const before = await fillInHostsOf(tx, id);
    const fillIns = await writeFillInHosts(tx, id, values.fillInHostIds ?? before, before);
    const categoriesBefore = await categoriesOf(tx, id);
    // Left out, the show keeps its categories (as its Fill-in hosts).
    const categoryIds = await writeShowCategories(
      tx,
      id,
      values.categoryIds ?? categoriesBefore,
      categoriesBefore,
    );
    const fields = changedFields(current, row!);
    if (!sameIds(before, fillIns.ids)) fields.push(FILL_IN_HOSTS_FIELD);
    if (!sameIds(categoriesBefore, categoryIds)) fields.push(CATEGORIES_FIELD);
    await recordActivity(tx, actor, {
      action: 'show.update',
      subjectType: 'show',
      subjectId: id,
      details: { name: row!.name, fields },
    });
    await publishChange(tx, { kind: 'shows', by: actor });
    return toShow(row!, new Map([...names, ...fillIns.names]), fillIns.ids, categoryIds);
  });
}

/** Placed shows keep their snapshot; their template link is cleared by the foreign key. */
export async function deleteShow(db: Database, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(shows)
      .where(eq(shows.id, id))
      .returning({ id: shows.id, name: shows.name });
    if (!deleted) throw new HttpError(404, 'not_found', SHOW_NOT_FOUND);
    await recordActivity(tx, actor, {
      action: 'show.delete',
      subjectType: 'show',
      subjectId: id,
      details: { name: deleted.name },
    });
    await publishChange(tx, { kind: 'shows', by: actor });
  });
}

/**
 * Every DJ id must name a DJ, and DJs not already on the show must be active. The rows are
 * locked for the transaction so a DJ cannot be deleted between the check and the write.
 */
async function checkDjs(
  tx: Tx,
  ids: readonly string[],
  alreadyAssigned: readonly string[],
  field: 'djIds' | 'fillInHostIds' = 'djIds',
) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: djs.id, name: djs.name, active: djs.active })
    .from(djs)
    .where(inArray(djs.id, [...ids]))
    .for('share');
  const found = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !found.has(id))) {
    throw new HttpError(422, 'validation_failed', 'A selected DJ no longer exists', {
      [field]: 'A selected DJ no longer exists',
    });
  }
  const newlyInactive = ids.filter((id) => !found.get(id)!.active && !alreadyAssigned.includes(id));
  if (newlyInactive.length > 0) {
    const message = 'Only active DJs can be assigned';
    throw new HttpError(422, 'validation_failed', message, { [field]: message });
  }
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A show's Fill-in hosts as stored (decision 0068). */
export async function fillInHostsOf(tx: Pick<Tx, 'select'>, showId: string): Promise<string[]> {
  const rows = await tx
    .select({ djId: showFillInHosts.djId })
    .from(showFillInHosts)
    .where(eq(showFillInHosts.showId, showId));
  return rows.map((r) => r.djId);
}

/**
 * Makes `ids` the show's Fill-in hosts, checked as its DJs are (existing entries; newly named
 * ones active), in the show's transaction. Answers them and their names.
 */
async function writeFillInHosts(
  tx: Tx,
  showId: string,
  ids: readonly string[],
  before: readonly string[],
) {
  const names = await checkDjs(tx, ids, before, 'fillInHostIds');
  if (!sameIds(before, ids)) {
    await tx.delete(showFillInHosts).where(eq(showFillInHosts.showId, showId));
    if (ids.length > 0)
      await tx.insert(showFillInHosts).values(ids.map((djId) => ({ showId, djId })));
  }
  return { ids: [...ids], names };
}

const FILL_IN_HOSTS_FIELD = 'Fill-in hosts';
const CATEGORIES_FIELD = 'categories';

const SHOW_FIELDS = {
  name: 'name',
  djIds: 'DJs',
  duration: 'duration',
  genres: 'genres',
  description: 'description',
  color: 'color',
  imageUrl: 'image',
} as const;

/** The fields an edit changed, by the names the form shows: ["name", "color"]. */
function changedFields(before: ShowRow, after: ShowRow): string[] {
  return (Object.keys(SHOW_FIELDS) as (keyof typeof SHOW_FIELDS)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => SHOW_FIELDS[key]);
}

function toColumns(values: ShowValues) {
  return {
    name: values.name,
    djIds: values.djIds,
    duration: values.duration,
    genres: values.genres,
    description: values.description || null,
    color: values.color,
    imageUrl: values.imageUrl || null,
  };
}

function toShow(
  row: ShowRow,
  djNames: Map<string, string>,
  fillInIds: readonly string[],
  categoryIds: readonly string[],
): Show {
  const named = (ids: readonly string[]) =>
    ids.map((id) => djNames.get(id)).filter((n): n is string => n !== undefined);
  // Fill-in hosts by name, as a reader scans them; the ids in the same order.
  const fillIns = fillInIds
    .filter((id) => djNames.has(id))
    .sort((a, b) => djNames.get(a)!.localeCompare(djNames.get(b)!, 'en', { sensitivity: 'base' }));
  return {
    id: row.id,
    name: row.name,
    djIds: row.djIds,
    djNames: named(row.djIds),
    fillInHostIds: fillIns,
    fillInHostNames: named(fillIns),
    categoryIds: [...categoryIds],
    duration: Number(row.duration),
    genres: row.genres,
    description: row.description,
    color: row.color,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
