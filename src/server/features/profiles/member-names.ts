import { ne, sql } from 'drizzle-orm';
import { nameKey } from '../../../shared/team/name-key';
import type { Database } from '../../db/connection';
import { profiles } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The activity log, live-update toasts and the Team page name members by their username, so no
 * two members may use the same one, nor one that looks like it (nameKey: case, spaces, invisible
 * characters and look-alike letters such as a Cyrillic "а" aside): otherwise anyone could take a
 * colleague's name and have their changes credited to them.
 */
export const USERNAME_TAKEN = 'Another member of the station already uses this username.';

/**
 * Taken names are checked and written under this lock (admission takes it too), so two people
 * choosing the same name at once cannot both get it.
 */
export const MEMBER_NAMES_LOCK = sql`select pg_advisory_xact_lock(hashtext('radio.admission'))`;

/**
 * Whether another member's username looks like this name. Look-alikes are judged in code (the
 * confusables table is not in the database), over every member's name: a station has a team, not
 * a crowd, and this runs only when a name is chosen.
 */
export async function usernameTaken(
  db: Reader,
  name: string,
  exceptUserId?: string,
): Promise<boolean> {
  const key = nameKey(name);
  const others = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(exceptUserId ? ne(profiles.id, exceptUserId) : undefined);
  return others.some((other) => other.username !== null && nameKey(other.username) === key);
}
