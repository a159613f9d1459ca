import { eq } from 'drizzle-orm';
import type { Actor } from '../activity/record-activity';
import type { OWN_SHOW_FIELDS } from '../../../shared/team/permissions';
import { NOT_YOUR_SHOW } from '../../../shared/team/permissions';
import type { Show, ShowValues } from '../../../shared/schemas/show';
import type { Database } from '../../db/connection';
import { shows } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownDjIds } from '../team/own-dj';
import { categoriesOf, sameIds } from './show-categories';
import { fillInHostsOf, SHOW_NOT_FOUND, updateShow } from './shows.service';

export const OWN_SHOW_FIELDS_ONLY =
  'You can change only the description, image and genres of your shows. Ask a station manager to change the rest.';

type StoredShow = typeof shows.$inferSelect;

/**
 * A host's change of their own show (`shows.editOwnDetails`): the member must host the show and
 * the change may touch only OWN_SHOW_FIELDS. The show row stays locked from the check to the
 * write, so a manager who takes the member off the show, or renames it, at the same moment
 * cannot be overtaken by a change checked against the old row.
 */
export async function updateOwnShow(
  db: Database,
  userId: string,
  id: string,
  values: ShowValues,
  actor: Actor,
): Promise<Show> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(shows).where(eq(shows.id, id)).for('update');
    if (!stored) throw new HttpError(404, 'not_found', SHOW_NOT_FOUND);
    const own = await ownDjIds(tx, userId);
    if (!stored.djIds.some((djId) => own.includes(djId))) {
      throw new HttpError(403, 'forbidden', NOT_YOUR_SHOW);
    }
    const fillInHosts = await fillInHostsOf(tx, id);
    const categories = await categoriesOf(tx, id);
    if (
      changesMoreThanOwnFields(stored, values, fillInHosts) ||
      // Categories are the station's reporting lens: a host may send them back unchanged.
      (values.categoryIds !== undefined && !sameIds(categories, values.categoryIds))
    ) {
      throw new HttpError(403, 'forbidden', OWN_SHOW_FIELDS_ONLY);
    }
    // The service's own transaction nests as a savepoint of this one, which keeps the lock.
    return updateShow(
      tx as unknown as Database,
      id,
      {
        ...storedValues(stored),
        ...pickOwnFields(values),
      },
      actor,
    );
  });
}

/** The stored show as the form sends it, so the fields a host may not change are written back as they are. */
function storedValues(row: StoredShow): ShowValues {
  return {
    name: row.name,
    djIds: row.djIds,
    duration: Number(row.duration),
    genres: row.genres as ShowValues['genres'],
    description: row.description ?? undefined,
    color: row.color as ShowValues['color'],
    imageUrl: row.imageUrl ?? undefined,
  };
}

function pickOwnFields(values: ShowValues): Pick<ShowValues, (typeof OWN_SHOW_FIELDS)[number]> {
  return { description: values.description, imageUrl: values.imageUrl, genres: values.genres };
}

/** Whether the change touches a field other than description, image and genres. */
function changesMoreThanOwnFields(
  row: StoredShow,
  values: ShowValues,
  fillInHosts: readonly string[],
): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && b.every((d) => a.includes(d));
  return (
    row.name !== values.name ||
    !same(row.djIds, values.djIds) ||
    // Left out, the Fill-in hosts stay as they are; a host may send them back unchanged.
    (values.fillInHostIds !== undefined && !same(fillInHosts, values.fillInHostIds)) ||
    Number(row.duration) !== values.duration ||
    row.color !== values.color
  );
}
