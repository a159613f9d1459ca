import { lt, and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookDeliveries } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { startHourlyJob } from '../../lib/hourly-job';
import { describeError, type LogLine } from '../../lib/logger';
import { startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { sealStoredSecrets } from './seal-stored-secrets';
import { startStartingSoonTimer } from './starting-soon';
import type { WebhookSettings } from './webhook-settings';

/** Finished deliveries stay in the log this long. */
const KEEP_DELIVERIES_DAYS = 30;

/**
 * Everything webhooks do in the background of a server process: seal secrets an earlier version
 * stored in plain text, deliver the outbox, notice shows starting soon, and forget finished
 * deliveries after 30 days. Safe in any number of processes.
 */
export function startWebhooks(options: {
  db: Database;
  clock: StationClock;
  log: LogLine;
  webhooks: WebhookSettings;
  delivery?: Omit<DeliveryWorkerOptions, 'db' | 'log' | keyof WebhookSettings>;
  startingSoonEveryMs?: number;
}): { stop: () => Promise<void> } {
  const { db, log } = options;
  const sealing = sealStoredSecrets(db, options.webhooks.secrets, log).catch((error: unknown) =>
    log('[webhooks] sealing stored secrets failed', describeError(error)),
  );
  const worker = startDeliveryWorker({ db, log, ...options.webhooks, ...options.delivery });
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
      await Promise.all([sealing, worker.stop()]);
    },
  };
}
