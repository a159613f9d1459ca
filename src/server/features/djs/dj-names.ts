import { ne, sql } from 'drizzle-orm';
import { nameKey } from '../../../shared/team/name-key';
import type { Database } from '../../db/connection';
import { djs } from '../../db/schema';
import { HttpError } from '../../http/errors';

type Tx = Pick<Database, 'select' | 'execute'>;

/**
 * A DJ's name stands for a person on shows, in the schedule and in week history, so no two DJ
 * Library entries may look alike (nameKey: case, spaces, invisible characters and look-alike
 * letters aside): otherwise a "Mоrgan" with a Cyrillic о could pass for Morgan.
 */
export const DJ_NAME_TAKEN = 'Another DJ in the library already uses this name.';

/**
 * A name another entry had before a rename: the placed shows of its day still carry it, and the
 * public schedule, away dates and fill-ins tie them to that entry by its former names. A second
 * entry with it would make one host of two people's airings, so it stays theirs.
 */
export const DJ_NAME_USED_BEFORE =
  'Another DJ in the library was known by this name, and their past shows still carry it.';

/**
 * Refuses with 422 and the field message when another DJ's name, or a name another DJ had before
 * a rename, looks like this one. Checked under a lock held to the end of the transaction, so two
 * entries written at once cannot both take a name. Judged in code (the confusables table is not in the database) over the library.
 */
export async function assertDjNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('radio.dj-names'))`);
  const key = nameKey(name);
  const others = await tx
    .select({ name: djs.name, formerNames: djs.formerNames })
    .from(djs)
    .where(exceptId ? ne(djs.id, exceptId) : undefined);
  if (others.some((other) => nameKey(other.name) === key)) {
    throw new HttpError(422, 'validation_failed', DJ_NAME_TAKEN, { name: DJ_NAME_TAKEN });
  }
  if (others.some((other) => other.formerNames.some((former) => nameKey(former) === key))) {
    throw new HttpError(422, 'validation_failed', DJ_NAME_USED_BEFORE, {
      name: DJ_NAME_USED_BEFORE,
    });
  }
}
