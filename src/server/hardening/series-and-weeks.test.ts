import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../shared/exchange/week-document/sample-week-document';
import { expansionWork } from '../../shared/schedule/direct-occurrences';
import { recurringSeries, scheduledShows, weeklySchedules } from '../db/schema';
import { lastStatementOf } from '../test/migration-statement';
import { stationAt, useTestApp } from '../test/use-test-app';
import {
  createShow,
  errorOf,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
} from '../test/schedule-set-up';

/**
 * Weeks and series against a stranger's inputs and racing deletes: weeks outside the served range
 * are 404 on every route; every series, however it arrives, obeys one set of limits; a series
 * stored by an earlier version without them is still read fast; reading weeks stores nothing;
 * a write racing the delete of its show template answers 404/409, never 5xx.
 */
const NOW = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(stationAt(NOW), { staff: {} });

const newShow = async (name: string) => await createShow(staff, { name, duration: 1 });
const weeksStored = async () => (await app.db.select({ n: count() }).from(weeklySchedules))[0]!.n;
/**
 * Stores a week as "Create Schedule" does; the read before it keeps setups the same on versions
 * where reading a week stored it, so each test fails there for its own reason.
 */
const storeWeek = async (weekId: string) => {
  await staff.client.get(`/api/weeks/${weekId}`);
  return staff.client.post(`/api/weeks/${weekId}`);
};
const importForm = (document: unknown) => {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(document)]), 'week.json');
  // Recreate every series the file holds: the limits apply to what would be created.
  const series = (document as { series?: { key: string }[] }).series ?? [];
  form.append(
    'seriesChoices',
    JSON.stringify(Object.fromEntries(series.map((s) => [s.key, 'recreate']))),
  );
  return { form };
};

describe('weeks outside 1970-2199', () => {
  it('are 404 with a JSON error on every week route', async () => {
    const c = staff.client;
    const out = ['9999-12-31', '2200-01-05', '1969-12-31', '1970-01-03'];
    for (const date of out) {
      const answers = [
        await c.get(`/api/weeks/${date}`),
        await c.post(`/api/weeks/${date}`),
        await c.get(`/api/weeks/${date}/export.json`),
        await c.get(`/api/weeks/${date}/export.ics`),
        await setWeekStatus(c, date),
        await placeShow(c, date, { id: crypto.randomUUID() }, 0, 0, 1),
        await c.post(`/api/weeks/${date}/copy`, { json: { mode: 'weeks', count: 1 } }),
        await c.post(`/api/weeks/${date}/import/preview`, importForm(sampleWeekDocument())),
        await c.post(`/api/series/${crypto.randomUUID()}/instances/${date}/exception`),
      ];
      for (const answer of answers) {
        expect(answer.status, `${date}: ${answer.text}`).toBe(404);
        expect(errorOf(answer).code).toMatch(/not_found/);
      }
    }
    // A copy from the last served week to beyond it reaches no served week.
    await storeWeek('2199-12-29');
    const beyond = await c.post('/api/weeks/2199-12-29/copy', {
      json: { mode: 'weeks', count: 2 },
    });
    expect(beyond.status).toBe(404);
    // The first and last served weeks are there.
    expect((await c.get('/api/weeks/1970-01-04')).status).toBe(200);
    expect((await c.get('/api/weeks/2199-12-31')).status).toBe(200);
  });
});

