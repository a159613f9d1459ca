import { eq } from 'drizzle-orm';
import type { Actor } from '../activity/record-activity';
import { NOT_YOUR_DJ_ENTRY } from '../../../shared/team/permissions';
import type { Dj, DjValues } from '../../../shared/schemas/dj';
import type { Database } from '../../db/connection';
import { djs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownDjIds } from '../team/own-dj';
import { DJ_NOT_FOUND, updateDj } from './djs.service';

export const OWN_DJ_LINK_FIELDS =
  'You cannot change the e-mail or the active status of your own DJ entry. Ask a station manager.';

/**
 * A member's change of their own DJ entry (`djs.editOwn`): everything but the e-mail (which may
 * be what links the entry to them) and whether the entry is active. The row stays locked from
 * the check to the write.
 */
export async function updateOwnDj(
  db: Database,
  userId: string,
  id: string,
  values: DjValues,
  actor: Actor,
): Promise<Dj> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(djs).where(eq(djs.id, id)).for('update');
    if (!stored) throw new HttpError(404, 'not_found', DJ_NOT_FOUND);
    if (!(await ownDjIds(tx, userId)).includes(id)) {
      throw new HttpError(403, 'forbidden', NOT_YOUR_DJ_ENTRY);
    }
    const sameEmail = (stored.email ?? '').toLowerCase() === (values.email ?? '').toLowerCase();
    if (!sameEmail || stored.active !== values.active) {
      throw new HttpError(403, 'forbidden', OWN_DJ_LINK_FIELDS);
    }
    // The service's own transaction nests as a savepoint of this one, which keeps the lock.
    return updateDj(
      tx as unknown as Database,
      id,
      {
        ...values,
        email: stored.email ?? undefined,
        active: stored.active,
      },
      actor,
    );
  });
}
