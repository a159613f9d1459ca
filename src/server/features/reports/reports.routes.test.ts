import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportRow } from '../../../shared/reports/report';
import type { WeekDocument } from '../../../shared/exchange/week-document/week-document';
import { SLOT_MINUTES } from '../../../shared/constants/limits';
import { weekCoverage } from '../../../shared/schedule/unfilled-time';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import { countingStatements } from '../../test/counting-statements';
import { useTestApp } from '../../test/use-test-app';
import {
  createDj,
  createShow,
  errorOf,
  placeShow,
  setWeekStatus,
  weekOf,
} from '../../test/schedule-set-up';

// Monday 5 April 2027 in New York: the first quarter (with the spring-forward night of 14 March)
// is over. The quarter's weeks are those starting 3 January .. 28 March: thirteen.
const NOW = new Date('2027-04-05T16:00:00Z');
const ZONE = 'America/New_York';
const QUARTER = { range: 'custom', from: '2027-01-01', to: '2027-03-31' };
const WEEKS = Array.from({ length: 13 }, (_, i) => addDays('2027-01-03', 7 * i));

// Past weeks cannot be edited: the quarter is planned in December, then read in April.
let now = new Date('2026-12-20T16:00:00Z');
const { app, staff, dj } = useTestApp(
  { station: { timeZone: ZONE, now: () => now } },
  { staff: {}, dj: {} },
);

/** Show name → the category names its Show Library entry carries. */
const CATEGORIES: Record<string, string[]> = {
  'Morning Drive': ['Local'],
  Newsdesk: ['News', 'Local'],
  'Jazz Hour': ['Spanish language'],
  'Talk Back': [],
};
const COMMITMENTS = {
  // At least 6 hours of Local a week; at most 30 % News.
  Local: { kind: 'at_least_hours', value: 6 },
  News: { kind: 'at_most_percent', value: 30 },
} as const;

