import { lt, and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookDeliveries } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { EVERY_HOUR_MS, type Jobs } from '../../jobs/jobs';
import { describeError, type LogLine } from '../../lib/logger';
import { startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { sealStoredSecrets } from './seal-stored-secrets';
import { defineStartingSoon } from './starting-soon';
import type { WebhookSettings } from './webhook-settings';

/** Finished deliveries stay in the log this long. */
const KEEP_DELIVERIES_DAYS = 30;

/**
 * What webhooks do in each server process: seal secrets an earlier version stored in plain text
 * and deliver the outbox (its own lanes per endpoint, decision 0050). Safe in any number of
 * processes. Their timed work is on the jobs: `defineWebhookJobs`.
 */
export function startWebhooks(options: {
  db: Database;
  log: LogLine;
  webhooks: WebhookSettings;
  delivery?: Omit<DeliveryWorkerOptions, 'db' | 'log' | keyof WebhookSettings>;
}): { stop: () => Promise<void> } {
  const { db, log } = options;
  const sealing = sealStoredSecrets(db, options.webhooks.secrets, log).catch((error: unknown) =>
    log('[webhooks] sealing stored secrets failed', describeError(error)),
  );
  const worker = startDeliveryWorker({ db, log, ...options.webhooks, ...options.delivery });
  return {
    stop: async () => {
      await Promise.all([sealing, worker.stop()]);
    },
  };
}

/** Webhooks' timed work: noticing shows starting soon, and forgetting finished deliveries after 30 days. */
export function defineWebhookJobs(
  jobs: Jobs,
  options: { db: Database; clock: StationClock; startingSoonEveryMs?: number },
) {
  const { db } = options;
  defineStartingSoon(jobs, { db, clock: options.clock, everyMs: options.startingSoonEveryMs });
  jobs.every(
    'webhooks.prune',
    { everyMs: EVERY_HOUR_MS, firstAfterMs: 5 * 60_000, logAs: 'webhooks' },
    async () => {
      const cutoff = new Date(
        options.clock.now().getTime() - KEEP_DELIVERIES_DAYS * 24 * 60 * 60_000,
      );
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
  );
}
