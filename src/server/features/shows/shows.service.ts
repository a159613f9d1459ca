import { asc, eq, inArray } from 'drizzle-orm';
import type { Show, ShowValues } from '../../../shared/schemas/show';
import type { Database } from '../../db/connection';
import { djs, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
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

export async function createShow(db: Database, values: ShowValues, actor: Actor): Promise<Show> {
  return db.transaction(async (tx) => {
    const names = await checkDjs(tx, values.djIds, []);
    const [row] = await tx.insert(shows).values(toColumns(values)).returning();
    await recordActivity(tx, actor, {
      action: 'show.create',
      subjectType: 'show',
      subjectId: row!.id,
      details: { name: row!.name },
    });
    await publishChange(tx, { kind: 'shows', by: actor });
    return toShow(row!, names);
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
    await recordActivity(tx, actor, {
      action: 'show.update',
      subjectType: 'show',
      subjectId: id,
      details: { name: row!.name, fields: changedFields(current, row!) },
    });
    await publishChange(tx, { kind: 'shows', by: actor });
    return toShow(row!, names);
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
