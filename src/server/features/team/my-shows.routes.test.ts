import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCalendarFeed } from '../../../shared/exchange/ical/calendar-feeds';
import type { WeekView } from '../../../shared/schemas/schedule';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import type { MyShow, MyShowsAnswer } from '../../../shared/team/my-shows';
import { profiles } from '../../db/schema';
import type { TestUser } from '../../test/test-app';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { placeShow, weekOf } from '../../test/schedule-set-up';

// Tuesday 2026-11-24, 12:00 in London: the current week is the one of Sunday 2026-11-22.
const NOW = new Date('2026-11-24T12:00:00Z');

const { app, manager, morgan } = useTestApp(stationAt(NOW), { manager: {}, morgan: {} });
/** A DJ whose DJ Library entry carries their e-mail. */
let morganDj: Dj;
let otherDj: Dj;
let seriesId: string;

async function dj(name: string, email: string) {
  const response = await manager.client.post('/api/djs', { json: { name, email } });
  expect(response.status, response.text).toBe(201);
  return response.json<{ dj: Dj }>().dj;
}

async function show(name: string, djIds: string[]) {
  const response = await manager.client.post('/api/shows', { json: { name, duration: 1, djIds } });
  expect(response.status, response.text).toBe(201);
  return response.json<{ show: Show }>().show;
}

async function place(
  template: Show,
  weekId: string,
  dayIndex: number,
  timeIndex: number,
  duration: number,
) {
  const response = await placeShow(manager.client, weekId, template, dayIndex, timeIndex, duration);
  expect(response.status, response.text).toBe(201);
  const { week } = response.json<{ week: WeekView }>();
  return week.blocks.find((b) => b.dayIndex === dayIndex && b.timeIndex === timeIndex)!;
}

