import { PgTransaction } from 'drizzle-orm/pg-core';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads: on the pool they go out together, over separate connections; in a
 * transaction, which is one connection, they go one at a time (a connection takes one query at a
 * time, and pg refuses a query handed to a busy client in its next major). Reads are passed as
 * functions, not promises: a started query cannot be made to wait.
 */
export async function readTogether<T extends Reads>(db: object, ...reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
