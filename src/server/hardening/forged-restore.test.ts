import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schedule/week';
import type { Show } from '../../shared/schemas/show';
import { stationAt, useTestApp } from '../test/use-test-app';
import { databaseFingerprint } from './fingerprint';
import { createShow, placeShow, weekOf } from '../test/schedule-set-up';

/**
 * DESIGN.md D13: Undo writes back only what the server itself took off the schedule. Restore
 * bodies a browser could make up (the rows of a show or a series, with hostile details, into a
 * finalized or a past week, or naming other rows) are refused with a 4xx and change nothing,
 * and a genuine undo token works once, for its own user.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const PAST_WEEK = '2026-11-01';
const FINALIZED_WEEK = '2027-02-07';
const OPEN_WEEK = '2027-02-14';

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });
let show: Show;

beforeAll(async () => {
  show = await createShow(staff, { name: 'Real Show', duration: 1 });
  await staff.client.get(`/api/weeks/${OPEN_WEEK}`);
  await staff.client.get(`/api/weeks/${FINALIZED_WEEK}`);
  const placed = await placeShow(staff.client, FINALIZED_WEEK, show, 1, 40, 4);
  expect(placed.status, placed.text).toBe(201);
  const finalized = await staff.client.post(`/api/weeks/${FINALIZED_WEEK}/status`, {
    json: { action: 'finalize' },
  });
  expect(finalized.status, finalized.text).toBe(200);
});

const hostileRow = (weekId: string, over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  weeklyScheduleId: weekId,
  showTemplateId: show.id,
  showName: 'Forged',
  showGenres: ['NotAGenre<script>'],
  showDescription: null,
  showColor: 'red;background:url(javascript:alert(1))',
  showImageUrl: 'javascript:alert(1)',
  djNames: [],
  djAvatarUrls: [],
  dayIndex: 1,
  timeIndex: 40,
  duration: 4,
  recurringSeriesId: null,
  isException: false,
  isDeletedInstance: false,
  originalInstanceDate: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/**
 * A series whose first show is harmless, in an open week, and whose further rows go wherever the
 * sender likes: the weeks of later rows are what a trusting restore never checked.
 */
const forgedSeries = (laterWeekId: string) => {
  const seriesId = crypto.randomUUID();
  const member = { recurringSeriesId: seriesId };
  return {
    kind: 'series',
    series: {
      id: seriesId,
      showTemplateId: show.id,
      recurrenceRule: {
        frequency: 'weekly',
        interval: 1,
        byWeekday: [3],
        endType: 'count',
        count: 1,
      },
      startDate: addDays(OPEN_WEEK, 3),
      endDate: null,
      timeIndex: 10,
      duration: 2,
    },
    rows: [
      hostileRow(OPEN_WEEK, { ...member, dayIndex: 3, timeIndex: 10, duration: 2 }),
      hostileRow(laterWeekId, {
        ...member,
        isException: true,
        originalInstanceDate: addDays(laterWeekId, 1),
      }),
    ],
    exceptions: [],
  };
};

const FORGED: Record<string, () => unknown> = {
  'a series with a row overlapping in a finalized week': () => forgedSeries(FINALIZED_WEEK),
  'a series with a hostile row in a past week': () => forgedSeries(PAST_WEEK),
  'a show with a javascript: image, a CSS-injecting colour and an unknown genre': () => ({
    kind: 'show',
    show: hostileRow(OPEN_WEEK, { dayIndex: 5 }),
  }),
  'a show overlapping in a finalized week': () => ({
    kind: 'show',
    show: hostileRow(FINALIZED_WEEK, { showImageUrl: null, showColor: '#059669' }),
  }),
  'a show in a past week': () => ({ kind: 'show', show: hostileRow(PAST_WEEK) }),
  'an exception by another row id': () => ({
    kind: 'exception',
    id: crypto.randomUUID(),
    version: 2,
  }),
  'a token next to the rows': () => ({
    token: 'A'.repeat(43),
    kind: 'show',
    show: hostileRow(OPEN_WEEK),
  }),
  'a made-up token': () => ({ token: 'A'.repeat(43) }),
  'a token of the wrong shape': () => ({ token: '../../etc/passwd' }),
};

const undoRecordCount = async () =>
  (await app.database.pool.query<{ n: string }>('select count(*) as n from undo_records')).rows[0]!
    .n;

describe('forged restores', () => {
  it.each(Object.entries(FORGED))('refuses %s and writes nothing', async (_, body) => {
    const before = await databaseFingerprint(app.database.pool);
    const records = await undoRecordCount();
    const response = await staff.client.post('/api/scheduled-shows/restore', { json: body() });
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
    expect(response.json<{ error: { code: string } }>().error.code).toEqual(expect.any(String));
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
    expect(await undoRecordCount()).toBe(records);
  });

  it('replays of a genuine token are refused with 410 and write nothing', async () => {
    const week = '2027-03-14';
    await staff.client.get(`/api/weeks/${week}`);
    const placed = weekOf(await placeShow(staff.client, week, show, 3, 20, 2)).blocks[0]!;
    const deleted = await staff.client.request('DELETE', `/api/scheduled-shows/${placed.id}`);
    const { undo } = deleted.json<{ undo: { token: string } }>();
    const first = await staff.client.post('/api/scheduled-shows/restore', {
      json: { token: undo.token },
    });
    expect(first.status, first.text).toBe(201);
    const before = await databaseFingerprint(app.database.pool);
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        staff.client.post('/api/scheduled-shows/restore', { json: { token: undo.token } }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([410, 410, 410]);
    expect(await databaseFingerprint(app.database.pool)).toEqual(before);
  });
});
