import { asc, eq, inArray } from 'drizzle-orm';
import type { Show, ShowValues } from '../../../shared/schemas/show';
import type { Database } from '../../db/connection';
import { djs, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { readTogether } from '../../db/read-together';

type ShowRow = typeof shows.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SHOW_NOT_FOUND = 'Show template not found';

/** Every show template, oldest first, with the names of its DJs for display. */
export async function listShows(db: Database): Promise<Show[]> {
  const [rows, djRows] = await readTogether(
    db,
    () => db.select().from(shows).orderBy(asc(shows.createdAt), asc(shows.id)),
    () => db.select({ id: djs.id, name: djs.name }).from(djs),
  );
  const names = new Map(djRows.map((d) => [d.id, d.name]));
  return rows.map((row) => toShow(row, names));
}

export async function createShow(db: Database, values: ShowValues): Promise<Show> {
  return db.transaction(async (tx) => {
    const names = await checkDjs(tx, values.djIds, []);
    const [row] = await tx.insert(shows).values(toColumns(values)).returning();
    await publishChange(tx, { kind: 'shows' });
    return toShow(row!, names);
  });
}

/** DJs already on the show may stay even if now inactive; newly added ones must be active. */
export async function updateShow(db: Database, id: string, values: ShowValues): Promise<Show> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ djIds: shows.djIds })
      .from(shows)
      .where(eq(shows.id, id))
      .for('update');
    if (!current) throw new HttpError(404, 'not_found', SHOW_NOT_FOUND);
    const names = await checkDjs(tx, values.djIds, current.djIds);
    const [row] = await tx
      .update(shows)
      .set({ ...toColumns(values), updatedAt: new Date() })
      .where(eq(shows.id, id))
      .returning();
    await publishChange(tx, { kind: 'shows' });
    return toShow(row!, names);
  });
}

/** Placed shows keep their snapshot; their template link is cleared by the foreign key. */
export async function deleteShow(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(shows).where(eq(shows.id, id)).returning({ id: shows.id });
    if (deleted.length === 0) throw new HttpError(404, 'not_found', SHOW_NOT_FOUND);
    await publishChange(tx, { kind: 'shows' });
  });
}

/**
 * Every DJ id must name a DJ, and DJs not already on the show must be active. The rows are
 * locked for the transaction so a DJ cannot be deleted between the check and the write.
 */
async function checkDjs(tx: Tx, ids: readonly string[], alreadyAssigned: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: djs.id, name: djs.name, active: djs.active })
    .from(djs)
    .where(inArray(djs.id, [...ids]))
    .for('share');
  const found = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !found.has(id))) {
    throw new HttpError(422, 'validation_failed', 'A selected DJ no longer exists', {
      djIds: 'A selected DJ no longer exists',
    });
  }
  const newlyInactive = ids.filter((id) => !found.get(id)!.active && !alreadyAssigned.includes(id));
  if (newlyInactive.length > 0) {
    const message = 'Only active DJs can be assigned';
    throw new HttpError(422, 'validation_failed', message, { djIds: message });
  }
  return new Map(rows.map((r) => [r.id, r.name]));
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

function toShow(row: ShowRow, djNames: Map<string, string>): Show {
  return {
    id: row.id,
    name: row.name,
    djIds: row.djIds,
    djNames: row.djIds.map((id) => djNames.get(id)).filter((n): n is string => n !== undefined),
    duration: Number(row.duration),
    genres: row.genres,
    description: row.description,
    color: row.color,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
