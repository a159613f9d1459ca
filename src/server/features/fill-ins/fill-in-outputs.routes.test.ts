import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expand } from '../../../shared/exchange/ical/ical-expand.fixture';
import type { CreatedCalendarFeed } from '../../../shared/exchange/ical/calendar-feeds';
import type { FillInRequestView } from '../../../shared/schemas/fill-ins';
import type { Dj } from '../../../shared/schemas/dj';
import type { MyShowsAnswer } from '../../../shared/team/my-shows';
import { webhookDeliveries } from '../../db/schema';
import type { HttpClient } from '../../test/http-client';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createDj, createShow, placeShow, readWeek, weekOf } from '../../test/schedule-set-up';
import type { WebhookPayload } from '../webhooks/webhook-outbox';

/*
 * Everyone sees the hand-over (issue 33 item 6, decision 0068): after Sam takes Alex's Jazz Hour
 * on one Tuesday of a weekly series in finalized weeks, the grid, My Shows, the public API, the
 * public pages, the calendars and the webhooks name Sam "(fill-in)" on that date only; after Sam
 * gives it back, Alex again.
 */

// Sunday noon in London. Jazz Hour airs Tuesdays 10:00-11:00 from 8 Dec, three times.
let now = new Date('2026-11-29T12:00:00Z');
const { app, manager, alex, sam } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { manager: {}, alex: { name: 'Alex' }, sam: { name: 'Sam' } },
);
const WEEKS = ['2026-12-06', '2026-12-13', '2026-12-20'];
const TAKEN = '2026-12-15';
const BASE = '/api/public/v1';
const SCHEDULE = `${BASE}/schedule?from=2026-12-06&to=2026-12-26`;
let listener: HttpClient;
let request: FillInRequestView;
let seriesId: string;
const entries: Record<string, Dj> = {};
const feeds: Record<string, string> = {};

async function mineFeed(user: TestUser): Promise<string> {
  const created = await user.client.post('/api/calendar-feeds', {
    json: { includeDrafts: false, scope: 'mine' },
  });
  expect(created.status, created.text).toBe(201);
  return new URL(created.json<CreatedCalendarFeed>().url).pathname;
}

beforeAll(async () => {
  listener = app.client({ origin: null });
  for (const [user, name] of [
    [alex, 'Alex'],
    [sam, 'Sam'],
  ] as const) {
    entries[name] = await createDj(manager, { name });
    const linked = await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, {
      json: { djId: entries[name].id },
    });
    expect(linked.status).toBe(200);
  }
  const jazz = await createShow(manager, {
    name: 'Jazz Hour',
    duration: 1,
    djIds: [entries.Alex!.id],
  });
  const anchor = weekOf(await placeShow(manager.client, WEEKS[0]!, jazz, 2, 40, 4)).blocks[0]!;
  const series = await manager.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
    json: {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
    },
  });
  expect(series.status, series.text).toBe(201);
  seriesId = weekOf(series).blocks[0]!.recurringSeriesId!;
  for (const weekId of WEEKS) {
    await manager.client.get(`/api/weeks/${weekId}`);
    const finalized = await manager.client.post(`/api/weeks/${weekId}/status`, {
      json: { action: 'finalize' },
    });
    expect(finalized.status, finalized.text).toBe(200);
  }
  const published = await manager.client.patch('/api/station-settings', {
    json: { publishSchedule: true },
  });
  expect(published.status, published.text).toBe(200);
  const hook = await manager.client.post('/api/webhooks', {
    json: { url: 'http://127.0.0.1:9/hooks', events: ['schedule.changed'] },
  });
  expect(hook.status, hook.text).toBe(201);
  feeds.alex = await mineFeed(alex);
  feeds.sam = await mineFeed(sam);

  const asked = await alex.client.post('/api/fill-ins', { json: { seriesId, date: TAKEN } });
  expect(asked.status, asked.text).toBe(201);
  request = asked.json<{ request: FillInRequestView }>().request;
});

type PublicOccurrence = { startLocal: string; hosts: string[]; fillIn: boolean };
const tuesdays = async () =>
  (await listener.get(SCHEDULE))
    .json<{ occurrences: PublicOccurrence[] }>()
    .occurrences.map((o) => [o.startLocal.slice(0, 10), o.hosts, o.fillIn]);

