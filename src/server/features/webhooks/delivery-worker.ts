import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { describeError, type LogLine } from '../../lib/logger';
import { DEFAULT_SEND_LIMITS, sendWebhook, type SendLimits } from './send-webhook';

export type RetryPolicy = {
  /** Wait after the first failed attempt; each later one waits twice as long as the one before. */
  firstDelayMs: number;
  /** No wait grows past this. */
  maxDelayMs: number;
  /** A delivery not made within this of its event is given up ("failed"). */
  giveUpAfterMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

export type DeliveryWorkerOptions = {
  db: Database;
  log: LogLine;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** Deliveries claimed per look (sent at once). */
  batch?: number;
  /**
   * How long a claimed delivery is this process's: longer than a send may take, so a live
   * process is never overtaken, short enough that a killed one's claims are soon taken over.
   */
  leaseMs?: number;
  limits?: SendLimits;
  retry?: RetryPolicy;
};

/** How long stopping waits for sends under way. */
const STOP_WAIT_MS = 2000;

type Claimed = {
  id: string;
  endpoint_id: string;
  event_id: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
  url: string;
  secret: string;
};

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … 1 h. */
export function retryDelayMs(attempts: number, retry: RetryPolicy): number {
  return Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox from this process. Any number of processes may run one on the same
 * database: a delivery is claimed by one of them (FOR UPDATE SKIP LOCKED, then a lease), sent
 * outside any transaction, and its outcome written back. A process killed mid-send leaves its
 * claim to expire, and another (or itself, restarted) sends it then. Returns `runOnce` for
 * tests and `stop`, which waits for a look in progress.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions) {
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 10;
  const limits = options.limits ?? DEFAULT_SEND_LIMITS;
  const leaseMs = options.leaseMs ?? limits.timeoutMs + 30_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const { db, log } = options;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute<Claimed>(sql`
      update webhook_deliveries d
         set locked_until = now() + ${leaseMs} * interval '1 millisecond',
             attempts = d.attempts + 1
        from webhook_endpoints e
       where e.id = d.endpoint_id
         and d.id in (
           select q.id from webhook_deliveries q
            join webhook_endpoints qe on qe.id = q.endpoint_id and qe.enabled
            where q.status = 'pending'
              and q.next_attempt_at <= now()
              and (q.locked_until is null or q.locked_until < now())
            order by q.next_attempt_at, q.created_at
            limit ${batch}
            for update of q skip locked)
      returning d.id, d.endpoint_id, d.event_id, d.payload, d.attempts, d.created_at, e.url, e.secret`);
    return result.rows;
  }

  async function deliver(row: Claimed): Promise<void> {
    const outcome = await sendWebhook(
      { url: row.url, secret: row.secret },
      { id: row.event_id, body: JSON.stringify(row.payload) },
      limits,
    );
    if (outcome.ok) {
      await db.execute(sql`
        update webhook_deliveries
           set status = 'delivered', delivered_at = now(), last_status_code = ${outcome.statusCode},
               last_error = null, locked_until = null
         where id = ${row.id}`);
      return;
    }
    const createdAt = new Date(row.created_at).getTime();
    const next = Date.now() + retryDelayMs(row.attempts, retry);
    const giveUp = outcome.permanent || next > createdAt + retry.giveUpAfterMs;
    await db.execute(sql`
      update webhook_deliveries
         set status = ${giveUp ? 'failed' : 'pending'},
             next_attempt_at = ${new Date(next).toISOString()}::timestamptz,
             last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
             locked_until = null
       where id = ${row.id}`);
    log(giveUp ? '[webhooks] delivery given up' : '[webhooks] delivery failed, will retry', {
      delivery: row.id,
      attempts: row.attempts,
      status: outcome.statusCode,
    });
  }

  /** One look at the outbox: claims what is due and sends it. Returns how many were sent. */
  async function runOnce(): Promise<number> {
    const claimed = await claim();
    // Endpoints are sent to side by side; one endpoint's events one after another, oldest first,
    // so a receiver hears "published" before "changed" whenever nothing needed a retry.
    const byEndpoint = new Map<string, Claimed[]>();
    for (const row of claimed.sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at))) {
      byEndpoint.set(row.endpoint_id, [...(byEndpoint.get(row.endpoint_id) ?? []), row]);
    }
    await Promise.all(
      [...byEndpoint.values()].map(async (rows) => {
        for (const row of rows) await deliver(row);
      }),
    );
    return claimed.length;
  }

  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        // A full batch means more may be waiting: look again at once.
        while (!stopped && (await runOnce()) === batch);
      } catch (error) {
        log('[webhooks] outbox look failed', describeError(error));
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();

  return {
    runOnce,
    /**
     * Stops looking; waits a moment for sends under way, not for a slow receiver's full timeout:
     * an outcome not written in time is sent again after its lease (receivers de-duplicate).
     */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(wait);
    },
  };
}
