import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Tx | Database;

/** The JSON body of every delivery. */
export type WebhookPayload = {
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
};

/**
 * Writes an event into the outbox, one delivery per enabled endpoint that subscribed to it (or
 * the endpoints named), in the caller's transaction: the event exists exactly when the change
 * does. Nothing is sent here; the delivery worker sends it after commit, so a slow or failing
 * receiver never holds up or fails the change. A delivery with a dedupe key already written for
 * an endpoint is not written again. Returns how many deliveries were written.
 */
export async function queueWebhookEvent(
  tx: Executor,
  type: string,
  data: Record<string, unknown>,
  options: { endpointIds?: string[]; dedupeKey?: string; occurredAt?: Date } = {},
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      options.endpointIds
        ? inArray(webhookEndpoints.id, options.endpointIds)
        : and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])),
    );
  if (endpoints.length === 0) return 0;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type,
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    data,
  };
  const written = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: payload.id,
        eventType: type,
        payload,
        dedupeKey: options.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return written.length;
}

/** Which of these event types any enabled endpoint listens for (one small read). */
export async function subscribedTypes(
  tx: Executor,
  types: readonly string[],
): Promise<Set<string>> {
  const rows = await tx
    .select({ events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
  const wanted = new Set<string>();
  for (const row of rows) for (const type of row.events) if (types.includes(type)) wanted.add(type);
  return wanted;
}
