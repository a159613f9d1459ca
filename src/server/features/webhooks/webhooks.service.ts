import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  webhookText,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../shared/webhooks/webhooks';
import type { Database } from '../../db/connection';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordActivity, type Actor } from '../activity/record-activity';
import type { SecretBox } from './secret-box';
import { queueWebhookEvent } from './webhook-outbox';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointValues = {
  url: string;
  description: string;
  events: WebhookEventType[];
  leadMinutes: number;
  enabled: boolean;
};

/** "whsec_" and 32 random bytes: what signs an endpoint's deliveries. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The host alone: a path or query may carry the receiver's own token, the log keeps neither. */
function hostOf(url: string): string {
  return new URL(url).host;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A change to a webhook, logged as a settings change naming the host it sends to (not its URL). */
function recordWebhookChange(
  tx: Tx,
  actor: Actor,
  action: string,
  id: string,
  url: string,
  details: Record<string, unknown> = {},
) {
  return recordActivity(tx, actor, {
    action,
    subjectType: 'settings',
    subjectId: id,
    details: { host: hostOf(url), ...details },
  });
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', webhookText('notFound'));
}

function toEndpoint(
  row: EndpointRow,
  secrets: SecretBox,
  last: WebhookEndpoint['lastDelivery'],
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    leadMinutes: row.leadMinutes,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last,
    needsNewSecret: secrets.open(row.secret, row.id) === null,
  };
}

export async function listEndpoints(db: Database, secrets: SecretBox): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
  const latest = await db.execute<{ endpoint_id: string; status: string; at: Date | string }>(sql`
    select distinct on (endpoint_id) endpoint_id, status, coalesce(delivered_at, created_at) as at
      from webhook_deliveries
     order by endpoint_id, created_at desc`);
  const lastOf = new Map(
    latest.rows.map((r) => [
      r.endpoint_id,
      { status: r.status as WebhookDeliveryStatus, at: new Date(r.at).toISOString() },
    ]),
  );
  return rows.map((row) => toEndpoint(row, secrets, lastOf.get(row.id) ?? null));
}

/**
 * Registers an endpoint; the answer carries its secret, which is never shown again and is
 * stored sealed (secret-box.ts).
 */
export async function createEndpoint(
  db: Database,
  secrets: SecretBox,
  values: EndpointValues,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // One registration at a time, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints);
    if (n >= WEBHOOK_ENDPOINTS_MAX) throw new HttpError(409, 'too_many', webhookText('tooMany'));
    const secret = newSecret();
    // The id is known before the insert: the sealed secret is bound to it.
    const id = randomUUID();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...values, id, secret: secrets.seal(secret, id) })
      .returning();
    await recordWebhookChange(tx, actor, 'webhook.create', row!.id, values.url, {
      events: values.events,
    });
    return { endpoint: toEndpoint(row!, secrets, null), secret };
  });
}

export async function updateEndpoint(
  db: Database,
  secrets: SecretBox,
  id: string,
  values: EndpointValues,
  actor: Actor,
): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw notFound();
    // A paused webhook is sent nothing, not even what was waiting: resumed, it starts afresh.
    if (!values.enabled) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: WEBHOOK_MESSAGES.pausedDelivery, lockedUntil: null })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    }
    await recordWebhookChange(tx, actor, 'webhook.update', id, values.url, {
      events: values.events,
      enabled: values.enabled,
    });
    return toEndpoint(row, secrets, null);
  });
}

export async function deleteEndpoint(db: Database, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw notFound();
    await recordWebhookChange(tx, actor, 'webhook.delete', id, row.url);
  });
}

/**
 * A new secret at once; deliveries signed from now on use it. Also what brings back a webhook
 * whose secret this server cannot read.
 */
export async function rotateSecret(
  db: Database,
  secrets: SecretBox,
  id: string,
  actor: Actor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const secret = newSecret();
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: secrets.seal(secret, id), updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw notFound();
    await recordWebhookChange(tx, actor, 'webhook.rotateSecret', id, row.url);
    return secret;
  });
}

/** "Send test event": a webhook.test event for this endpoint alone, through the outbox. */
export async function queueTestEvent(
  db: Database,
  secrets: SecretBox,
  id: string,
  actor: Actor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: webhookEndpoints.id,
        enabled: webhookEndpoints.enabled,
        secret: webhookEndpoints.secret,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    if (!row) throw notFound();
    if (!row.enabled) throw new HttpError(409, 'paused', webhookText('paused'));
    if (secrets.open(row.secret, row.id) === null) {
      throw new HttpError(409, 'secret_unreadable', webhookText('secretUnreadable'));
    }
    const dedupeKey = `test:${randomUUID()}`;
    await queueWebhookEvent(
      tx,
      WEBHOOK_TEST_EVENT,
      { message: 'A test event sent from Station Settings.', sentBy: actor.name },
      { endpointIds: [id], dedupeKey },
    );
    const [queued] = await tx
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.dedupeKey, dedupeKey));
    return queued!.eventId;
  });
}

/** The newest deliveries of an endpoint (its delivery log). */
export async function listDeliveries(db: Database, id: string): Promise<WebhookDelivery[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw notFound();
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    eventType: r.eventType,
    status: r.status as WebhookDeliveryStatus,
    attempts: r.attempts,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  }));
}
