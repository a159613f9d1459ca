import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];

/** A pool and its Drizzle handle. Services take the handle as a parameter (DESIGN.md §2). */
export function createDatabase(
  connectionString: string,
  max = 10,
  log: (line: string) => void = console.error,
) {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on('error', (error) => log(`[db] idle connection error: ${error.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool };
}
