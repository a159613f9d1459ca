import { HttpError } from '../http/errors';
import type { Database } from './connection';
import { pgErrorOf, type PgError } from './database-error';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `write` in a transaction; the database's refusal of a racing write (a unique index, an
 * exclusion constraint) that `refusal` recognises becomes the 409 the check before the write gives.
 */
export async function refusingTransaction<T>(
  db: Database,
  write: (tx: Tx) => Promise<T>,
  refusal: (pg: PgError) => HttpError | undefined,
): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    const pg = error instanceof HttpError ? null : pgErrorOf(error);
    throw (pg && refusal(pg)) || error;
  }
}
