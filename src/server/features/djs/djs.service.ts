import { asc, eq, sql } from 'drizzle-orm';
import type { Dj, DjValues } from '../../../shared/schemas/dj';
import type { Database } from '../../db/connection';
import { djs, shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';
import { formerNamesAfter } from './dj-former-names';
import { assertDjNameFree } from './dj-names';
import { localText } from '../../../shared/i18n/local-text';

type DjRow = typeof djs.$inferSelect;

export const DJ_NOT_FOUND = localText('errors:dj.notFound');

/** Every DJ, oldest first (SPEC.md §7). */
export async function listDjs(db: Database): Promise<Dj[]> {
  const rows = await db.select().from(djs).orderBy(asc(djs.createdAt), asc(djs.id));
  return rows.map(toDj);
}

export async function createDj(db: Database, values: DjValues, actor: Actor): Promise<Dj> {
  return db.transaction(async (tx) => {
    await assertDjNameFree(tx, values.name);
    const [row] = await tx.insert(djs).values(toColumns(values)).returning();
    await recordActivity(tx, actor, {
      action: 'dj.create',
      subjectType: 'dj',
      subjectId: row!.id,
      details: { name: row!.name },
    });
    await publishChange(tx, { kind: 'djs', by: actor });
    return toDj(row!);
  });
}

export async function updateDj(
  db: Database,
  id: string,
  values: DjValues,
  actor: Actor,
): Promise<Dj> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(djs).where(eq(djs.id, id)).for('update');
    if (!before) throw new HttpError(404, 'not_found', DJ_NOT_FOUND);
    await assertDjNameFree(tx, values.name, id);
    const [row] = await tx
      .update(djs)
      .set({
        ...toColumns(values),
        formerNames: formerNamesAfter(before, values.name),
        updatedAt: new Date(),
      })
      .where(eq(djs.id, id))
      .returning();
    if (!row) throw new HttpError(404, 'not_found', DJ_NOT_FOUND);
    await recordActivity(tx, actor, {
      action: 'dj.update',
      subjectType: 'dj',
      subjectId: id,
      // A renamed entry keeps its old name in the log: hosts' names are shown on shows.
      details: {
        name: row.name,
        fields: changedFields(before, row),
        ...(before.name !== row.name && { previousName: before.name }),
      },
    });
    await publishChange(tx, { kind: 'djs', by: actor });
    return toDj(row);
  });
}

/** Deletes a DJ and takes them off every show's DJ list, in one transaction. */
export async function deleteDj(db: Database, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(djs)
      .where(eq(djs.id, id))
      .returning({ id: djs.id, name: djs.name });
    if (!deleted) throw new HttpError(404, 'not_found', DJ_NOT_FOUND);
    await tx
      .update(shows)
      .set({ djIds: sql`array_remove(${shows.djIds}, ${id}::uuid)`, updatedAt: new Date() })
      .where(sql`${id}::uuid = any(${shows.djIds})`);
    await recordActivity(tx, actor, {
      action: 'dj.delete',
      subjectType: 'dj',
      subjectId: id,
      details: { name: deleted.name },
    });
    await publishChange(tx, { kind: 'djs', by: actor });
  });
}

// E-mail and phone are named, never their values: the log must not copy contact details.
const DJ_FIELDS = {
  name: 'name',
  bio: 'bio',
  avatarUrl: 'avatar',
  tags: 'tags',
  email: 'email',
  phone: 'phone',
  active: 'active',
} as const;

/** The fields an edit changed, by the names the form shows: ["bio", "tags"]. */
function changedFields(before: DjRow, after: DjRow): string[] {
  return (Object.keys(DJ_FIELDS) as (keyof typeof DJ_FIELDS)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => DJ_FIELDS[key]);
}

/** Empty optional fields are stored as absent (SPEC.md §5). */
function toColumns(values: DjValues) {
  return {
    name: values.name,
    bio: values.bio || null,
    avatarUrl: values.avatarUrl || null,
    tags: values.tags,
    email: values.email || null,
    phone: values.phone || null,
    active: values.active,
  };
}

export function toDj(row: DjRow): Dj {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    tags: row.tags,
    email: row.email,
    phone: row.phone,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
