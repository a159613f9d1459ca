import { asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { djs } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseUuidParam } from '../../http/errors';
import { assertCan, mayDo } from '../../http/require-permission';
import { ownDjIds } from '../team/own-dj';

/**
 * The DJ entry of a request's path whose away dates the member may keep (decision 0065): a
 * manager any entry; a member their own entry (linked on the Team page, or by its e-mail); a
 * viewer none. An id that is no DJ entry is not found; another member's entry is refused.
 */
export async function awayDjOf(c: Context<AppEnv>): Promise<{ id: string; name: string }> {
  const manager = await mayDo(c, 'away.edit');
  if (!manager) await assertCan(c, 'away.editOwn');
  const id = parseUuidParam(c.req.param('djId') ?? '', localText('away:refusal.djNotFound'));
  const [dj] = await c.var.db
    .select({ id: djs.id, name: djs.name })
    .from(djs)
    .where(eq(djs.id, id));
  if (!dj) throw new HttpError(404, 'not_found', localText('away:refusal.djNotFound'));
  if (!manager && !(await ownDjIds(c.var.db, c.var.user.id)).includes(id))
    throw new HttpError(403, 'forbidden', localText('away:refusal.notYourDj'));
  return dj;
}

/** The member's own DJ entries, by name, for My Shows. */
export async function ownDjs(db: Database, userId: string) {
  const ids = await ownDjIds(db, userId);
  if (ids.length === 0) return [];
  return db
    .select({ id: djs.id, name: djs.name })
    .from(djs)
    .where(inArray(djs.id, ids))
    .orderBy(asc(djs.name));
}