async function myShows(user: TestUser, query = '') {
  const response = await user.client.get(`/api/my-shows${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json<MyShowsAnswer>();
}

const brief = (shows: MyShow[]) =>
  shows.map(
    (s) =>
      `${s.date} ${s.startTime}-${s.endTime} ${s.showName} ${s.weekStatus}${s.recurring ? ' R' : ''}`,
  );

beforeAll(async () => {
  morganDj = await dj('Morgan', morgan.email.toUpperCase());
  otherDj = await dj('Sam', 'sam@example.com');
  const mix = await show("Morgan's Mix", [morganDj.id]);
  const theirs = await show('Someone Else', [otherDj.id]);

  // This week: one that ended yesterday, one on air now, one tomorrow; and another DJ's show.
  await place(mix, '2026-11-22', 1, 40, 4);
  await place(mix, '2026-11-22', 2, 44, 8);
  await place(mix, '2026-11-22', 3, 92, 8);
  await place(theirs, '2026-11-22', 3, 40, 4);
  // Next week (finalized): a weekly series on Thursdays at 20:00, four times.
  const anchor = await place(mix, '2026-11-29', 4, 80, 4);
  const series = await manager.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
    json: {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [4], endType: 'count', count: 4 },
    },
  });
  expect(series.status, series.text).toBe(201);
  seriesId = weekOf(series).blocks[0]!.recurringSeriesId!;
  const finalized = await manager.client.post('/api/weeks/2026-11-29/status', {
    json: { action: 'finalize' },
  });
  expect(finalized.status, finalized.text).toBe(200);
  // The second is moved to Friday (an exception), the third removed.
  const exception = await manager.client.post(
    `/api/series/${seriesId}/instances/2026-12-10/exception`,
  );
  expect(exception.status, exception.text).toBe(201);
  const { exceptionId } = exception.json<{ exceptionId: string }>();
  const moved = await manager.client.request('PATCH', `/api/scheduled-shows/${exceptionId}`, {
    json: { version: 1, dayIndex: 5 },
  });
  expect(moved.status, moved.text).toBe(200);
  const removed = await manager.client.post(`/api/series/${seriesId}/instances/2026-12-17/removal`);
  expect(removed.status, removed.text).toBe(201);
  for (const weekId of ['2026-11-22', '2026-12-06']) {
    const draft = await manager.client.post(`/api/weeks/${weekId}/status`, {
      json: { action: 'save-draft' },
    });
    expect(draft.status, draft.text).toBe(200);
  }
});

describe('GET /api/my-shows', () => {
  it('lists the upcoming shows of the member linked by e-mail, series applied as on the grid', async () => {
    const answer = await myShows(morgan);
    expect(answer).toMatchObject({
      linked: true,
      timeZone: 'Europe/London',
      from: '2026-11-24',
      to: '2027-01-16',
    });
    expect(brief(answer.shows)).toEqual([
      "2026-11-24 11:00-13:00 Morgan's Mix draft",
      "2026-11-25 23:00-01:00 Morgan's Mix draft",
      "2026-12-03 20:00-21:00 Morgan's Mix finalized R",
      "2026-12-11 20:00-21:00 Morgan's Mix draft R",
      "2026-12-24 20:00-21:00 Morgan's Mix not-started R",
    ]);
    const late = answer.shows[1]!;
    expect(late).toMatchObject({ weekId: '2026-11-22', dayIndex: 3, endDate: '2026-11-26' });
    const instance = answer.shows[4]!;
    expect(instance).toMatchObject({ id: `${seriesId}:2026-12-24`, weekId: '2026-12-20' });
  });

  it('is bounded by the weeks asked for, and refuses any other number with 422', async () => {
    expect(brief((await myShows(morgan, '?weeks=2')).shows)).toHaveLength(3);
    expect((await myShows(morgan, '?weeks=1')).to).toBe('2026-11-28');
    expect((await myShows(morgan, '?weeks=26')).to).toBe('2027-05-22');
    for (const weeks of ['0', '27', '-1', '1.5', 'abc', '', '100000']) {
      const response = await morgan.client.get(`/api/my-shows?weeks=${weeks}`);
      expect(response.status, weeks).toBe(422);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'Weeks must be a whole number from 1 to 26',
      );
    }
  });

  it('follows a link a manager set on the Team page before any e-mail match', async () => {
    const linked = await app.createUser();
    expect(await myShows(linked)).toMatchObject({ linked: false, shows: [] });
    await app.db.update(profiles).set({ djId: otherDj.id }).where(eq(profiles.id, linked.id));
    expect(brief((await myShows(linked)).shows)).toEqual([
      '2026-11-25 10:00-11:00 Someone Else draft',
    ]);
  });

  it('answers linked members who host nothing with an empty list', async () => {
    const host = await app.createUser();
    await dj('Idle', host.email);
    expect(await myShows(host)).toMatchObject({ linked: true, shows: [] });
  });

  it('follows who the show template names now: a DJ taken off the show stops seeing it', async () => {
    const host = await app.createUser();
    const entry = await dj('Pat', host.email);
    const template = await show('Pat Talks', [entry.id]);
    await place(template, '2026-12-27', 2, 40, 4);
    expect(brief((await myShows(host)).shows)).toEqual([
      '2026-12-29 10:00-11:00 Pat Talks not-started',
    ]);
    const changed = await manager.client.request('PUT', `/api/shows/${template.id}`, {
      json: { name: 'Pat Talks', duration: 1, djIds: [] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await myShows(host)).toMatchObject({ linked: true, shows: [] });
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/my-shows')).status).toBe(401);
  });
});

describe('calendar feed of only my shows', () => {
  async function createFeed(user: TestUser, json: Record<string, unknown>) {
    const response = await user.client.post('/api/calendar-feeds', { json });
    expect(response.status, response.text).toBe(201);
    return response.json<CreatedCalendarFeed>();
  }
  const fetchFeed = (url: string) => app.client().get(new URL(url).pathname);
  const summaries = (text: string) => [...text.matchAll(/^SUMMARY:(.*)\r$/gm)].map((m) => m[1]);

  it("serves its owner's shows only, decided at every fetch, and stops when revoked", async () => {
    const member = await app.createUser();
    await app.db.update(profiles).set({ djId: morganDj.id }).where(eq(profiles.id, member.id));
    const { url, feed } = await createFeed(member, { includeDrafts: true, scope: 'mine' });
    expect(feed.scope).toBe('mine');
    const everything = await createFeed(member, { includeDrafts: true });
    expect(summaries((await fetchFeed(everything.url)).text)).toContain('Someone Else');

    const own = await fetchFeed(url);
    expect(own.status).toBe(200);
    expect(own.text).toContain('X-WR-CALNAME:My radio shows');
    // Three stored shows and the series (master and its moved instance), nobody else's.
    expect(summaries(own.text)).toEqual(Array(5).fill("Morgan's Mix"));
    expect(own.text).toContain(`UID:series-${seriesId}@`);

    // Relinked to another DJ entry: the same URL now carries that entry's shows.
    await app.db.update(profiles).set({ djId: otherDj.id }).where(eq(profiles.id, member.id));
    expect(summaries((await fetchFeed(url)).text)).toEqual(['Someone Else']);

    // Unlinked (and no DJ entry has their e-mail): an empty calendar, nobody else's shows.
    await app.db.update(profiles).set({ djId: null }).where(eq(profiles.id, member.id));
    const empty = await fetchFeed(url);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('BEGIN:VCALENDAR');
    expect(summaries(empty.text)).toEqual([]);

    const revoked = await member.client.request('DELETE', `/api/calendar-feeds/${feed.id}`);
    expect(revoked.status).toBe(204);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it('refuses an unknown scope with 422', async () => {
    const response = await morgan.client.post('/api/calendar-feeds', {
      json: { scope: 'theirs' },
    });
    expect(response.status).toBe(422);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      scope: 'Choose all shows or only your shows',
    });
  });
});