/** A small deterministic generator (mulberry32), so the generated quarter is the same each run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  const [ava, bo, cy] = [
    await createDj(staff, { name: 'Ava Brooks' }),
    await createDj(staff, { name: 'Bo Chen' }),
    await createDj(staff, { name: 'Cy Diaz' }),
  ];
  const shows: Record<string, Show> = {
    'Morning Drive': await createShow(staff, {
      name: 'Morning Drive',
      duration: 2,
      djIds: [ava.id, bo.id],
      genres: ['Talk', 'Pop'],
    }),
    Newsdesk: await createShow(staff, {
      name: 'Newsdesk',
      duration: 1,
      djIds: [cy.id],
      genres: ['Talk'],
    }),
    'Jazz Hour': await createShow(staff, {
      name: 'Jazz Hour',
      duration: 1,
      djIds: [ava.id],
      genres: ['Jazz', 'Latin'],
    }),
    'Talk Back': await createShow(staff, { name: 'Talk Back', duration: 1 }),
  };
  await app.db.execute(sql`
    insert into content_categories (name, color, commitment_kind, commitment_value, position) values
      ('Local', '#16a34a', ${COMMITMENTS.Local.kind}, ${COMMITMENTS.Local.value}, 0),
      ('News', '#dc2626', ${COMMITMENTS.News.kind}, ${COMMITMENTS.News.value}, 1),
      ('Spanish language', '#9333ea', null, null, 2)`);
  for (const [showName, names] of Object.entries(CATEGORIES)) {
    for (const name of names) {
      await app.db.execute(sql`
        insert into show_content_categories (show_id, category_id)
        select ${shows[showName]!.id}::uuid, id from content_categories where name = ${name}`);
    }
  }

  // 00:00-04:00 the night New York springs forward: 3 real hours.
  expect(
    (await placeShow(staff.client, '2027-03-14', shows['Morning Drive']!, 0, 0, 16)).status,
  ).toBe(201);
  // Jazz Hour every Wednesday evening from the second week, ten times, as a series of repeats.
  const first = weekOf(
    await placeShow(staff.client, WEEKS[1]!, shows['Jazz Hour']!, 3, 80, 8),
  ).blocks.find((b) => b.dayIndex === 3 && b.timeIndex === 80)!;
  const made = await staff.client.post(`/api/scheduled-shows/${first.id}/series`, {
    json: {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [3], endType: 'count', count: 10 },
    },
  });
  expect(made.status, made.text).toBe(201);
  const seriesId = weekOf(made).blocks.find((b) => b.id === first.id)!.recurringSeriesId!;
  expect(
    (await staff.client.post(`/api/series/${seriesId}/instances/2027-02-03/removal`)).status,
  ).toBe(201);
  const next = random(36);
  const names = Object.keys(shows);
  // Generated weeks: every week stored, a handful of random placements each (the ones that fit).
  for (const weekId of WEEKS) {
    // Sunday 00:00-04:00 and Wednesday 20:00-22:00 are the fixed shows'; finalized weeks hold
    // no overlaps, so a generated block goes only where nothing is yet.
    const taken = new Uint8Array(672);
    taken.fill(1, 0, 16);
    taken.fill(1, 3 * 96 + 80, 3 * 96 + 88);
    const count = 3 + Math.floor(next() * 6);
    for (let i = 0; i < count; i += 1) {
      const show = shows[names[Math.floor(next() * names.length)]!]!;
      const day = Math.floor(next() * 7);
      const time = Math.floor(next() * 88);
      const duration = 1 + Math.floor(next() * 8);
      const start = day * 96 + time;
      if (taken.subarray(start, start + duration).some((t) => t === 1)) continue;
      taken.fill(1, start, start + duration);
      const response = await placeShow(staff.client, weekId, show, day, time, duration);
      expect(response.status, response.text).toBe(201);
    }
  }
  await app.db.execute(sql`update recurring_series set is_repeat = true where id = ${seriesId}`);
  await app.db.execute(
    sql`update scheduled_shows set is_repeat = true where show_name = 'Talk Back'`,
  );
  // Every other week finalized.
  for (const weekId of WEEKS.filter((_, i) => i % 2 === 0)) {
    expect((await setWeekStatus(staff.client, weekId)).status).toBeLessThan(300);
  }
  // Fill-in requests of two weeks in the quarter and one after it.
  const request = (weekId: string, state: string, key: string) => sql`
    (${key}, ${weekId}, ${weekId}, 1, 0, 4, now(), now(), 'Newsdesk', ${state})`;
  await app.db.execute(sql`
    insert into fill_in_requests (airing_key, airing_date, week_id, day_index, time_index, duration,
      starts_at, ends_at, show_name, state) values
    ${request(WEEKS[0]!, 'taken', 'a')}, ${request(WEEKS[0]!, 'not-filled', 'b')},
    ${request(WEEKS[1]!, 'withdrawn', 'c')}, ${request('2027-04-04', 'taken', 'd')}`);
  now = NOW;
});

const report = async (query: Record<string, string>) => {
  const response = await staff.client.get(`/api/reports?${new URLSearchParams(query).toString()}`);
  expect(response.status, response.text).toBe(200);
  return response.json<{ report: Report }>().report;
};

/** The report counted from the week exports (JSON, one per week) and nothing else. */
async function referenceFromExports(which: 'finalized' | 'all') {
  const tally = () => new Map<string, ReportRow>();
  const add = (rows: Map<string, ReportRow>, name: string, minutes: number) => {
    const row = rows.get(name) ?? { name, minutes: 0, airings: 0 };
    rows.set(name, { name, minutes: row.minutes + minutes, airings: row.airings + 1 });
  };
  const [byShow, byHost, byGenre, byCategory, repeats] = [
    tally(),
    tally(),
    tally(),
    tally(),
    tally(),
  ];
  const weeks: {
    id: string;
    scheduled: number;
    unfilled: number;
    category: Map<string, number>;
  }[] = [];
  for (const weekId of WEEKS) {
    const response = await staff.client.get(`/api/weeks/${weekId}/export.json`);
    expect(response.status).toBe(200);
    const doc = response.json<WeekDocument>();
    if (which === 'finalized' && doc.week.status !== 'finalized') continue;
    const category = new Map<string, number>();
    let scheduled = 0;
    for (const p of doc.placements) {
      const minutes = p.onAir?.minutes ?? p.duration * SLOT_MINUTES;
      scheduled += minutes;
      add(byShow, p.showName, minutes);
      for (const host of p.djNames.length > 0 ? p.djNames : ['No host']) add(byHost, host, minutes);
      for (const genre of p.showGenres.length > 0 ? p.showGenres : ['No genre'])
        add(byGenre, genre, minutes);
      const names = CATEGORIES[p.showName]!;
      for (const name of names.length > 0 ? names : ['No category']) {
        add(byCategory, name, minutes);
        category.set(name, (category.get(name) ?? 0) + minutes);
      }
      const repeat = p.showName === 'Talk Back' || p.seriesRole === 'instance';
      add(repeats, repeat ? 'Repeats' : 'First airings', minutes);
    }
    const unfilled = weekCoverage(weekId, doc.placements, doc.stationTimeZone).unfilledMinutes;
    weeks.push({ id: weekId, scheduled, unfilled, category });
  }
  const sorted = (rows: Map<string, ReportRow>) =>
    [...rows.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  const missed = (name: 'Local' | 'News') =>
    weeks
      .filter((w) => {
        const minutes = w.category.get(name) ?? 0;
        const { kind, value } = COMMITMENTS[name];
        return kind === 'at_least_hours'
          ? minutes < value * 60
          : minutes * 100 > value * w.scheduled;
      })
      .map((w) => w.id);
  return {
    weekIds: weeks.map((w) => w.id),
    scheduled: weeks.reduce((s, w) => s + w.scheduled, 0),
    unfilled: weeks.reduce((s, w) => s + w.unfilled, 0),
    byShow: sorted(byShow),
    byHost: sorted(byHost),
    byGenre: sorted(byGenre),
    byCategory: sorted(byCategory),
    repeats,
    missed: { Local: missed('Local'), News: missed('News') },
  };
}

describe('GET /api/reports', () => {
  it.each(['all', 'finalized'] as const)(
    'counting %s weeks, every figure equals the one counted from the week exports',
    async (which) => {
      const got = await report({ ...QUARTER, weeks: which });
      const want = await referenceFromExports(which);
      expect(got.weeks.map((w) => w.id)).toEqual(want.weekIds);
      expect(want.weekIds.length).toBe(which === 'all' ? 13 : 7);
      expect(got.totals.scheduledMinutes).toBe(want.scheduled);
      expect(got.totals.unfilledMinutes).toBe(want.unfilled);
      expect(got.byShow).toEqual(want.byShow);
      expect(got.byHost).toEqual(want.byHost);
      expect(got.byGenre).toEqual(want.byGenre);
      expect(got.totals.distinctHosts).toBe(want.byHost.filter((h) => h.name !== 'No host').length);
      const categories = got.byCategory
        .filter((c) => c.airings > 0)
        .map(({ name, minutes, airings }) => ({ name, minutes, airings }));
      expect(
        categories.sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name)),
      ).toEqual(want.byCategory);
      expect(got.firstVsRepeat.repeat).toEqual(want.repeats.get('Repeats'));
      expect(got.firstVsRepeat.first).toEqual(want.repeats.get('First airings'));
      const missed = (name: string) =>
        got.commitments.find((c) => c.name === name)!.missedWeeks.map((w) => w.weekId);
      expect(missed('Local')).toEqual(want.missed.Local);
      expect(missed('News')).toEqual(want.missed.News);
      // The generated quarter misses somewhere, or the comparison would prove little.
      expect(want.missed.Local.length + want.missed.News.length).toBeGreaterThan(0);
    },
  );

  it('agrees with the dashboard week by week: hours and unfilled time', async () => {
    const got = await report({ ...QUARTER, weeks: 'all' });
    const { weeks } = (await staff.client.get('/api/weeks')).json<{
      weeks: { id: string; airtimeMinutes: number; unfilledMinutes: number }[];
    }>();
    for (const week of got.weeks) {
      const listed = weeks.find((w) => w.id === week.id)!;
      expect([week.id, week.scheduledMinutes, week.unfilledMinutes]).toEqual([
        listed.id,
        listed.airtimeMinutes,
        listed.unfilledMinutes,
      ]);
    }
    // The spring-forward week is an hour short.
    expect(got.weeks.find((w) => w.id === '2027-03-14')!.weekMinutes).toBe(167 * 60);
  });

  it('counts the fill-in requests of the weeks counted', async () => {
    expect((await report({ ...QUARTER, weeks: 'all' })).fillIns).toEqual({
      asked: 3,
      taken: 1,
      notFilled: 1,
    });
    // The first week is finalized, the second not.
    expect((await report({ ...QUARTER })).fillIns).toEqual({ asked: 2, taken: 1, notFilled: 1 });
  });

  it('heads the document with the station, zone, time made, paper and range', async () => {
    const got = await report({ range: 'this-quarter' });
    expect(got).toMatchObject({
      stationName: expect.any(String),
      timeZone: ZONE,
      madeAt: NOW.toISOString(),
      paperSize: 'a4',
      range: { preset: 'this-quarter', from: '2027-04-01', to: '2027-06-30' },
      weeksCounted: 'finalized',
      weeks: [],
    });
  });

  it('reads a fixed number of statements whatever the weeks: as many for 50 weeks as for 5', async () => {
    // Every week of the range counted ("all"): the quarter's thirteen and the series' reach.
    const of = (to: string) => () =>
      report({ range: 'custom', from: '2027-01-01', to, weeks: 'all' });
    const [five, fiveWeeks] = await countingStatements(of('2027-02-04'));
    const [fifty, fiftyWeeks] = await countingStatements(of('2027-12-16'));
    expect([five.weeks.length, fifty.weeks.length]).toEqual([5, 13]);
    expect(fiftyWeeks).toBe(fiveWeeks);
    // The session check, the settings, the report's four reads and the dashboard's three.
    expect(fiftyWeeks).toBeLessThanOrEqual(16);
  });

  it("keeps the figures until the schedule, a show's categories or a fill-in request changes", async () => {
    // A range no other test read, so its first report is counted.
    const query = { range: 'custom', from: '2027-01-01', to: '2027-03-27', weeks: 'all' };
    const [first, counted] = await countingStatements(() => report(query));
    const [again, kept] = await countingStatements(() => report(query));
    expect(again).toEqual({ ...first, madeAt: again.madeAt });
    // The weeks' four reads are kept; categories, their shows and fill-ins are read each time.
    expect(kept).toBe(counted - 4);

    const local = (r: Report) => r.byCategory.find((c) => c.name === 'Local')!.minutes;
    const drive = first.byShow.find((s) => s.name === 'Morning Drive')!;
    // A schedule change (it moves the schedule revision): the spring-forward night's Morning
    // Drive an hour longer.
    await app.db.execute(sql`
      update scheduled_shows set duration = duration + 4
      where show_name = 'Morning Drive' and weekly_schedule_id = '2027-03-14'
        and day_index = 0 and time_index = 0`);
    const moved = await report(query);
    expect(moved.byShow.find((s) => s.name === 'Morning Drive')!.minutes).toBe(drive.minutes + 60);
    // A category taken off a show (no revision moves).
    await app.db.execute(sql`
      delete from show_content_categories where category_id =
        (select id from content_categories where name = 'Local')
      and show_id = (select id from shows where name = 'Newsdesk')`);
    const untagged = await report(query);
    expect(local(untagged)).toBeLessThan(local(moved));
    // A fill-in request asked in the quarter.
    await app.db.execute(sql`
      insert into fill_in_requests (airing_key, airing_date, week_id, day_index, time_index,
        duration, starts_at, ends_at, show_name, state)
      values ('e', ${WEEKS[2]!}, ${WEEKS[2]!}, 1, 0, 4, now(), now(), 'Newsdesk', 'withdrawn')`);
    expect((await report(query)).fillIns.asked).toBe(untagged.fillIns.asked + 1);
  });

  it('refuses a range over two years with 400 JSON, and bad input with 422', async () => {
    const long = await staff.client.get('/api/reports?range=custom&from=2025-01-01&to=2027-01-02');
    expect(long.status).toBe(400);
    expect(errorOf(long)).toMatchObject({
      code: 'bad_range',
      message: expect.stringMatching(/two years/),
    });
    const noDates = await staff.client.get('/api/reports?range=custom');
    expect(noDates.status).toBe(400);
    const inFrench = await staff.client.get(
      '/api/reports?range=custom&from=2025-01-01&to=2027-01-02',
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(errorOf(inFrench)).toEqual({
      code: 'bad_range',
      message: 'Un rapport couvre deux ans au maximum ; choisissez une période plus courte.',
    });
    for (const query of [
      'range=yesterday',
      'weeks=some',
      'range=custom&from=2027-02-30&to=2027-03-01',
    ]) {
      const bad = await staff.client.get(`/api/reports?${query}`);
      expect(bad.status, query).toBe(422);
      expect(errorOf(bad).code).toBe('validation_failed');
    }
  });

  it('is for station managers; a DJ gets 403 JSON until the station opens reports to members', async () => {
    expect((await app.client().get('/api/reports')).status).toBe(401);
    const refused = await dj.client.get('/api/reports');
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    const refusedInSpanish = await dj.client.get('/api/reports', {
      headers: { 'accept-language': 'es' },
    });
    expect(errorOf(refusedInSpanish).message).toMatch(/^En esta emisora, los informes/);
    expect(
      (await dj.client.get('/api/access')).json<{ access: { reportsOpen: boolean } }>().access
        .reportsOpen,
    ).toBe(false);
    await app.db.execute(sql`update station_settings set reports_open_to_members = true`);
    try {
      expect(
        (await dj.client.get(`/api/reports?${new URLSearchParams(QUARTER).toString()}`)).status,
      ).toBe(200);
      expect(
        (await dj.client.get('/api/access')).json<{ access: { reportsOpen: boolean } }>().access
          .reportsOpen,
      ).toBe(true);
      // Read-only: there is nothing else at this address.
      expect((await dj.client.post('/api/reports', { json: {} })).status).toBe(404);
    } finally {
      await app.db.execute(sql`update station_settings set reports_open_to_members = false`);
    }
  });
});
