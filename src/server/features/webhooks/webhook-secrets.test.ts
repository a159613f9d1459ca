import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../shared/webhooks/webhooks';
import { webhookEndpoints } from '../../db/schema';
import type { HttpClient } from '../../test/http-client';
import { startTestApp } from '../../test/test-app';
import { useStarted, useTestApp } from '../../test/use-test-app';
import { startWebhookReceiver, verifySignature } from '../../test/webhook-receiver';
import { startDeliveryWorker } from './delivery-worker';
import { createSecretBox } from './secret-box';
import { queueWebhookEvent } from './webhook-outbox';
import { startWebhooks } from './webhooks-background';
import { errorOf } from '../../test/schedule-set-up';

const { app, manager } = useTestApp({}, { manager: {} });
const receiver = useStarted(startWebhookReceiver, (r) => r.close());
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await app.db.execute(sql`delete from webhook_endpoints`);
  receiver.received.splice(0);
});

function worker() {
  const running = startDeliveryWorker({ db: app.db, log: () => {}, pollMs: 20, ...app.webhooks });
  stops.push(running.stop);
}

async function storedSecret(id: string): Promise<string> {
  const [row] = await app.db
    .select({ secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row!.secret;
}

/** An endpoint written straight into the database with this stored secret. */
async function storedEndpoint(secret: (id: string) => string): Promise<string> {
  const id = randomUUID();
  await app.db
    .insert(webhookEndpoints)
    .values({ id, url: receiver.url, events: ['week.published'], secret: secret(id) });
  return id;
}

async function endpointOf(c: HttpClient, id: string): Promise<WebhookEndpoint> {
  const listed = await c.get('/api/webhooks');
  expect(listed.status).toBe(200);
  return listed.json<{ endpoints: WebhookEndpoint[] }>().endpoints.find((e) => e.id === id)!;
}

async function deliveriesOf(id: string): Promise<WebhookDelivery[]> {
  const log = await manager.client.get(`/api/webhooks/${id}/deliveries`);
  return log.json<{ deliveries: WebhookDelivery[] }>().deliveries;
}

describe('webhook signing secrets at rest', () => {
  it('are stored encrypted, and deliveries are signed with the secret shown', async () => {
    const created = await manager.client.post('/api/webhooks', {
      json: { url: receiver.url, events: ['week.published'] },
    });
    expect(created.status, created.text).toBe(201);
    const { endpoint, secret } = created.json<{ endpoint: WebhookEndpoint; secret: string }>();
    expect(endpoint.needsNewSecret).toBe(false);
    const stored = await storedSecret(endpoint.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret.slice(6));

    const rotated = await manager.client.post(`/api/webhooks/${endpoint.id}/secret`);
    const newSecret = rotated.json<{ secret: string }>().secret;
    expect(await storedSecret(endpoint.id)).not.toContain(newSecret.slice(6));
    await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    worker();
    const [hit] = await receiver.waitFor(1);
    expect(verifySignature(hit!, newSecret)).toBe(true);
  });

  it('an upgraded database: plain-text secrets are encrypted at start and still sign', async () => {
    const legacy = 'whsec_stored-in-plain-text-by-an-earlier-version';
    const id = await storedEndpoint(() => legacy);
    await queueWebhookEvent(app.db, 'week.published', { n: 1 }, { endpointIds: [id] });
    const lines: string[] = [];
    const background = startWebhooks({
      db: app.db,
      log: (line) => lines.push(line),
      webhooks: app.webhooks,
      delivery: { pollMs: 20 },
    });
    stops.push(background.stop);
    await expect.poll(() => storedSecret(id)).toMatch(/^v1:/);
    expect(await storedSecret(id)).not.toContain('earlier-version');
    const [hit] = await receiver.waitFor(1);
    expect(verifySignature(hit!, legacy)).toBe(true);
    expect(lines).toContain('[webhooks] signing secrets encrypted');
    expect((await endpointOf(manager.client, id)).needsNewSecret).toBe(false);
  });

  it('a secret made under another key (a restore elsewhere) asks for "Rotate secret" and sends nothing until then', async () => {
    const elsewhere = createSecretBox('the secret of another installation, 32+ chars');
    const id = await storedEndpoint((endpointId) => elsewhere.seal('whsec_elsewhere', endpointId));
    await queueWebhookEvent(app.db, 'week.published', { n: 1 }, { endpointIds: [id] });

    expect(await endpointOf(manager.client, id)).toMatchObject({
      needsNewSecret: true,
      enabled: true,
    });
    const test = await manager.client.post(`/api/webhooks/${id}/test`);
    expect(test.status).toBe(409);
    expect(errorOf(test)).toEqual({
      code: 'secret_unreadable',
      message: WEBHOOK_MESSAGES.secretUnreadable,
    });
    worker();
    await expect
      .poll(async () => (await deliveriesOf(id))[0])
      .toMatchObject({
        status: 'failed',
        attempts: 0,
        lastError: WEBHOOK_MESSAGES.secretUnreadableDelivery,
      });
    expect(receiver.received).toHaveLength(0);

    const rotated = await manager.client.post(`/api/webhooks/${id}/secret`);
    expect(rotated.status).toBe(200);
    const secret = rotated.json<{ secret: string }>().secret;
    expect((await endpointOf(manager.client, id)).needsNewSecret).toBe(false);
    expect((await manager.client.post(`/api/webhooks/${id}/test`)).status).toBe(202);
    const [hit] = await receiver.waitFor(1);
    expect(hit!.payload.type).toBe('webhook.test');
    expect(verifySignature(hit!, secret)).toBe(true);
  });

  it('WEBHOOK_SECRET_KEY, when set, is the key: a process without it cannot read the secret', async () => {
    const keyed = await startTestApp({
      shareDatabaseOf: { database: app.database, secret: app.secret },
      webhookSecretKey: 'a webhook secret key kept apart from AUTH_SECRET',
    });
    stops.push(() => keyed.close());
    const keyedClient = keyed.client();
    expect((await keyed.signIn(keyedClient, manager.email)).status).toBe(200);
    const created = await keyedClient.post('/api/webhooks', {
      json: { url: receiver.url, events: ['week.published'] },
    });
    expect(created.status, created.text).toBe(201);
    const { endpoint } = created.json<{ endpoint: WebhookEndpoint }>();
    expect((await endpointOf(keyedClient, endpoint.id)).needsNewSecret).toBe(false);
    // The same AUTH_SECRET without the key does not open it.
    expect((await endpointOf(manager.client, endpoint.id)).needsNewSecret).toBe(true);
  });
});
