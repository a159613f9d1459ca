import { lt, and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookDeliveries } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { startHourlyJob } from '../../lib/hourly-job';
import type { LogLine } from '../../lib/logger';
import { startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { startStartingSoonTimer } from './starting-soon';

/** Finished deliveries stay in the log this long. */
const KEEP_DELIVERIES_DAYS = 30;

/**
 * Everything webhooks do in the background of a server process: deliver the outbox, notice shows
 * starting soon, and forget finished deliveries after 30 days. Safe in any number of processes.
 */
export function startWebhooks(options: {
  db: Database;
  clock: StationClock;
  log: LogLine;
  delivery?: Omit<DeliveryWorkerOptions, 'db' | 'log'>;
  startingSoonEveryMs?: number;
}): { stop: () => Promise<void> } {
  const { db, log } = options;
  const worker = startDeliveryWorker({ db, log, ...options.delivery });
  const soon = startStartingSoonTimer({
    db,
    clock: options.clock,
    log,
    ...(options.startingSoonEveryMs && { everyMs: options.startingSoonEveryMs }),
  });
  const prune = startHourlyJob({
    name: 'webhooks',
    firstAfterMs: 5 * 60_000,
    log,
    run: async () => {
      const cutoff = new Date(Date.now() - KEEP_DELIVERIES_DAYS * 24 * 60 * 60_000);
      const gone = await db
        .delete(webhookDeliveries)
        .where(
          and(
            inArray(webhookDeliveries.status, ['delivered', 'failed']),
            lt(webhookDeliveries.createdAt, cutoff),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return gone.length > 0 ? `forgot ${gone.length} old deliveries` : null;
    },
  });
  return {
    stop: async () => {
      prune.stop();
      soon.stop();
      await worker.stop();
    },
  };
}