/** The dates (station time) a calendar holds Jazz Hour on, read back by ical.js. */
const calendarDates = (text: string) =>
  expand(text, '2026-12-01', '2027-01-01').map((o) => o.start.slice(0, 10));

describe('a taken fill-in', () => {
  it('reaches the public schedule, kept answers included, and the grid, on that date only', async () => {
    // Asked, not taken: Alex everywhere. This answer is kept by the public read model.
    expect(await tuesdays()).toEqual([
      ['2026-12-08', ['Alex'], false],
      ['2026-12-15', ['Alex'], false],
      ['2026-12-22', ['Alex'], false],
    ]);
    await app.db.execute(sql`delete from webhook_deliveries`);
    const taken = await sam.client.post(`/api/fill-ins/${request.id}/take`);
    expect(taken.status, taken.text).toBe(200);

    expect(await tuesdays()).toEqual([
      ['2026-12-08', ['Alex'], false],
      ['2026-12-15', ['Sam'], true],
      ['2026-12-22', ['Alex'], false],
    ]);
    const grid = (weekId: string) =>
      readWeek(manager.client, weekId).then((w) =>
        w.blocks.map((b) => [b.djNames, b.fillIn ?? null]),
      );
    expect(await grid(WEEKS[1]!)).toEqual([
      [['Sam'], { djId: entries.Sam!.id, forHosts: ['Alex'] }],
    ]);
    expect(await grid(WEEKS[2]!)).toEqual([[['Alex'], null]]);
  });

  it('names the fill-in in the webhook of the finalized week', async () => {
    const events = (await app.db.select().from(webhookDeliveries))
      .map((d) => d.payload as WebhookPayload)
      .filter((p) => p.type === 'schedule.changed')
      .map((p) => p.data);
    expect(events).toEqual([
      expect.objectContaining({
        weekStartDate: WEEKS[1],
        change: 'fillin.take',
        airing: { date: TAKEN, show: 'Jazz Hour', hosts: ['Sam'], fillIn: true },
      }),
    ]);
  });

  it('is what /now, /on-air and the show page say while it airs', async () => {
    now = new Date('2026-12-15T10:30:00Z');
    try {
      const current = (await listener.get(`${BASE}/now`)).json<{
        current: PublicOccurrence | null;
      }>().current;
      expect(current).toMatchObject({ hosts: ['Sam'], fillIn: true });
      const onAir = await listener.get('/on-air');
      expect(onAir.status).toBe(200);
      expect(onAir.text).toContain('with Sam (fill-in)');
      // Alex is named only by what is next: the following week's airing, which is his again.
      const next = /<section class="panel" aria-labelledby="next-heading">[\s\S]*?<\/section>/;
      expect(next.exec(onAir.text)?.[0]).toContain('with Alex');
      expect(onAir.text.replace(next, '')).not.toContain('with Alex');
    } finally {
      now = new Date('2026-11-29T12:00:00Z');
    }
  });

  it('is in the calendars: the station’s says so, Sam’s feed has the date, Alex’s not', async () => {
    const station = await listener.get(`${BASE}/calendar.ics`);
    expect(station.status).toBe(200);
    expect(station.text.replace(/\r\n[ \t]/g, '')).toContain('DJs: Sam (fill-in)');
    expect(calendarDates(station.text)).toEqual(['2026-12-08', '2026-12-15', '2026-12-22']);

    const samFeed = await listener.get(feeds.sam!);
    expect(samFeed.status).toBe(200);
    expect(calendarDates(samFeed.text)).toEqual([TAKEN]);
    const alexFeed = await listener.get(feeds.alex!);
    expect(calendarDates(alexFeed.text)).toEqual(['2026-12-08', '2026-12-22']);
    // Alex's public host calendar leaves it out too.
    const alexPublic = await listener.get(`${BASE}/hosts/${entries.Alex!.id}/calendar.ics`);
    expect(alexPublic.status).toBe(200);
    expect(calendarDates(alexPublic.text)).toEqual(['2026-12-08', '2026-12-22']);
  });

  it('the public calendars say the hosts in the page’s language (?lang=, else Accept-Language)', async () => {
    const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');
    const german = await listener.get(`${BASE}/calendar.ics`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(unfolded(german.text)).toContain('Moderation: Sam (Vertretung)');
    expect(String(german.headers.vary)).toMatch(/accept-language/i);
    const french = await listener.get(`${BASE}/calendar.ics?lang=fr`, {
      headers: { 'accept-language': 'de' },
    });
    expect(unfolded(french.text)).toContain('Animateurs : Sam (remplaçant·e)');
    const alexInSpanish = await listener.get(
      `${BASE}/hosts/${entries.Alex!.id}/calendar.ics?lang=es`,
    );
    expect(unfolded(alexInSpanish.text)).toContain('Locutores: Alex');
    const english = await listener.get(`${BASE}/calendar.ics`);
    expect(unfolded(english.text)).toContain('DJs: Sam (fill-in)');
  });

  it('is on My Shows of both: the taker’s as theirs, the host’s as handed over', async () => {
    const mine = async (user: TestUser) =>
      (await user.client.get('/api/my-shows'))
        .json<MyShowsAnswer>()
        .shows.map((s) => [s.date, s.djNames, s.fillIn?.as ?? null]);
    expect(await mine(sam)).toEqual([[TAKEN, ['Sam'], 'taker']]);
    expect(await mine(alex)).toEqual([
      ['2026-12-08', ['Alex'], null],
      [TAKEN, ['Sam'], 'host'],
      ['2026-12-22', ['Alex'], null],
    ]);
  });
});

describe('a fill-in given back', () => {
  it('takes every output back to the airing’s own host', async () => {
    await app.db.execute(sql`delete from webhook_deliveries`);
    const given = await sam.client.post(`/api/fill-ins/${request.id}/give-back`);
    expect(given.status, given.text).toBe(200);
    expect(await tuesdays()).toEqual([
      ['2026-12-08', ['Alex'], false],
      ['2026-12-15', ['Alex'], false],
      ['2026-12-22', ['Alex'], false],
    ]);
    const samFeed = await listener.get(feeds.sam!);
    expect(calendarDates(samFeed.text)).toEqual([]);
    const alexFeed = await listener.get(feeds.alex!);
    expect(calendarDates(alexFeed.text)).toEqual(['2026-12-08', TAKEN, '2026-12-22']);
    expect((await sam.client.get('/api/my-shows')).json<MyShowsAnswer>().shows).toEqual([]);
    const payloads = (await app.db.select().from(webhookDeliveries)).map(
      (d) => (d.payload as WebhookPayload).data,
    );
    expect(payloads).toEqual([
      expect.objectContaining({
        change: 'fillin.giveBack',
        airing: { date: TAKEN, show: 'Jazz Hour', hosts: ['Alex'], fillIn: false },
      }),
    ]);
  });
});

describe("the series' first date taken", () => {
  // Its row lends every later date its details: the hand-over sets that date apart instead.
  it('is the fill-in’s on that date only, in the schedule and the calendars, until given back', async () => {
    const first = WEEKS[0]!.replace(/06$/, '08');
    const asked = await alex.client.post('/api/fill-ins', { json: { seriesId, date: first } });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.json<{ request: FillInRequestView }>().request.id;
    expect((await sam.client.post(`/api/fill-ins/${id}/take`)).status).toBe(200);
    expect(await tuesdays()).toEqual([
      [first, ['Sam'], true],
      ['2026-12-15', ['Alex'], false],
      ['2026-12-22', ['Alex'], false],
    ]);
    const station = await listener.get(`${BASE}/calendar.ics`);
    expect(calendarDates(station.text)).toEqual([first, '2026-12-15', '2026-12-22']);
    expect(calendarDates((await listener.get(feeds.sam!)).text)).toEqual([first]);
    expect(calendarDates((await listener.get(feeds.alex!)).text)).toEqual([
      '2026-12-15',
      '2026-12-22',
    ]);

    expect((await sam.client.post(`/api/fill-ins/${id}/give-back`)).status).toBe(200);
    expect((await tuesdays()).map(([, hosts]) => hosts)).toEqual([['Alex'], ['Alex'], ['Alex']]);
    expect(calendarDates((await listener.get(feeds.alex!)).text)).toEqual([
      first,
      '2026-12-15',
      '2026-12-22',
    ]);
  });
});
