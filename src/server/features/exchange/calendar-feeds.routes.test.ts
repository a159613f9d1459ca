import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarFeed,
  CreatedCalendarFeed,
} from '../../../shared/exchange/ical/calendar-feeds';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import { redactPath } from '../../http/request-paths';
import { calendarFeeds, profiles, scheduledShows, weeklySchedules } from '../../db/schema';
import type { TestUser } from '../../test/test-app';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { hashToken } from './calendar-feeds.service';
import { createShow, placeShow, setWeekStatus } from '../../test/schedule-set-up';

// Sunday 2026-11-22: the feed serves weeks 2026-10-25 (four back) to 2027-05-16 (six months on).
const NOW = new Date('2026-11-22T12:00:00Z');

const { app, owner, other } = useTestApp(stationAt(NOW), { owner: {}, other: {} });
let show: Show;

async function weekWith(weekId: string, name: string, status: 'draft' | 'finalized' | null) {
  await owner.client.get(`/api/weeks/${weekId}`);
  const placed = await placeShow(owner.client, weekId, show, 1, 40, 4);
  expect(placed.status, placed.text).toBe(201);
  await app.db
    .update(scheduledShows)
    .set({ showName: name })
    .where(eq(scheduledShows.weeklyScheduleId, weekId));
  if (status) {
    const action = status === 'draft' ? 'save-draft' : 'finalize';
    const changed = await setWeekStatus(owner.client, weekId, action);
    expect(changed.status, changed.text).toBe(200);
  }
}

/** Past weeks cannot be planned any more, so they are written as they would have been. */
async function pastFinalizedWeek(weekId: string, name: string) {
  await app.db.insert(weeklySchedules).values({
    id: weekId,
    startDate: weekId,
    endDate: addDays(weekId, 6),
    status: 'finalized',
  });
  await app.db.insert(scheduledShows).values({
    weeklyScheduleId: weekId,
    showName: name,
    showColor: '#3b82f6',
    dayIndex: 1,
    timeIndex: 40,
    duration: 4,
    weeklyScheduleStatus: 'finalized',
  });
}

async function createFeed(user: TestUser, includeDrafts = false) {
  const response = await user.client.post('/api/calendar-feeds', { json: { includeDrafts } });
  expect(response.status, response.text).toBe(201);
  return response.json<CreatedCalendarFeed>();
}
const pathOf = (url: string) => new URL(url).pathname;
const tokenOf = (url: string) => pathOf(url).replace('/api/feed/', '').replace('.ics', '');

beforeAll(async () => {
  show = await createShow(owner, { name: 'Placeholder', duration: 1 });
  await pastFinalizedWeek('2026-10-18', 'Too Old');
  await pastFinalizedWeek('2026-10-25', 'Four Weeks Back');
  await weekWith('2026-11-29', 'Finalized Show', 'finalized');
  await weekWith('2026-12-06', 'Draft Show', 'draft');
  await weekWith('2026-12-13', 'Untouched Show', null);
  await weekWith('2027-05-16', 'Last Week Served', 'finalized');
  await weekWith('2027-05-23', 'Too Far Ahead', 'finalized');
});

