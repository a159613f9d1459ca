import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, type WebhookDelivery } from '../../../shared/webhooks/webhooks';
import { webhookEndpoints } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { useStarted, useTestApp } from '../../test/use-test-app';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { startDeliveryWorker } from './delivery-worker';
import { errorOf } from '../../test/schedule-set-up';

/** A station served at a public address, and one told it may still reach a local receiver. */
const { app: live, liveManager } = useTestApp(
  { publicOrigin: 'https://radio.example.org' },
  { liveManager: {} },
);
const { app: allowing, allowingManager } = useTestApp(
  { publicOrigin: 'https://radio.example.org', webhookAllowLoopback: 'true' },
  { allowingManager: {} },
);
const receiver = useStarted(startWebhookReceiver, (r) => r.close());
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function worker(app: TestApp) {
  const running = startDeliveryWorker({ db: app.db, log: () => {}, pollMs: 20, ...app.webhooks });
  stops.push(running.stop);
}

describe('webhooks to this machine', () => {
  it('are refused at the address field when PUBLIC_URL is not loopback', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/hooks`,
      `https://[::1]:${port}/hooks`,
      // The database's port, as the review found it probed.
      'http://127.0.0.1:5432/',
    ]) {
      const response = await liveManager.client.post('/api/webhooks', {
        json: { url, events: ['week.published'] },
      });
      expect(response.status, url).toBe(422);
      expect(errorOf(response).fields?.url, url).toBe(WEBHOOK_MESSAGES.loopbackAddress);
    }
    expect((await liveManager.client.get('/api/webhooks')).json()).toEqual({ endpoints: [] });
  });

  it('are refused when sent, and on change, for an endpoint stored before', async () => {
    // As if registered while the installation allowed it (an upgrade, or the setting removed).
    const [row] = await live.db
      .insert(webhookEndpoints)
      .values({ url: receiver.url, events: ['week.published'], secret: 'whsec_stored-before' })
      .returning({ id: webhookEndpoints.id });
    const changed = await liveManager.client.patch(`/api/webhooks/${row!.id}`, {
      json: { url: receiver.url, events: ['week.published', 'schedule.changed'] },
    });
    expect(changed.status).toBe(422);
    expect(errorOf(changed).fields?.url).toBe(WEBHOOK_MESSAGES.loopbackAddress);

    expect((await liveManager.client.post(`/api/webhooks/${row!.id}/test`)).status).toBe(202);
    worker(live);
    await expect
      .poll(async () => {
        const log = await liveManager.client.get(`/api/webhooks/${row!.id}/deliveries`);
        return log.json<{ deliveries: WebhookDelivery[] }>().deliveries[0];
      })
      .toMatchObject({ status: 'failed', lastError: WEBHOOK_MESSAGES.loopbackAddress });
    expect(receiver.received).toHaveLength(0);
    await live.db.execute(sql`delete from webhook_endpoints`);
  });

  it('are accepted and delivered with WEBHOOK_ALLOW_LOOPBACK=true', async () => {
    const created = await allowingManager.client.post('/api/webhooks', {
      json: { url: receiver.url, events: ['week.published'] },
    });
    expect(created.status, created.text).toBe(201);
    const { endpoint } = created.json<{ endpoint: { id: string } }>();
    expect((await allowingManager.client.post(`/api/webhooks/${endpoint.id}/test`)).status).toBe(
      202,
    );
    worker(allowing);
    const [hit] = await receiver.waitFor(1);
    expect(hit!.payload.type).toBe('webhook.test');
    const [stored] = await allowing.db
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.url).toBe(receiver.url);
  });
});