describe('series limits, however a series arrives', () => {
  const withFirstSeriesRule = (rule: Record<string, unknown>) => {
    const document = sampleWeekDocument();
    document.series[0]!.rule = rule as (typeof document.series)[0]['rule'];
    return document;
  };

  it.each([
    [
      '1000 times',
      { frequency: 'daily', interval: 1, endType: 'count', count: 1000 },
      /At most 25 additional occurrences/,
    ],
    [
      'ending 30 years on',
      { frequency: 'daily', interval: 1, endType: 'date', endDate: '2056-11-23' },
      /at most 6 months/,
    ],
  ])(
    'an import recreating a series %s is refused (422) and writes nothing',
    async (_name, rule, why) => {
      const before = await weeksStored();
      for (const path of ['import/preview', 'import']) {
        const answer = await staff.client.post(
          `/api/weeks/2027-01-03/${path}`,
          importForm(withFirstSeriesRule(rule)),
        );
        expect(answer.status, answer.text).toBe(422);
        const fields = errorOf(answer).fields ?? {};
        expect(Object.keys(fields)).toEqual(['seriesChoices.series-1']);
        expect(fields['seriesChoices.series-1']).toMatch(why);
      }
      expect(await weeksStored()).toBe(before);
    },
  );

  it('an undo body carrying a never-ending series from the year 100 is refused (422) and writes nothing', async () => {
    const seriesId = crypto.randomUUID();
    await storeWeek('2026-12-06');
    const answer = await staff.client.post('/api/scheduled-shows/restore', {
      json: {
        kind: 'series',
        series: {
          id: seriesId,
          showTemplateId: null,
          recurrenceRule: { frequency: 'daily', interval: 1, endType: 'never' },
          startDate: '0100-01-01',
          endDate: null,
          timeIndex: 0,
          duration: 4,
        },
        rows: [
          {
            id: crypto.randomUUID(),
            weeklyScheduleId: '2026-12-06',
            showTemplateId: null,
            showName: 'Old',
            showGenres: [],
            showDescription: null,
            showColor: '#3b82f6',
            showImageUrl: null,
            djNames: [],
            djAvatarUrls: [],
            dayIndex: 0,
            timeIndex: 0,
            duration: 4,
            recurringSeriesId: seriesId,
            isException: false,
            isDeletedInstance: false,
            originalInstanceDate: '2026-12-06',
            createdAt: NOW.toISOString(),
          },
        ],
        exceptions: [],
      },
    });
    expect(answer.status, answer.text).toBe(422);
  });

  it('a series stored endless by an earlier version is read by the week asked for, however far', async () => {
    const show = await newShow('Legacy');
    await storeWeek('2026-12-13');
    const placed = weekOf(await placeShow(staff.client, '2026-12-13', show, 0, 0, 1)).blocks[0]!;
    // As an earlier version could store them: endless, from the year 100 and from 2019.
    for (const startDate of ['0100-01-01', '2019-01-06']) {
      const [series] = await app.db
        .insert(recurringSeries)
        .values({
          showTemplateId: show.id,
          recurrenceRule: { frequency: 'daily', interval: 1, endType: 'never' },
          startDate,
          timeIndex: 8,
          duration: 1,
        })
        .returning();
      await app.db.insert(scheduledShows).values({
        weeklyScheduleId: '2026-12-13',
        showTemplateId: show.id,
        showName: 'Legacy',
        showColor: '#3b82f6',
        dayIndex: 1,
        timeIndex: 8,
        duration: 1,
        recurringSeriesId: series!.id,
        originalInstanceDate: startDate,
        weeklyScheduleStatus: 'not-started',
      });
    }
    expect(placed.showName).toBe('Legacy');
    const stored = (await app.db.select({ n: count() }).from(recurringSeries))[0]!.n;
    const weeks = ['2028-11-26', '2150-06-07', '2199-12-29', '1970-01-04', '2026-12-20'];
    const before = expansionWork.daysTested;
    for (const date of weeks) {
      const answer = await staff.client.get(`/api/weeks/${date}`);
      expect(answer.status).toBe(200);
    }
    // Each read tests at most its week's seven days per series, not the days since the year 100
    // (700,000) or 2019: its work follows the week asked for. (What it costs is a bench figure.)
    expect(expansionWork.daysTested - before).toBeGreaterThan(0);
    expect(expansionWork.daysTested - before).toBeLessThanOrEqual(stored * weeks.length * 7);
    // Migration 0018 gives series stored endless before it the ten-year end they were read with
    // (a series without end now runs until changed): ten years from 2019-01-06 the 2019 series
    // still draws each day; later, nothing.
    await app.db.execute(sql.raw(lastStatementOf('drizzle/0018_series-without-end.sql')));
    expect((await readWeek(staff.client, '2028-11-26')).blocks).toHaveLength(7);
    expect((await readWeek(staff.client, '2029-11-25')).blocks).toHaveLength(0);
  });
});

