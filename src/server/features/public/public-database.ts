import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../db/connection';
import * as schema from '../../db/schema';
import { localText } from '../../../shared/i18n/local-text';
import { HttpError } from '../../http/errors';

/**
 * How much of the pool public work may hold: at most this many of its queries at once, the rest
 * waiting their turn, and a public request whose query cannot begin within the wait is refused
 * (503, Retry-After) instead of queueing behind the staff. Warm public answers make no query at
 * all (docs/decisions/0051); these bound the cold ones after a change, or a flood of them.
 */
export const PUBLIC_DATABASE_SHARE = { queriesAtOnce: 2, maxWaiting: 200, waitMs: 2_000 };
const RETRY_AFTER_SECONDS = 2;

export class PublicWorkBusy extends HttpError {
  constructor() {
    super(503, 'busy', localText('api:public.busy'), undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    });
  }
}

/**
 * A database handle for public requests on the staff's pool that never holds more than
 * `queriesAtOnce` of its connections: public load slows public answers, not the staff's. It has
 * no transactions (public work only reads, and counts requests in single statements).
 */
export function publicDatabase(
  db: Database,
  share: typeof PUBLIC_DATABASE_SHARE = PUBLIC_DATABASE_SHARE,
): Database {
  const pool = db.$client;
  const turn = turns(share);
  const client = {
    query: (config: pg.QueryConfig, values?: unknown[]) => turn(() => pool.query(config, values)),
  };
  return drizzle(client as unknown as pg.Pool, { schema }) as unknown as Database;
}

/** A semaphore whose waiters give up after `waitMs`, and that queues at most `maxWaiting`. */
function turns(share: typeof PUBLIC_DATABASE_SHARE) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const done = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = () => {
      running++;
      const result = task();
      result.then(done, done);
      return result;
    };
    if (running < share.queriesAtOnce) return run();
    if (waiting.length >= share.maxWaiting) return Promise.reject(new PublicWorkBusy());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        run().then(resolve, reject);
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(start);
        if (at !== -1) waiting.splice(at, 1);
        reject(new PublicWorkBusy());
      }, share.waitMs);
      waiting.push(start);
    });
  };
}
