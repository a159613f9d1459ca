import { describe, expect, it } from 'vitest';
import { useStarted } from '../../test/use-test-app';
import type { StationClock } from '../../http/app-env';
import { NOW, startPublicFixture } from './public-fixture';
import {
  nowAndNext,
  publicHost,
  publicHosts,
  publicShow,
  publicShows,
  publicStation,
  publishedOccurrences,
  publishedRange,
  ScheduleNotPublished,
} from './published-schedule';
import { setWeekStatus } from '../../test/schedule-set-up';

const f = useStarted(startPublicFixture, (fixture) => fixture.app.close());
const clock: StationClock = { timeZone: 'Europe/London', now: () => NOW };

describe('the published schedule read model', () => {
  it('answers nothing while the station does not publish', async () => {
    const reads = [
      () => publicStation(f.app.db, clock),
      () => publishedOccurrences(f.app.db, clock, '2026-11-22', '2026-12-19'),
      () => nowAndNext(f.app.db, clock),
      () => publicShows(f.app.db, clock),
      () => publicShow(f.app.db, clock, f.jazz.id),
      () => publicHosts(f.app.db, clock),
      () => publicHost(f.app.db, clock, f.ann.id),
      () => publishedRange(f.app.db, clock),
    ];
    for (const read of reads) await expect(read()).rejects.toBeInstanceOf(ScheduleNotPublished);
  });

  it('holds finalized weeks only, with series expanded and the draft week left out', async () => {
    await f.publish();
    const airings = await publishedOccurrences(f.app.db, clock, '2026-11-01', '2026-12-31');
    expect(airings.map((a) => [a.title, a.start.toISOString(), a.end.toISOString()])).toEqual([
      ['Morning Jazz', '2026-11-24T10:00:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['Evening Rock', '2026-11-24T18:00:00.000Z', '2026-11-24T19:00:00.000Z'],
      ['Morning Jazz', '2026-12-01T10:00:00.000Z', '2026-12-01T12:00:00.000Z'],
      ['Morning Jazz', '2026-12-15T10:00:00.000Z', '2026-12-15T12:00:00.000Z'],
    ]);
    expect(airings[2]).toMatchObject({
      id: `${f.seriesId}:2026-12-01`,
      showId: f.jazz.id,
      hostNames: ['Ann Public'],
      recurring: true,
    });
    expect(await publishedRange(f.app.db, clock)).toEqual({
      from: '2026-11-22',
      to: '2026-12-19',
    });
  });

  it('keeps to the dates asked for, including a show already running on the first', async () => {
    const tuesday = await publishedOccurrences(f.app.db, clock, '2026-11-24', '2026-11-24');
    expect(tuesday.map((a) => a.title)).toEqual(['Morning Jazz', 'Evening Rock']);
    expect(await publishedOccurrences(f.app.db, clock, '2026-12-06', '2026-12-12')).toEqual([]);
  });

  it('tells what is on air now and what is next', async () => {
    const { current, next, since, until } = await nowAndNext(f.app.db, clock);
    expect(current?.title).toBe('Morning Jazz');
    expect(next?.title).toBe('Evening Rock');
    // It holds from the start of what is on air until it ends.
    expect([since.toISOString(), until?.toISOString()]).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
    ]);
    const evening = await nowAndNext(f.app.db, clock, new Date('2026-11-24T20:00:00Z'));
    expect(evening.current).toBeNull();
    expect(evening.next?.start.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    // Between shows: from the end of the last one until the next starts.
    expect([evening.since.toISOString(), evening.until?.toISOString()]).toEqual([
      '2026-11-24T19:00:00.000Z',
      '2026-12-01T10:00:00.000Z',
    ]);
    const after = await nowAndNext(f.app.db, clock, new Date('2026-12-16T00:00:00Z'));
    expect(after).toEqual({
      current: null,
      next: null,
      since: new Date('2026-12-15T12:00:00Z'),
      until: null,
    });
  });

  it('lists only shows and hosts that air in a published week', async () => {
    expect((await publicShows(f.app.db, clock)).map((s) => s.name)).toEqual([
      'Evening Rock',
      'Morning Jazz',
    ]);
    const hosts = await publicHosts(f.app.db, clock);
    expect(hosts).toEqual([
      { id: f.ann.id, name: 'Ann Public', bio: 'Plays jazz.', avatarUrl: null, tags: ['Jazz'] },
    ]);
    await expect(publicShow(f.app.db, clock, f.secret.id)).rejects.toMatchObject({ status: 404 });
    await expect(publicHost(f.app.db, clock, f.hidden.id)).rejects.toMatchObject({ status: 404 });
  });

  it('gives a show its next airings and a host their shows', async () => {
    const jazz = await publicShow(f.app.db, clock, f.jazz.id);
    expect(jazz.hosts).toEqual([{ id: f.ann.id, name: 'Ann Public' }]);
    expect(jazz.nextAirings.map((a) => a.start.toISOString().slice(0, 10))).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-15',
    ]);
    const ann = await publicHost(f.app.db, clock, f.ann.id);
    expect(ann.shows).toEqual([{ id: f.jazz.id, name: 'Morning Jazz' }]);
    expect(ann).not.toHaveProperty('email');
  });

  it('names as hosts only the library DJs named on a published airing', async () => {
    // Hidden Host joins Morning Jazz in the library; no published airing names them yet.
    const joined = await f.manager.client.request('PUT', `/api/shows/${f.jazz.id}`, {
      json: { name: 'Morning Jazz', duration: 2, djIds: [f.ann.id, f.hidden.id] },
    });
    expect(joined.status, joined.text).toBe(200);
    expect((await publicShow(f.app.db, clock, f.jazz.id)).hosts).toEqual([
      { id: f.ann.id, name: 'Ann Public' },
    ]);
    expect((await publicHosts(f.app.db, clock)).map((h) => h.name)).toEqual(['Ann Public']);
    await expect(publicHost(f.app.db, clock, f.hidden.id)).rejects.toMatchObject({ status: 404 });
    await f.manager.client.request('PUT', `/api/shows/${f.jazz.id}`, {
      json: { name: 'Morning Jazz', duration: 2, djIds: [f.ann.id] },
    });
  });

  it('shows a DJ contact field only once the station makes it public', async () => {
    await f.settings({ publicDjFields: ['email'] });
    const ann = await publicHost(f.app.db, clock, f.ann.id);
    expect(ann.email).toBe('ann@example.org');
    expect(ann).not.toHaveProperty('phone');
    await f.settings({ publicDjFields: [] });
  });

  it('follows a change at once: a reverted week leaves the published schedule', async () => {
    const revert = await f.manager.client.post('/api/weeks/2026-12-13/status', {
      json: { action: 'revert' },
    });
    expect(revert.status, revert.text).toBe(200);
    const airings = await publishedOccurrences(f.app.db, clock, '2026-12-13', '2026-12-19');
    expect(airings).toEqual([]);
    expect(await publishedRange(f.app.db, clock)).toEqual({
      from: '2026-11-22',
      to: '2026-12-05',
    });
    await setWeekStatus(f.manager.client, '2026-12-13');
  });
});
