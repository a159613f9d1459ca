import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookEndpoints } from '../../db/schema';
import { readersWords } from '../../i18n/languages-read';
import type { Jobs } from '../../jobs/jobs';
import { readStationName } from '../team/station-settings.service';
import { activeManagerIds } from './membership-notices';
import { notify } from './notify';
import { defineNoticeLook } from './notice-looks';

export const WEBHOOK_ALERTS_JOB = 'notifications.webhook-alerts';
/** An endpoint failing this long is a managers' alert. */
export const FAILING_FOR_MS = 24 * 60 * 60_000;
const LOOK_EVERY_MS = 15 * 60_000;

/**
 * Alerts every active manager of each enabled endpoint whose every delivery has failed for a day
 * (`failing_since`, kept by the delivery worker). Once per endpoint and failing episode: the
 * notice's key is the endpoint and the instant its failing began, so looks every 15 minutes,
 * from any number of processes, tell it once, and an endpoint that recovered (failing_since
 * cleared) and fails for another day is a new episode, told again.
 */
export async function alertFailingWebhooks(db: Database, now: Date): Promise<number> {
  const failing = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      since: webhookEndpoints.failingSince,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        lte(webhookEndpoints.failingSince, new Date(now.getTime() - FAILING_FOR_MS)),
      ),
    );
  if (failing.length === 0) return 0;
  const [station, managers] = await Promise.all([readStationName(db), activeManagerIds(db)]);
  // Each manager reads it in their own language; the instant is written the same in all.
  const wordsOf = await readersWords(db, managers);
  return notify(
    db,
    now,
    failing.flatMap((endpoint) => {
      const since = endpoint.since!.toISOString();
      const sinceText = since.slice(0, 16).replace('T', ' ') + ' UTC';
      return managers.map((userId) => {
        const { t } = wordsOf(userId);
        return {
          userId,
          kind: 'managerAlerts' as const,
          key: `webhook-failing:${endpoint.id}:${since}`,
          link: '/settings',
          title: t('webhooks:alert.title', { station }),
          lines: [
            t('webhooks:alert.since', { url: endpoint.url, since: sinceText }),
            t('webhooks:alert.next'),
          ],
        };
      });
    }),
  );
}

/** Looks every 15 minutes: an alert leaves within 15 minutes of the day being full. */
export function defineWebhookAlerts(jobs: Jobs, db: Database, now: () => Date) {
  defineNoticeLook(
    jobs,
    WEBHOOK_ALERTS_JOB,
    LOOK_EVERY_MS,
    () => alertFailingWebhooks(db, now()),
    (sent) => `alerted managers of failing webhooks (${sent} notices)`,
  );
}
