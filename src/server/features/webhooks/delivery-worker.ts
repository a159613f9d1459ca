import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { describeError, type LogLine } from '../../lib/logger';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import type { AddressPolicy } from './endpoint-address';
import type { SecretBox } from './secret-box';
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
  /** Opens the endpoints' signing secrets (stored encrypted). */
  secrets: SecretBox;
  /** Where deliveries may connect (checked again at every connection). */
  addresses: AddressPolicy;
  /** How often the outbox is looked at for endpoints with nothing in flight. */
  pollMs?: number;
  /**
   * How long a claimed delivery is this process's: longer than one send may take, so a live
   * process is never overtaken, short enough that a killed one's claim is soon taken over.
   */
  leaseMs?: number;
  limits?: SendLimits;
  retry?: RetryPolicy;
  /**
   * The clock of deliveries' outcomes: when one is due again, when it was delivered, since when
   * its endpoint fails. The station's clock in the server, a fixed one in tests. Claims' leases
   * stay on the database's clock: they are about live processes, not about the schedule.
   */
  now?: () => Date;
};

/**
 * A delivery `q` is due at `at` and not claimed (the pending rows' partial index finds these):
 * one never tried is due at once (it waits only for its turn), a retry when the worker's clock
 * reaches its next attempt.
 */
const dueAt = (at: Date) => sql`
      q.status = 'pending'
  and (q.attempts = 0 or q.next_attempt_at <= ${at.toISOString()}::timestamptz)
  and (q.locked_until is null or q.locked_until < now())`;

