import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/schedule/week';
import { WEBHOOK_MESSAGES, type WebhookDelivery } from '../../../shared/webhooks/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createShow, placedBlock, setWeekStatus, weekStretches } from '../../test/schedule-set-up';
import { startTestApp } from '../../test/test-app';
import { stationAt, useStarted, useTestApp } from '../../test/use-test-app';
import { startWebhookReceiver, verifySignature } from '../../test/webhook-receiver';
import { startDeliveryWorker } from './delivery-worker';
import { queueWebhookEvent } from './webhook-outbox';
import { createJobs } from '../../jobs/jobs';
import { defineWebhookJobs, startWebhooks } from './webhooks-background';

const NOW = new Date('2026-11-22T12:00:00Z');
const FAST_RETRY = { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 };
/**
 * A send timeout longer than any test runs: what waits behind a receiver that never answers
 * waits until the test fails, so "not held up" is shown by arriving at all, not by a stopwatch.
 */
const HANGS = 10 * 60_000;
/**
 * How long a delivery's outcome may take to be written before it counts as never written: a
 * wrong outcome (a send that waited for its timeout is written as failed) fails the test by what
 * it is, so this only catches one never written, however slow the machine.
 */
const SETTLES = { timeout: 20_000 };

const { app, manager } = useTestApp(stationAt(NOW), { manager: {} });
const show = useStarted(() => createShow(manager));
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await receiver?.close();
  // Each test starts with no endpoints, so events of one never reach another's receiver.
  await app.db.execute(sql`delete from webhook_endpoints`);
});

const freshWeek = weekStretches('2026-12-27', 4);

function worker(db = app.db, options: Partial<Parameters<typeof startDeliveryWorker>[0]> = {}) {
  const running = startDeliveryWorker({
    db,
    log: () => {},
    ...app.webhooks,
    pollMs: 20,
    retry: FAST_RETRY,
    ...options,
  });
  stops.push(running.stop);
  return running;
}

async function register(events: string[]) {
  receiver = await startWebhookReceiver();
  return registerAt(receiver.url, events);
}

async function registerAt(url: string, events: string[]) {
  const response = await manager.client.post('/api/webhooks', { json: { url, events } });
  expect(response.status, response.text).toBe(201);
  return response.json<{ endpoint: { id: string }; secret: string }>();
}

/** A second receiver, closed after the test. */
async function anotherReceiver() {
  const another = await startWebhookReceiver();
  stops.push(another.close);
  return another;
}

/**
 * An endpoint whose receiver answers 200 after `answerAfterMs`, `events` deliveries waiting for
 * it, and a second server process on the same database.
 */
async function secondProcessAndEvents(answerAfterMs: number, events: number) {
  const { endpoint } = await register(['week.published']);
  receiver.answerWith((_hit, _req, res) => {
    setTimeout(() => {
      res.statusCode = 200;
      res.end();
    }, answerAfterMs);
  });
  const other = await startTestApp({
    shareDatabaseOf: { database: app.database, secret: app.secret },
  });
  stops.push(() => other.close());
  for (let i = 0; i < events; i++) {
    await queueWebhookEvent(app.db, 'week.published', { n: i }, { endpointIds: [endpoint.id] });
  }
  return { endpoint, other };
}

/** An endpoint whose receiver never answers, with `count` deliveries waiting for it. */
async function hangingEndpoint(count: number) {
  const { endpoint } = await register(['week.published']);
  receiver.answerWith(() => {
    // Never answers.
  });
  for (let i = 0; i < count; i++) {
    await queueWebhookEvent(app.db, 'week.published', { n: i }, { endpointIds: [endpoint.id] });
  }
  return endpoint;
}

const place = (weekId: string, dayIndex = 1, timeIndex = 40) =>
  placedBlock(manager.client, weekId, show, dayIndex, timeIndex, 4);
