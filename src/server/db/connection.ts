import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];

/**
 * A pool and its Drizzle handle. Services take the handle as a parameter (DESIGN.md §2).
 * `onConnectionError` hears of every connection the database dropped (a restart, a crash).
 */
export function createDatabase(
  connectionString: string,
  max = 10,
  onConnectionError: (error: Error) => void = () => undefined,
) {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // A connection the database drops emits 'error': the pool hears it for idle ones, but a
  // checked-out one (between two queries of a transaction) has no listener of the pool's, and an
  // unheard 'error' ends the process. Every client gets one for its whole life; the query in
  // flight, if any, fails by itself and its request answers 503.
  pool.on('error', onConnectionError);
  // A client whose connection ends while checked out goes back to the pool (which discards it)
  // at once: a holder that never gives it back (Drizzle's transaction, when its BEGIN fails,
  // releases nothing) would otherwise keep a slot, and after a few outages the pool is full of
  // dead clients and every request waits. The holder's own release later does nothing.
  const checkedOut = new Map<pg.PoolClient, (error: Error) => void>();
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    client.on('end', () => checkedOut.get(client)?.(new Error('The database connection ended.')));
  });
  pool.on('acquire', (client) => {
    checkedOut.set(client, () => undefined);
    // The pool sets `release` right after announcing the client, before handing it over.
    queueMicrotask(() => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      let given = false;
      const once = (error?: Error | boolean) => {
        if (given) return;
        given = true;
        release(error);
      };
      client.release = once;
      checkedOut.set(client, once);
    });
  });
  pool.on('release', (_error, client) => checkedOut.delete(client));
  const db = drizzle(pool, { schema });
  return { db, pool };
}
