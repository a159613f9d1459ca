import { beforeAll, describe, expect, it } from 'vitest';
import { peekWindow } from '../../auth/rate-counter';
import { addressGroup } from '../../realtime/address-group';
import { revisionMoved } from '../../test/revision-moved';
import { startTestApp, type TestApp } from '../../test/test-app';
import { NOW, usePublicFixture } from './public-fixture';

// docs/decisions/0055: public now/next holds while the airings do and is sent from kept bytes;
// the listeners' budget is counted without a write per request; a crowd past the cap is answered
// at once.
const BASE = '/api/public/v1';
let clockMs = NOW.getTime();
const at = (iso: string) => (clockMs = new Date(iso).getTime());
const f = usePublicFixture({
  station: { timeZone: 'Europe/London', now: () => new Date(clockMs) },
});
beforeAll(() => f.publish());

describe('public now/next', () => {
  it('holds its body and ETag while the same show is on air, with 304 and its validity', async () => {
    const listener = f.app.client({ origin: null });
    // Morning Jazz is on air 10:00-12:00, Evening Rock next at 18:00.
    at('2026-11-24T10:30:00.000Z');
    const first = await listener.get(`${BASE}/now`);
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({
      at: '2026-11-24T10:00:00.000Z',
      current: { title: 'Morning Jazz' },
      next: { title: 'Evening Rock' },
    });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.expires).toBe('Tue, 24 Nov 2026 10:30:30 GMT');

    // Another millisecond, another minute, the same show: the same answer.
    at('2026-11-24T11:43:17.512Z');
    const later = await listener.get(`${BASE}/now`);
    expect(later.text).toBe(first.text);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.headers.expires).toBe('Tue, 24 Nov 2026 11:43:47 GMT');

    // Ten seconds before the show ends, a copy is good for those ten seconds only.
    at('2026-11-24T11:59:50.000Z');
    const revalidated = await listener.get(`${BASE}/now`, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=10');
    expect(revalidated.headers.expires).toBe('Tue, 24 Nov 2026 12:00:00 GMT');
    expect(revalidated.headers['access-control-allow-origin']).toBe('*');

    // The show ends: a new answer, which holds until Evening Rock starts.
    at('2026-11-24T12:00:00.000Z');
    const ended = await listener.get(`${BASE}/now`, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(ended.status).toBe(200);
    expect(ended.headers.etag).not.toBe(first.headers.etag);
    expect(ended.json()).toMatchObject({
      at: '2026-11-24T12:00:00.000Z',
      current: null,
      next: { title: 'Evening Rock' },
    });
    at('2026-11-24T17:59:45.000Z');
    const beforeRock = await listener.get(`${BASE}/now`);
    expect(beforeRock.text).toBe(ended.text);
    expect(beforeRock.headers['cache-control']).toBe('public, max-age=15');
    at(NOW.toISOString());
  });

  it('sends a kept answer without the framework, with the headers the framework sent', async () => {
    const listener = f.app.client({ origin: null });
    const paths = [
      `${BASE}/now`,
      `${BASE}/schedule?from=2026-11-22&to=2026-11-28`,
      '/on-air',
      '/embed/now-next',
      '/embed/week',
    ];
    const made = [];
    for (const path of paths) made.push(await listener.get(path));
    const before = f.app.frameworkRequests();
    for (const [i, path] of paths.entries()) {
      const kept = await listener.get(path);
      expect(kept.status, path).toBe(200);
      expect(kept.text, path).toBe(made[i]!.text);
      const { date: _date, ...headers } = kept.headers;
      const { date: _madeDate, ...madeHeaders } = made[i]!.headers;
      expect(headers, path).toEqual(madeHeaders);
    }
    expect(f.app.frameworkRequests()).toBe(before);
  });
});

describe('the listeners budget across processes', () => {
  it('refuses in a second process soon after the first used the budget up', async () => {
    const limit = { max: 10, windowSeconds: 60 };
    const options = {
      shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
      station: { timeZone: 'Europe/London', now: () => NOW },
      trustProxy: true,
      publicApiRateLimit: limit,
    };
    const [one, two] = [await startTestApp(options), await startTestApp(options)];
    try {
      const address = '203.0.113.77';
      const from = (app: TestApp) =>
        app
          .client({ origin: null })
          .get(`${BASE}/now`, { headers: { 'x-forwarded-for': address } });
      const statuses = [];
      for (let i = 0; i < limit.max + 1; i++) statuses.push((await from(one)).status);
      expect(statuses).toEqual([...Array(limit.max).fill(200), 429]);
      // The first process adds its counts to the shared ones about once a second, on a request.
      const key = `public-api:${addressGroup(address)}`;
      const shared = async () => (await peekWindow(f.app.db, key, limit.windowSeconds)).count;
      await until(async () => (await from(one), (await shared()) > limit.max));
      // The second process learns the shared count at its next share (about a second): it lets
      // through what reaches it before then, and refuses after.
      const second: number[] = [];
      await until(async () => {
        second.push((await from(two)).status);
        return second.at(-1) === 429;
      });
      expect(second.filter((s) => s === 200).length).toBeLessThanOrEqual(limit.max);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('public admission', () => {
  it('answers at once past the cap, before any work: the kept answer, else 503', async () => {
    const app = await startTestApp({
      shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
      station: { timeZone: 'Europe/London', now: () => NOW },
      publicInFlight: 2,
    });
    const locker = await f.app.db.$client.connect();
    try {
      const listener = app.client({ origin: null });
      const keptBefore = await listener.get(`${BASE}/now`);
      expect(keptBefore.status).toBe(200);
      // A settings change makes every kept public answer out of date; the published weeks are
      // then held, so the public work begun after it waits.
      const heard = revisionMoved(app, 'settings');
      await f.settings({ accentColor: '#336699' });
      await heard;
      await locker.query('begin');
      await locker.query('lock table weekly_schedules in access exclusive mode');
      const framework = app.frameworkRequests();
      const working = ['Asia/Tokyo', 'America/Chicago'].map((tz) =>
        listener.get(`/on-air?tz=${encodeURIComponent(tz)}`),
      );
      let settled = 0;
      for (const w of working) void w.finally(() => settled++);
      await until(async () => app.frameworkRequests() - framework === 2);

      const busy = await deadline(listener.get(`${BASE}/shows`));
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json<{ error: { code: string } }>().error.code).toBe('busy');
      // An answer kept from before the change is sent rather than none, not to be cached.
      const stale = await deadline(listener.get(`${BASE}/now`));
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(keptBefore.text);
      expect(stale.headers['cache-control']).toBe('no-cache');
      expect(settled).toBe(0);

      await locker.query('commit');
      for (const w of working) expect((await w).status).toBe(200);
      expect((await listener.get(`${BASE}/shows`)).status).toBe(200);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      locker.release();
      await app.close();
    }
  });
});

/**
 * How long a wait may take before it counts as never ending. Only a hang is caught: no speed is
 * asserted, so a slow machine passes (tests never assert on speed; `npm run bench` measures).
 */
const HANG_MS = 15_000;

/** Polls `done` until it holds, failing when it never does. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + HANG_MS;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`Not reached within ${HANG_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The answer, or a failure when it never comes: an answer that waited for work would wait for the
 * locked table, that is until the test ends, so a generous deadline tells the two apart.
 */
function deadline<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    answer.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Not answered within ${HANG_MS / 1000} s`)),
        HANG_MS,
      );
    }),
  ]);
}
