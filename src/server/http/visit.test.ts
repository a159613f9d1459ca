import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Revisions } from '../db/revisions';
import type { AppEnv } from './app-env';
import type { SessionChecks, SignedIn } from './require-session';
import { visitOf } from './visit';
import type { Visit } from './web-app';

const revisions: Revisions = {
  schedule: 1,
  sessions: 7,
  library: 1,
  settings: 1,
  stationZone: 'Pacific/Auckland',
  overnightContinues: false,
};
// Saturday 28 November, 20:00 UTC: already Sunday the 29th, 09:00, in Auckland.
const now = () => new Date('2026-11-28T20:00:00Z');

function signedIn(member: Partial<SignedIn['member']>, expiresAt = '2026-12-05T00:00:00Z') {
  return {
    user: { id: 'u1' },
    session: { expiresAt: new Date(expiresAt) },
    member: { role: 'Station Manager', status: 'active', djId: null, ...member },
    checkedAt: 0,
  } as unknown as SignedIn;
}

/** The visit of one request with a session cookie, as the HTML's answer asks for it. */
async function visit(check: SessionChecks['check'], read = revisions): Promise<Visit> {
  const asked: Parameters<SessionChecks['check']>[] = [];
  const sessions: SessionChecks = {
    check: (...args) => {
      asked.push(args);
      return check(...args);
    },
    kept: () => undefined,
  };
  const app = new Hono<AppEnv>();
  const of = visitOf({ revisions: async () => read, sessions, startZone: 'UTC', now });
  let answer: Visit | undefined;
  app.get('*', async (c) => {
    answer = await of(c);
    return c.text('');
  });
  await app.request('/team', { headers: { cookie: 'better-auth.session_token=abc' } });
  // The request's cookie, checked at the watched revisions (the check keeps its answer for
  // the page's first reads).
  expect(asked.map(([cookie, , at]) => [cookie, at?.sessions])).toEqual([
    ['better-auth.session_token=abc', 7],
  ]);
  return answer!;
}

describe('what the server knows of a visit as it answers the HTML', () => {
  it("knows the station's current week in the station's zone", async () => {
    const answer = await visit(async () => signedIn({}));
    expect(answer).toEqual({ currentWeekId: '2026-11-29', member: true, manager: true });
    // Before the settings name a zone, the zone the server started with.
    const unzoned = await visit(async () => signedIn({}), { ...revisions, stationZone: null });
    expect(unzoned.currentWeekId).toBe('2026-11-22');
  });

  it('calls only an active station manager with a live session a manager', async () => {
    expect((await visit(async () => signedIn({ role: 'DJ' }))).manager).toBe(false);
    expect((await visit(async () => signedIn({ role: 'Viewer' }))).manager).toBe(false);
    expect((await visit(async () => signedIn({ status: 'waiting' }))).manager).toBe(false);
    const ended = signedIn({}, '2026-11-28T19:00:00Z');
    expect((await visit(async () => ended)).manager).toBe(false);
    expect((await visit(async () => null)).manager).toBe(false);
  });

  it('is not a manager when the session cannot be checked (the page asks for itself)', async () => {
    const answer = await visit(() => Promise.reject(new Error('the database is away')));
    expect(answer).toEqual({ currentWeekId: '2026-11-29', member: false, manager: false });
  });
});
