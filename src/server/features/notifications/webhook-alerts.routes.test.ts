import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { startDeliveryWorker } from '../webhooks/delivery-worker';
import { queueWebhookEvent } from '../webhooks/webhook-outbox';
import { WEBHOOK_ALERTS_JOB } from './webhook-alerts';

/** An endpoint failing for a day is one alert to managers per failing episode (issue 34). */
const T0 = new Date('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let now = T0;
const { app, manager } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { manager: {} },
);
/** A hang catcher only: an outcome never written fails the test, however slow the machine. */
const SETTLES = { timeout: 20_000 };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let worker: ReturnType<typeof startDeliveryWorker>;
let endpointId: string;
let failing = true;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiver.answerWith((_hit, _req, res) => {
    res.statusCode = failing ? 500 : 204;
    res.end();
  });
  const made = await manager.client.post('/api/webhooks', {
    json: { url: receiver.url, events: ['week.published'] },
  });
  expect(made.status, made.text).toBe(201);
  endpointId = made.json<{ endpoint: { id: string } }>().endpoint.id;
  // On the test's fixed clock: a failed delivery is due again only when the clock moves on.
  worker = startDeliveryWorker({
    db: app.db,
    log: () => {},
    ...app.webhooks,
    pollMs: 20,
    now: () => now,
  });
  await app.jobs.seed();
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
});

const failingSince = async () =>
  (
    await app.db
      .select({ since: webhookEndpoints.failingSince })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId))
  )[0]!.since;
/** Attempts the worker has finished and written (a claimed attempt holds a lock until then). */
const recordedAttempts = async () =>
  (
    await app.db
      .select({ attempts: webhookDeliveries.attempts, lock: webhookDeliveries.lockedUntil })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
  ).reduce((sum, d) => sum + (d.lock === null ? d.attempts : d.attempts - 1), 0);
const alerts = async () =>
  (await app.outbox.to(manager.email)).filter((m) => /webhook .* failed for a day/.test(m.subject));
async function at(ms: number) {
  now = new Date(T0.getTime() + ms);
  await app.jobs.runDue(WEBHOOK_ALERTS_JOB);
}
const event = () =>
  queueWebhookEvent(app.db, 'week.published', { n: 1 }, { endpointIds: [endpointId] });

describe('a webhook endpoint failing for a day', () => {
  it('alerts managers once per failing episode, from a day after its first failure', async () => {
    await event();
    await expect.poll(failingSince, SETTLES).toEqual(T0);
    await at(23 * HOUR + 40 * MINUTE); // retried and failed again: still the same episode
    await expect.poll(() => receiver.received.length, SETTLES).toBe(2);
    // Recorded before the clock moves on: a failure written at a later time is retried later.
    await expect.poll(recordedAttempts, SETTLES).toBe(2);
    expect(await failingSince()).toEqual(T0);
    expect(await alerts()).toHaveLength(0);
    await at(24 * HOUR);
    const [alert, ...more] = await alerts();
    expect(more).toHaveLength(0);
    expect(alert!.subject).toBe('A webhook of Radio Station has failed for a day');
    expect(alert!.text).toContain(
      `Every delivery to ${receiver.url} has failed since 2026-11-22 12:00 UTC`,
    );
    await at(24 * HOUR + 20 * MINUTE);
    await at(30 * HOUR);
    expect(await alerts()).toHaveLength(1);
  });

  it('tells again only after it recovered and failed for another day', async () => {
    failing = false;
    await at(31 * HOUR); // the waiting delivery goes through
    await expect.poll(failingSince, SETTLES).toBeNull();
    failing = true;
    await at(32 * HOUR);
    await event();
    await expect.poll(failingSince, SETTLES).toEqual(now);
    await at(55 * HOUR + 40 * MINUTE);
    expect(await alerts()).toHaveLength(1);
    await at(56 * HOUR);
    expect(await alerts()).toHaveLength(2);
  });
});
