import { asc, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../../shared/exchange/week-document/sample-week-document';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { webhookDeliveries } from '../../db/schema';
import type { HttpResponse } from '../../test/http-client';
import {
  createShow,
  placeShow,
  setWeekStatus,
  weekOf,
  weekStretches,
} from '../../test/schedule-set-up';
import { stationAt, useTestApp } from '../../test/use-test-app';
import type { WebhookPayload } from './webhook-outbox';

/**
 * Every path that changes a placement writes "schedule.changed" for each finalized week it
 * changes, and nothing for a draft: placing, moving, resizing, deleting, undoing, series and
 * their instances, copying and importing. The outbox is read directly (delivery has its tests).
 */
const NOW = new Date('2026-11-22T12:00:00Z');

const { app, manager } = useTestApp(stationAt(NOW), { manager: {} });
let show: Show;

beforeAll(async () => {
  show = await createShow(manager);
  const registered = await manager.client.post('/api/webhooks', {
    json: { url: 'http://127.0.0.1:9/hooks', events: ['schedule.changed'] },
  });
  expect(registered.status, registered.text).toBe(201);
});
beforeEach(() => app.db.execute(sql`delete from webhook_deliveries`));

const freshWeek = weekStretches('2027-01-10', 6);

const ok = (r: HttpResponse) => {
  expect(r.status, r.text).toBeLessThan(300);
  return r;
};
async function place(weekId: string, dayIndex = 1) {
  const week = weekOf(ok(await placeShow(manager.client, weekId, show, dayIndex, 40, 4)));
  return week.blocks.find((b) => b.dayIndex === dayIndex && !b.isInstance)!;
}
async function finalize(...weekIds: string[]) {
  for (const weekId of weekIds) {
    await manager.client.get(`/api/weeks/${weekId}`);
    ok(await manager.client.post(`/api/weeks/${weekId}`));
    ok(await setWeekStatus(manager.client, weekId));
  }
  await app.db.execute(sql`delete from webhook_deliveries`);
}

/** The "schedule.changed" events written since the test began, as [change, week]. */
async function changes(): Promise<[unknown, unknown][]> {
  const rows = await app.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .orderBy(asc(webhookDeliveries.createdAt));
  return rows
    .map((r) => r.payload as WebhookPayload)
    .filter((p) => p.type === 'schedule.changed')
    .map((p) => [p.data.change, p.data.weekStartDate]);
}

describe('schedule.changed from every write path', () => {
  it('placing, moving, resizing, deleting and undoing in a finalized week', async () => {
    const week = freshWeek();
    await finalize(week);
    const block = await place(week);
    const moved = weekOf(
      ok(
        await manager.client.patch(`/api/scheduled-shows/${block.id}`, {
          json: { version: block.version, dayIndex: 2, timeIndex: 40 },
        }),
      ),
    ).blocks[0]!;
    ok(
      await manager.client.patch(`/api/scheduled-shows/${block.id}`, {
        json: { version: moved.version, duration: 8 },
      }),
    );
    const deleted = ok(await manager.client.request('DELETE', `/api/scheduled-shows/${block.id}`));
    const { undo } = deleted.json<{ undo: UndoOffer }>();
    ok(await manager.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } }));
    const actions = (await changes()).map(([change, weekId]) => {
      expect(weekId).toBe(week);
      return change;
    });
    expect(actions).toHaveLength(5);
    expect(actions[0]).toBe('block.place');
    expect(actions[3]).toBe('block.delete');
    expect(actions[4]).toBe('block.restore');
  });

  it('nothing for a draft week', async () => {
    const week = freshWeek();
    const block = await place(week);
    ok(await manager.client.request('DELETE', `/api/scheduled-shows/${block.id}`));
    expect(await changes()).toEqual([]);
  });

  it('a series and its instances: every finalized week it reaches, then the one week changed', async () => {
    const week = freshWeek();
    const next = addDays(week, 7);
    const block = await place(week);
    await finalize(week, next, addDays(week, 14));
    const made = ok(
      await manager.client.post(`/api/scheduled-shows/${block.id}/series`, {
        json: {
          rule: { frequency: 'weekly', interval: 1, byWeekday: [1], endType: 'count', count: 3 },
        },
      }),
    );
    const seriesId = weekOf(made).blocks[0]!.recurringSeriesId!;
    expect(await changes()).toEqual([
      ['series.create', week],
      ['series.create', next],
      ['series.create', addDays(week, 14)],
    ]);
    await app.db.execute(sql`delete from webhook_deliveries`);
    const date = addDays(next, 1);
    ok(await manager.client.post(`/api/series/${seriesId}/instances/${date}/removal`));
    ok(await manager.client.request('DELETE', `/api/series/${seriesId}/instances/${date}/removal`));
    ok(await manager.client.post(`/api/series/${seriesId}/instances/${date}/exception`));
    expect(await changes()).toEqual([
      ['series.removeInstance', next],
      ['series.restoreInstance', next],
      ['series.exception', next],
    ]);
  });

  it('importing into a finalized week (a copy leaves one alone)', async () => {
    const source = freshWeek();
    const target = addDays(source, 7);
    await place(source);
    await finalize(target);
    ok(
      await manager.client.post(`/api/weeks/${source}/copy`, { json: { mode: 'weeks', count: 1 } }),
    );
    // A copy leaves a finalized week alone, so its published schedule did not change.
    expect(await changes()).toEqual([]);

    const importInto = addDays(source, 21);
    await finalize(importInto);
    await app.db.execute(sql`delete from webhook_deliveries`);
    const form = new FormData();
    const document = JSON.stringify(sampleWeekDocument());
    form.append('file', new Blob([document], { type: 'application/json' }), 'week.json');
    const imported = await manager.client.post(`/api/weeks/${importInto}/import`, { form });
    expect(imported.status, imported.text).toBeLessThan(300);
    expect(await changes()).toContainEqual(['week.import', importInto]);
  });
});