async function setStatus(weekId: string, action: 'finalize' | 'revert') {
  const response = await setWeekStatus(manager.client, weekId, action);
  expect(response.status, response.text).toBe(200);
}

async function deliveriesOf(endpointId: string) {
  return (await manager.client.get(`/api/webhooks/${endpointId}/deliveries`)).json<{
    deliveries: WebhookDelivery[];
  }>().deliveries;
}

describe('webhook delivery', () => {
  it('tells a receiver of publishing, a change to a published week and unpublishing, once each, signed', async () => {
    const { endpoint, secret } = await register([
      'week.published',
      'week.unpublished',
      'schedule.changed',
    ]);
    const week = freshWeek();
    const block = await place(week);
    await place(addDays(week, 7)); // a draft week's change tells nobody
    await setStatus(week, 'finalize');
    const moved = await manager.client.patch(`/api/scheduled-shows/${block.id}`, {
      json: { version: block.version, dayIndex: 2, timeIndex: 40 },
    });
    expect(moved.status, moved.text).toBe(200);
    await setStatus(week, 'revert');
    await place(week, 4); // a draft again: nothing more

    const running = worker();
    const hits = await receiver.waitFor(3);
    // Looked at again: nothing is sent twice.
    await running.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hits.map((h) => h.payload.type)).toEqual([
      'week.published',
      'schedule.changed',
      'week.unpublished',
    ]);
    expect(hits.map((h) => h.payload.data.weekStartDate)).toEqual([week, week, week]);
    expect(hits[1]!.payload.data).toMatchObject({ change: 'block.move' });
    expect(hits[2]!.payload.data).toMatchObject({ reason: 'reverted' });
    for (const hit of hits) {
      expect(verifySignature(hit, secret)).toBe(true);
      expect(hit.id).toBe(hit.payload.id);
      expect(new Date(hit.payload.occurredAt).getTime()).not.toBeNaN();
    }
    expect(new Set(hits.map((h) => h.id)).size).toBe(3);
    expect(
      verifySignature({ ...hits[0]!, body: hits[0]!.body.replace('week', 'weak') }, secret),
    ).toBe(false);

    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(3);
    expect(
      log.every((d) => d.status === 'delivered' && d.attempts === 1 && d.lastStatusCode === 204),
    ).toBe(true);
  });

  it('names every published week a series reaches, and a deleted published week as unpublished', async () => {
    await register(['schedule.changed', 'week.unpublished']);
    const week = freshWeek();
    const later = addDays(week, 14);
    const block = await place(week);
    await place(later, 5);
    await setStatus(week, 'finalize');
    await setStatus(later, 'finalize');
    const series = await manager.client.post(`/api/scheduled-shows/${block.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [1], endType: 'count', count: 3 },
      },
    });
    expect(series.status, series.text).toBe(201);
    const deleted = await manager.client.request('DELETE', `/api/weeks/${later}`);
    expect(deleted.status, deleted.text).toBe(204);

    worker();
    const hits = await receiver.waitFor(3);
    expect(hits.map((h) => [h.payload.type, h.payload.data.weekStartDate])).toEqual(
      expect.arrayContaining([
        ['schedule.changed', week],
        ['schedule.changed', later],
        ['week.unpublished', later],
      ]),
    );
    expect(hits.find((h) => h.payload.type === 'week.unpublished')!.payload.data).toMatchObject({
      reason: 'deleted',
    });
  });

  it('retries a failing receiver with growing waits until it answers', async () => {
    const { endpoint } = await register(['week.published']);
    receiver.answerWith((hit, _req, res) => {
      res.statusCode = hit <= 2 ? 503 : 200;
      res.end('x'.repeat(hit <= 2 ? 200_000 : 10));
    });
    const week = freshWeek();
    await place(week);
    await setStatus(week, 'finalize');
    worker();
    const hits = await receiver.waitFor(3);
    expect(new Set(hits.map((h) => h.id)).size).toBe(1);
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0])
      .toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
  });

  it('records a receiver that keeps failing, and gives up after the retry window', async () => {
    const { endpoint } = await register(['week.published']);
    receiver.answerWith((_hit, _req, res) => {
      res.statusCode = 500;
      res.end();
    });
    const week = freshWeek();
    await place(week);
    await setStatus(week, 'finalize');
    worker(app.db, { retry: { firstDelayMs: 50, maxDelayMs: 50, giveUpAfterMs: 400 } });
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SETTLES)
      .toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'Answered 500.' });
  });

  it('never lets the receiver hold up or fail the change', async () => {
    await register(['week.published']);
    receiver.answerWith(() => {
      // Never answers.
    });
    const week = freshWeek();
    await place(week);
    // The send waits longer than any test may: a change that waited for it would never answer.
    worker(app.db, { limits: { timeoutMs: HANGS } });
    await setStatus(week, 'finalize');
    await receiver.waitFor(1);
    // Answered while its delivery is still waiting on the receiver.
    expect(receiver.inFlight().now).toBe(1);
  });

  it('delivers after a restart what was written while no process ran, and what a killed one had claimed once its claim runs out', async () => {
    const { endpoint } = await register(['week.published']);
    const first = freshWeek();
    const second = addDays(first, 7);
    await place(first);
    await place(second);
    await setStatus(first, 'finalize');
    await setStatus(second, 'finalize');
    // A process claimed the first event and was killed before sending it: its lease runs out soon.
    const [claimed] = await app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(webhookDeliveries.createdAt)
      .limit(1);
    const claim = (lockedUntil: ReturnType<typeof sql>) =>
      app.db
        .update(webhookDeliveries)
        .set({ attempts: 1, lockedUntil })
        .where(eq(webhookDeliveries.id, claimed!.id));
    await claim(sql`now() + interval '1 hour'`);

    const running = worker();
    // The claim keeps its endpoint's lane until it runs out (it may still be in flight): a look
    // at the outbox sends neither.
    expect(await running.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // Once it has run out, both are sent, oldest first.
    await claim(sql`now() - interval '1 second'`);
    const hits = await receiver.waitFor(2);
    expect(hits.map((h) => h.payload.data.weekStartDate)).toEqual([first, second]);
  });

  it('two server processes on one database deliver each event once', async () => {
    const events = 40;
    const { other } = await secondProcessAndEvents(20, events);
    worker(app.db, { pollMs: 5 });
    worker(other.db, { pollMs: 5 });
    const hits = await receiver.waitFor(events);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(events);
    expect(new Set(hits.map((h) => h.id)).size).toBe(events);
  });

  it('a receiver that never answers delays only its own deliveries, one at a time', async () => {
    await hangingEndpoint(10);
    const healthy = await anotherReceiver();
    const { endpoint } = await registerAt(healthy.url, ['week.published']);
    await queueWebhookEvent(
      app.db,
      'week.published',
      { n: 'healthy' },
      { endpointIds: [endpoint.id] },
    );
    // The hanging sends outlast the test: the healthy one arrives beside them or not at all.
    worker(app.db, { limits: { timeoutMs: HANGS } });
    await healthy.waitFor(1);
    await receiver.waitFor(1);
    expect(receiver.inFlight()).toEqual({ now: 1, most: 1 });
    expect(receiver.received).toHaveLength(1);
  });

  it('tells of a show starting soon on time while another endpoint hangs', async () => {
    await hangingEndpoint(10);
    const healthy = await anotherReceiver();
    await registerAt(healthy.url, ['show.startingSoon']);
    // Sunday 12:15 in the week of NOW (Sunday 12:00), within the 15 minutes' lead.
    const week = '2026-11-22';
    await place(week, 0, 49);
    await setStatus(week, 'finalize');
    const background = startWebhooks({
      db: app.db,
      log: () => {},
      webhooks: app.webhooks,
      delivery: { pollMs: 20, retry: FAST_RETRY, limits: { timeoutMs: HANGS } },
    });
    stops.push(background.stop);
    // The server's jobs, polling as a server's do (in real time), looking every 50 ms at NOW.
    const jobs = createJobs({ db: app.db, now: () => new Date(), log: () => {}, pollMs: 20 });
    defineWebhookJobs(jobs, {
      db: app.db,
      clock: { timeZone: 'Europe/London', now: () => NOW },
      startingSoonEveryMs: 50,
    });
    await jobs.start();
    stops.push(jobs.stop);
    // Sent while the other endpoint's first send still hangs (it outlasts the test).
    const [hit] = await healthy.waitFor(1);
    expect(receiver.inFlight().now).toBe(1);
    expect(hit!.payload).toMatchObject({
      type: 'show.startingSoon',
      data: { startsAt: '2026-11-22T12:15:00.000Z' },
    });
  });

  it('two server processes never send a delivery twice, however slow the receiver', async () => {
    const events = 6;
    const { endpoint, other } = await secondProcessAndEvents(300, events);
    // A claim outlasts one send (at most 600 ms) but not all six in turn (1.8 s).
    const slow = { limits: { timeoutMs: 600 }, leaseMs: 1000, pollMs: 20 };
    worker(app.db, slow);
    worker(other.db, slow);
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id)).map((d) => d.status), SETTLES)
      .toEqual(Array(events).fill('delivered'));
    expect(receiver.received).toHaveLength(events);
    expect(new Set(receiver.received.map((h) => h.id)).size).toBe(events);
    expect(receiver.inFlight().most).toBe(1);
  });

  it('counts a 2xx as delivered at once, even when its body never ends', async () => {
    const { endpoint } = await register(['week.published']);
    receiver.answerWith((_hit, _req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('accepted');
      // Never ends.
    });
    await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    worker(app.db, { limits: { timeoutMs: 1000 } });
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SETTLES)
      .toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(receiver.received).toHaveLength(1);
    // The connection is closed, not left open.
    await expect.poll(() => receiver.inFlight().now).toBe(0);
  });

  it('does not wait for the whole of a large answer, nor for one that never ends', async () => {
    const { endpoint } = await register(['week.published']);
    receiver.answerWith((_hit, _req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(16 * 1024);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    worker(app.db, { limits: { timeoutMs: 5000 } });
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SETTLES)
      .toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  });

  it('stops sending to a paused webhook, and what waited is not sent later', async () => {
    const { endpoint } = await register(['week.published']);
    await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    const paused = await manager.client.patch(`/api/webhooks/${endpoint.id}`, {
      json: { url: receiver.url, events: ['week.published'], enabled: false },
    });
    expect(paused.status, paused.text).toBe(200);
    const week = freshWeek();
    await place(week);
    await setStatus(week, 'finalize');
    const running = worker();
    await running.runOnce();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveriesOf(endpoint.id)).toEqual([
      expect.objectContaining({ status: 'failed', lastError: WEBHOOK_MESSAGES.pausedDelivery }),
    ]);
  });

  it('refuses at delivery an address that became private after registration', async () => {
    const { endpoint } = await register(['week.published']);
    // As if the address had been changed behind the registration check.
    await app.db
      .update(webhookEndpoints)
      .set({ url: 'https://10.0.0.7/hooks' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    worker();
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0])
      .toMatchObject({
        status: 'failed',
        lastStatusCode: null,
        lastError: WEBHOOK_MESSAGES.privateAddress,
      });
    expect(receiver.received).toHaveLength(0);
  });

  it('sends a test event to one endpoint on request', async () => {
    const { endpoint, secret } = await register(['week.published']);
    const response = await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(response.status, response.text).toBe(202);
    worker();
    const [hit] = await receiver.waitFor(1);
    expect(hit!.payload).toMatchObject({
      id: response.json<{ eventId: string }>().eventId,
      type: 'webhook.test',
    });
    expect(verifySignature(hit!, secret)).toBe(true);
  });
});
