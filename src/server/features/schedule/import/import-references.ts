import { inArray } from 'drizzle-orm';
import { IMPORT_REFUSALS } from '../../../../shared/exchange/import-plan/import-limits';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { djs, shows } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { Tx } from '../weeks/weeks.service';

/**
 * Locks (FOR SHARE, as a show save does) every DJ the import's created shows name and every
 * library show its placements and series belong to, then checks they all still exist. The plan
 * was made from rows read without locks; a DJ or show deleted since would otherwise be written
 * into `shows.dj_ids` after the delete had cleaned them (a dangling id that makes the next save
 * of the show fail), or break a foreign key. Held until commit, the locks make a concurrent
 * delete wait for the import and then clean up after it.
 */
export async function lockImportReferences(tx: Tx, planned: ImportPlan): Promise<void> {
  const djIds = unique(planned.createdShows.flatMap((s) => s.djIds));
  const showIds = unique(
    [...planned.placements, ...planned.series].flatMap((p) =>
      p.show?.kind === 'library' ? [p.show.id] : [],
    ),
  );
  const foundDjs = djIds.length
    ? await tx.select({ id: djs.id }).from(djs).where(inArray(djs.id, djIds)).for('share')
    : [];
  const foundShows = showIds.length
    ? await tx.select({ id: shows.id }).from(shows).where(inArray(shows.id, showIds)).for('share')
    : [];
  if (foundDjs.length !== djIds.length || foundShows.length !== showIds.length)
    throw new HttpError(409, 'library_changed', IMPORT_REFUSALS.libraryChanged);
}

const unique = (ids: readonly string[]) => [...new Set(ids)].sort();
