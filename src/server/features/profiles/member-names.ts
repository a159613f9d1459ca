import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { profiles } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The activity log, live-update toasts and the Team page name members by their username, so no
 * two members may use the same one (case and surrounding spaces aside): otherwise anyone could
 * take a colleague's name and have their changes credited to them.
 */
export const USERNAME_TAKEN = 'Another member of the station already uses this username.';

/**
 * Taken names are checked and written under this lock (admission takes it too), so two people
 * choosing the same name at once cannot both get it.
 */
export const MEMBER_NAMES_LOCK = sql`select pg_advisory_xact_lock(hashtext('radio.admission'))`;

/** Whether another member's username is this name. */
export async function usernameTaken(
  db: Reader,
  name: string,
  exceptUserId?: string,
): Promise<boolean> {
  const same = sql`lower(btrim(${profiles.username})) = lower(btrim(${name}))`;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(exceptUserId ? and(same, ne(profiles.id, exceptUserId)) : same)
    .limit(1);
  return !!row;
}