describe('calendar feeds', () => {
  it('are created with a URL shown once, listed without it, and stored as a hash', async () => {
    const created = await createFeed(owner, true);
    expect(created.url).toMatch(new RegExp(`^${app.url}/api/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(created.feed).toEqual({
      id: expect.any(String),
      includeDrafts: true,
      scope: 'all',
      createdAt: expect.any(String),
    });
    const listed = (await owner.client.get('/api/calendar-feeds')).json<{
      feeds: CalendarFeed[];
    }>();
    expect(listed.feeds).toContainEqual(created.feed);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(created.url));
    const [row] = await app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, created.feed.id));
    expect(row!.tokenHash).toBe(hashToken(tokenOf(created.url)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(created.url));
    // Someone else neither sees nor revokes it.
    const theirs = (await other.client.get('/api/calendar-feeds')).json<{
      feeds: CalendarFeed[];
    }>();
    expect(theirs.feeds).toEqual([]);
    const foreign = await other.client.request('DELETE', `/api/calendar-feeds/${created.feed.id}`);
    expect(foreign.status).toBe(404);
  });

  it('are written in their owner’s language, whoever fetches them', async () => {
    const { url } = await createFeed(other);
    const english = await app.client().get(pathOf(url), { headers: { 'accept-language': 'fr' } });
    expect(english.text).toContain('X-WR-CALNAME:Radio schedule');
    expect(english.text).toContain('No DJs assigned');
    const saved = await other.client.patch('/api/profile', { json: { language: 'de' } });
    expect(saved.status, saved.text).toBe(200);
    const german = await app.client().get(pathOf(url));
    expect(german.status).toBe(200);
    expect(german.text).toContain('X-WR-CALNAME:Radio-Sendeplan');
    expect(german.text).toContain('Keine Moderation zugewiesen');
    expect(german.text).not.toContain('No DJs assigned');
    await other.client.patch('/api/profile', { json: { language: '' } });
  });

  it('need a session to manage', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/calendar-feeds')).status).toBe(401);
    expect((await anonymous.post('/api/calendar-feeds', { json: {} })).status).toBe(401);
  });

  it('serve finalized weeks from four weeks back to six months ahead, without a session', async () => {
    const { url } = await createFeed(owner);
    const response = await app.client().get(pathOf(url));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const summaries = [...response.text.matchAll(/^SUMMARY:(.*)\r$/gm)].map((m) => m[1]);
    expect(summaries.sort()).toEqual(['Finalized Show', 'Four Weeks Back', 'Last Week Served']);
    expect(response.text).toContain('DTSTART;TZID=Europe/London:20261130T100000');
  });

  it('serve drafts only when their owner opted in', async () => {
    const { url } = await createFeed(owner, true);
    const text = (await app.client().get(pathOf(url))).text;
    expect(text).toContain('SUMMARY:Draft Show');
    expect(text).toContain('SUMMARY:Finalized Show');
    expect(text).not.toContain('Untouched Show');
  });

  it('refuse unknown and revoked tokens with 404 JSON', async () => {
    const { url, feed } = await createFeed(owner);
    expect((await app.client().get(pathOf(url))).status).toBe(200);
    const revoked = await owner.client.request('DELETE', `/api/calendar-feeds/${feed.id}`);
    expect(revoked.status).toBe(204);
    const refused = await app.client().get(pathOf(url));
    expect(refused.status).toBe(404);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('not_found');
    const listed = (await owner.client.get('/api/calendar-feeds')).json<{
      feeds: CalendarFeed[];
    }>();
    expect(listed.feeds.map((f) => f.id)).not.toContain(feed.id);
    expect((await app.client().get(`/api/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await app.client().get('/api/feed/nonsense')).status).toBe(404);
    // Said in the asker's language; English as before.
    const french = await owner.client.request('DELETE', '/api/calendar-feeds/nope', {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toMatchObject({
      error: { code: 'not_found', message: "Cet agenda n'existe pas ou a été révoqué." },
    });
    expect(refused.json()).toMatchObject({
      error: { message: 'This calendar feed does not exist or was revoked.' },
    });
  });

  it('answer a calendar app polling an unchanged feed with 304, and a changed one anew', async () => {
    const { url, feed } = await createFeed(owner, true);
    const first = await app.client().get(pathOf(url));
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await app.client().get(pathOf(url), { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    // A change to a served week is in the next answer, under a new tag.
    const week = '2026-12-06';
    const placed = await placeShow(owner.client, week, show, 3, 60, 2);
    expect(placed.status, placed.text).toBe(201);
    const changed = await app.client().get(pathOf(url), { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.text).toContain('DTSTART;TZID=Europe/London:20261209T150000');
    await app.db
      .delete(scheduledShows)
      .where(and(eq(scheduledShows.weeklyScheduleId, week), eq(scheduledShows.timeIndex, 60)));

    // A revoked feed is gone even to a client holding its current tag.
    const current = (await app.client().get(pathOf(url))).headers.etag as string;
    expect((await owner.client.request('DELETE', `/api/calendar-feeds/${feed.id}`)).status).toBe(
      204,
    );
    const revoked = await app.client().get(pathOf(url), { headers: { 'If-None-Match': current } });
    expect(revoked.status).toBe(404);
  });

  it("stop while their owner's membership is suspended, and work again once reactivated", async () => {
    const { url } = await createFeed(owner, true);
    const setStatus = (status: string) =>
      app.db.update(profiles).set({ status }).where(eq(profiles.id, owner.id));
    await setStatus('suspended');
    try {
      expect((await app.client().get(pathOf(url))).status).toBe(404);
    } finally {
      await setStatus('active');
    }
    expect((await app.client().get(pathOf(url))).status).toBe(200);
  });

  it('grant nothing but the feed', async () => {
    const { url } = await createFeed(owner);
    const token = tokenOf(url);
    const stranger = app.client();
    const disguises: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { cookie: `better-auth.session_token=${token}` },
    ];
    for (const path of ['/api/weeks', '/api/calendar-feeds', '/api/shows', '/api/profile']) {
      for (const headers of disguises) {
        expect((await stranger.get(path, { headers })).status, path).toBe(401);
      }
      expect((await stranger.get(`${path}?token=${token}`)).status, path).toBe(401);
    }
    expect((await stranger.get(`/api/feed/${token}.ics/../../weeks`)).status).not.toBe(200);
    expect((await stranger.get(`/api/weeks/2026-11-29/export.ics?token=${token}`)).status).toBe(
      401,
    );
  });

  it('keep their token out of the server log', () => {
    expect(redactPath(`/api/feed/${'x'.repeat(43)}.ics`)).toBe('/api/feed/[token]');
  });
});