describe('reading weeks', () => {
  it('stores none of them: a week row is made by the first write', async () => {
    const before = await weeksStored();
    const listed = (await staff.client.get('/api/weeks')).json<{ weeks: unknown[] }>().weeks.length;
    for (let i = 0; i < 30; i++) {
      const past = await staff.client.get(`/api/weeks/${1990 + i}-03-15`);
      expect(past.status).toBe(200);
      expect(weekOf(past)).toMatchObject({ status: 'not-started', isPast: true });
      expect((await staff.client.get(`/api/weeks/${2040 + i}-03-15`)).status).toBe(200);
    }
    expect(await weeksStored()).toBe(before);
    expect((await staff.client.get('/api/weeks')).json<{ weeks: unknown[] }>().weeks).toHaveLength(
      listed,
    );

    // "Create Schedule" stores its week; a past week is refused.
    expect((await staff.client.post('/api/weeks/2027-02-07')).status).toBe(201);
    expect((await staff.client.post('/api/weeks/2027-02-07')).status).toBe(200);
    expect((await staff.client.post('/api/weeks/1999-02-07')).status).toBe(409);
    // The first placement on a week nobody stored stores it.
    const show = await newShow('First write');
    const placed = await placeShow(staff.client, '2027-02-14', show, 0, 0, 1);
    expect(placed.status).toBe(201);
    expect(await weeksStored()).toBe(before + 2);
  });
});

describe('writes racing the delete of their show template', () => {
  const ROUNDS = 20;

  it('placing: 201 or 404 "Show template not found", never 5xx', async () => {
    await storeWeek('2027-03-07');
    for (let i = 0; i < ROUNDS; i++) {
      const show = await newShow(`Placed ${i}`);
      const [placed, deleted] = await Promise.all([
        staff.client.post('/api/weeks/2027-03-07/shows', {
          json: { templateId: show.id, dayIndex: i % 7, timeIndex: (i * 4) % 96, duration: 1 },
        }),
        staff.client.request('DELETE', `/api/shows/${show.id}`),
      ]);
      expect(deleted.status, deleted.text).toBeLessThan(300);
      expect([201, 404], placed.text).toContain(placed.status);
      if (placed.status === 404) expect(errorOf(placed).message).toBe('Show template not found');
    }
  });

  it('copying a week and creating a series: never 5xx', async () => {
    for (let i = 0; i < ROUNDS / 2; i++) {
      const source = `2027-0${4 + (i % 5)}-0${1 + (i % 7)}`;
      const weekId = (await readWeek(staff.client, source)).id;
      await storeWeek(weekId);
      const show = await newShow(`Copied ${i}`);
      const placed = weekOf(await placeShow(staff.client, weekId, show, 1, 4 * i, 1)).blocks.find(
        (b) => b.showName === `Copied ${i}`,
      )!;
      const [copied, series, deleted] = await Promise.all([
        staff.client.post(`/api/weeks/${weekId}/copy`, { json: { mode: 'weeks', count: 1 } }),
        staff.client.post(`/api/scheduled-shows/${placed.id}/series`, {
          json: { rule: { frequency: 'daily', interval: 1, endType: 'count', count: 2 } },
        }),
        staff.client.request('DELETE', `/api/shows/${show.id}`),
      ]);
      for (const answer of [copied, series, deleted]) {
        expect(answer.status, answer.text).toBeLessThan(500);
        if (answer.status >= 400) expect(errorOf(answer).message).toBeTruthy();
      }
    }
  });
});
