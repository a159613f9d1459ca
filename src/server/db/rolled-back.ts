import type { Database } from './connection';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown to roll a transaction back once its work has answered. */
class RolledBack extends Error {
  constructor(readonly answer: unknown) {
    super('rolled back');
  }
}

/**
 * What `work` answers when run in a transaction that is then rolled back: a preview runs the
 * whole change, locks and checks included, and writes nothing.
 */
export async function rolledBack<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always rolls back');
}
