import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { startTestApp } from '../../test/test-app';
import { stationAt, useTestApp } from '../../test/use-test-app';
import type { WebhookPayload } from './webhook-outbox';
import { queueStartingSoon } from './starting-soon';
import { createShow, placeShow, weekOf } from '../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-12-06';
const NEXT_WEEK = '2026-12-13';
const DRAFT_WEEK = '2026-12-20';

const { app, manager } = useTestApp(stationAt(NOW), { manager: {} });
let soon: string;
let later: string;

const at = (iso: string) => ({ timeZone: 'Europe/London', now: () => new Date(iso) });

async function endpoint(leadMinutes: number) {
  const response = await manager.client.post('/api/webhooks', {
    json: { url: 'http://127.0.0.1:9/hooks', events: ['show.startingSoon'], leadMinutes },
  });
  expect(response.status, response.text).toBe(201);
  return response.json<{ endpoint: { id: string } }>().endpoint.id;
}

async function told(endpointId: string): Promise<WebhookPayload[]> {
  const rows = await app.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return rows.map((r) => r.payload as WebhookPayload);
}

beforeAll(async () => {
  const show = await createShow(manager, { name: 'Morning Jazz', duration: 1 });
  const place = async (weekId: string, dayIndex: number) =>
    weekOf(await placeShow(manager.client, weekId, show, dayIndex, 40, 4)).blocks[0]!;
  // Monday 10:00 weekly for two weeks, and a show in a week left as a draft.
  const first = await place(WEEK, 1);
  const series = await manager.client.post(`/api/scheduled-shows/${first.id}/series`, {
    json: {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [1], endType: 'count', count: 2 },
    },
  });
  expect(series.status, series.text).toBe(201);
  await place(DRAFT_WEEK, 1);
  for (const week of [WEEK, NEXT_WEEK]) {
    const finalized = await manager.client.post(`/api/weeks/${week}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalized.status, finalized.text).toBe(200);
  }
  soon = await endpoint(15);
  later = await endpoint(5);
});

describe('show starting soon', () => {
  it('tells each endpoint once, within its own lead time, series instances included', async () => {
    // Monday 7 December 10:00 London is 10:00 UTC.
    expect(await queueStartingSoon(app.db, at('2026-12-07T09:40:00Z'))).toBe(0);
    expect(await queueStartingSoon(app.db, at('2026-12-07T09:50:00Z'))).toBe(1);
    expect(await queueStartingSoon(app.db, at('2026-12-07T09:51:00Z'))).toBe(0);
    const other = await startTestApp({
      shareDatabaseOf: { database: app.database, secret: app.secret },
    });
    try {
      // Another process noticing the same show tells nobody twice.
      expect(await queueStartingSoon(other.db, at('2026-12-07T09:52:00Z'))).toBe(0);
    } finally {
      await other.close();
    }
    expect(await queueStartingSoon(app.db, at('2026-12-07T09:56:00Z'))).toBe(1);
    expect(await queueStartingSoon(app.db, at('2026-12-07T10:01:00Z'))).toBe(0);

    const [first] = await told(soon);
    expect(first).toMatchObject({
      type: 'show.startingSoon',
      data: {
        weekStartDate: WEEK,
        date: '2026-12-07',
        startsAt: '2026-12-07T10:00:00.000Z',
        endsAt: '2026-12-07T11:00:00.000Z',
        timeZone: 'Europe/London',
        show: { name: 'Morning Jazz' },
      },
    });
    expect(await told(later)).toHaveLength(1);

    // The series' instance a week later, generated rather than stored.
    expect(await queueStartingSoon(app.db, at('2026-12-14T09:50:00Z'))).toBe(1);
    const instance = (await told(soon)).find((p) => p.data.date === '2026-12-14');
    expect(instance?.data.seriesId).toEqual(expect.any(String));
    expect(instance?.data.placementId).toMatch(/:2026-12-14$/);

    // A draft week's show is not published: nobody hears of it.
    expect(await queueStartingSoon(app.db, at('2026-12-21T09:50:00Z'))).toBe(0);
  });
});