/** Endpoint `e` has nothing in flight, in any process. */
const IDLE = sql`not exists (
  select 1 from webhook_deliveries f
   where f.endpoint_id = e.id and f.status = 'pending' and f.locked_until >= now())`;

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
const notAmong = (ids: string[]) => (ids.length ? sql`e.id not in ${idList(ids)}` : sql`true`);

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
 * database. Each endpoint is a lane of its own: at most one of its deliveries is in flight at a
 * time, across all processes, its oldest due one first, so a receiver that hangs delays only its
 * own events and never another endpoint's. A claim is taken just before its one send and leased
 * for that send alone (then the outcome is written and the lane claims its next), so a slow
 * receiver never outlives a claim into a second process sending the same delivery. A process
 * killed mid-send leaves its claim to expire, and another (or itself, restarted) sends it then.
 * Returns `runOnce` for tests and `stop`, which waits a moment for sends under way.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions) {
  const pollMs = options.pollMs ?? 1000;
  const limits = options.limits ?? DEFAULT_SEND_LIMITS;
  const leaseMs = options.leaseMs ?? limits.timeoutMs + 30_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const now = options.now ?? (() => new Date());
  const { db, log } = options;
  /** The endpoints this process is sending to, and the lane doing it. */
  const lanes = new Map<string, Promise<number>>();

  /**
   * Claims the oldest due delivery of each endpoint that has one and nothing in flight (only of
   * `endpointId` when given; never of an endpoint this process is already sending to). The
   * endpoints are locked first (SKIP LOCKED: another process claiming for them now is left to
   * it) and the deliveries chosen in a second statement, whose snapshot is taken under those
   * locks and so sees every claim committed before: no endpoint gets two deliveries in flight.
   */
  async function claim(endpointId?: string): Promise<Claimed[]> {
    const due = dueAt(now());
    return db.transaction(async (tx) => {
      const locked = await tx.execute<{ id: string }>(sql`
        select e.id from webhook_endpoints e
         where e.enabled
           and ${endpointId ? sql`e.id = ${endpointId}` : notAmong([...lanes.keys()])}
           and e.id in (select q.endpoint_id from webhook_deliveries q where ${due})
           and ${IDLE}
         for no key update of e skip locked`);
      if (locked.rows.length === 0) return [];
      const claimed = await tx.execute<Claimed>(sql`
        update webhook_deliveries d
           set locked_until = now() + ${leaseMs} * interval '1 millisecond',
               attempts = d.attempts + 1
          from webhook_endpoints e
         where e.id = d.endpoint_id
           and d.id in (
             select oldest.id from webhook_endpoints e
              cross join lateral (
                select q.id from webhook_deliveries q
                 where q.endpoint_id = e.id and ${due}
                 order by q.next_attempt_at, q.created_at
                 limit 1) oldest
              where e.id in ${idList(locked.rows.map((r) => r.id))} and ${IDLE})
        returning d.id, d.endpoint_id, d.event_id, d.payload, d.attempts, d.created_at, e.url, e.secret`);
      return claimed.rows;
    });
  }

  /**
   * A delivery made ends its endpoint's failing (null); a failure starts it unless it has begun:
   * `failing_since` is the first failure since the last success (the managers' alert, decision
   * 0071, reads it).
   */
  async function markEndpoint(endpointId: string, failedAt: Date | null) {
    await db.execute(sql`
      update webhook_endpoints
         set failing_since = ${
           failedAt
             ? sql`coalesce(failing_since, ${failedAt.toISOString()}::timestamptz)`
             : sql`null`
         }
       where id = ${endpointId}`);
  }

  async function deliver(row: Claimed): Promise<void> {
    const secret = options.secrets.open(row.secret, row.endpoint_id);
    if (secret === null) {
      // Sealed under another key (a restore into another installation): nothing can be signed
      // until a manager rotates the secret, which Station Settings asks for. Not an attempt.
      await db.execute(sql`
        update webhook_deliveries
           set status = 'failed', attempts = attempts - 1, locked_until = null,
               last_status_code = null, last_error = ${WEBHOOK_MESSAGES.secretUnreadableDelivery}
         where id = ${row.id}`);
      return;
    }
    const outcome = await sendWebhook(
      { url: row.url, secret },
      { id: row.event_id, body: JSON.stringify(row.payload) },
      limits,
      options.addresses,
    );
    const at = now();
    if (outcome.ok) {
      await db.execute(sql`
        update webhook_deliveries
           set status = 'delivered', delivered_at = ${at.toISOString()}::timestamptz,
               last_status_code = ${outcome.statusCode}, last_error = null, locked_until = null
         where id = ${row.id}`);
      await markEndpoint(row.endpoint_id, null);
      return;
    }
    await markEndpoint(row.endpoint_id, at);
    const createdAt = new Date(row.created_at).getTime();
    const next = at.getTime() + retryDelayMs(row.attempts, retry);
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

  /**
   * One endpoint's lane: sends the claimed delivery, then claims and sends the endpoint's next
   * due one, until none is due. Returns how many it sent.
   */
  function startLane(first: Claimed): Promise<number> {
    const run = async () => {
      let sent = 0;
      for (let row: Claimed | undefined = first; row; [row] = await claim(row.endpoint_id)) {
        await deliver(row);
        sent++;
        if (stopped) break;
      }
      return sent;
    };
    const lane = run()
      .catch((error: unknown) => {
        // The claim runs out and the delivery is sent again then.
        log('[webhooks] delivery lane failed', describeError(error));
        return 0;
      })
      .finally(() => lanes.delete(first.endpoint_id));
    lanes.set(first.endpoint_id, lane);
    return lane;
  }

  /** Starts a lane for each endpoint with something due and nothing in flight. */
  async function look(): Promise<Promise<number>[]> {
    return (await claim()).map(startLane);
  }

  /** One look at the outbox, waiting for the lanes it started. Returns how many were sent. */
  async function runOnce(): Promise<number> {
    const sent = await Promise.all(await look());
    return sent.reduce((a, b) => a + b, 0);
  }

  let looking: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (looking || stopped) return;
    looking = look()
      .catch((error: unknown) => log('[webhooks] outbox look failed', describeError(error)))
      .finally(() => {
        looking = null;
      });
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
        Promise.all([looking, ...lanes.values()]),
        new Promise<void>((resolve) => {
          wait = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(wait);
    },
  };
}
