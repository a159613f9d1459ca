import type { Database } from '../../db/connection';
import { currentRevisions } from '../../realtime/revision-watch';

type Handle = Pick<Database, '$client'>;

/**
 * Promises, not results: requests arriving together after a change share one read of each part
 * instead of each doing it (a public widget's load is many identical requests).
 */
export type PublicStore = {
  /** The value kept under `key` for these revisions, or `read()` kept; a failed read is not kept. */
  kept: <T>(key: string, read: () => Promise<T>) => Promise<T>;
};

/**
 * Everything the public read model derives (the station's public face, finalized weeks, their
 * airings, the shows and hosts they name) changes only with the revisions of the schedule, the
 * libraries and the settings (drizzle/0018): it is kept per database handle and those revisions,
 * and a new revision starts afresh. The revisions come from the handle's watch, which learns of
 * changes by notification (src/server/realtime/revision-watch.ts): a warm answer reads nothing.
 * Derived data only (DESIGN.md D11).
 */
const storeByDatabase = new WeakMap<
  object,
  { key: string; values: Map<string, Promise<unknown>> }
>();
/** Past this many parts (weeks asked for, say), the store starts afresh. */
const MAX_KEPT = 400;

export async function publicStore(db: Handle, timeZone: string): Promise<PublicStore> {
  const revisions = await currentRevisions(db);
  const key = revisions
    ? `${revisions.schedule}:${revisions.library}:${revisions.settings}:${timeZone}`
    : null;
  let found = storeByDatabase.get(db);
  if (!key || found?.key !== key) {
    found = { key: key ?? '', values: new Map() };
    if (key) storeByDatabase.set(db, found);
  }
  const values = found.values;
  return {
    kept<T>(part: string, read: () => Promise<T>): Promise<T> {
      const known = values.get(part);
      if (known) return known as Promise<T>;
      if (values.size >= MAX_KEPT) values.clear();
      const reading = read();
      values.set(part, reading);
      reading.catch(() => {
        if (values.get(part) === reading) values.delete(part);
      });
      return reading;
    },
  };
}
