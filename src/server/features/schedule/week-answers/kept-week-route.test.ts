import { beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '../../../../shared/schemas/show';
import type { HttpResponse } from '../../../test/http-client';
import { useTestApp } from '../../../test/use-test-app';
import { createShow, placeShow, weekOf } from '../../../test/schedule-set-up';

/**
 * docs/decisions/0015: a week read by a visitor whose session check is kept at the current
 * revision is answered before the framework (kept, or read anew), exactly as the framework
 * answers it. Everything else still goes through the framework, at once.
 */
const WEEK = '2026-12-06';
const AFTER_THE_WEEK = new Date('2026-12-13T00:00:00Z'); // Sunday midnight in London
let now = new Date('2026-11-22T12:00:00Z');

const { app, staff } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { staff: {} },
);
let show: Show;

beforeAll(async () => {
  show = await createShow(staff, { name: 'Early Answers', duration: 1 });
  // A week is made when first opened; shows are placed on weeks that exist.
  expect((await staff.client.get(`/api/weeks/${WEEK}`)).status).toBe(200);
});

/** A request, and whether the framework answered it. */
async function send(request: () => Promise<HttpResponse>) {
  const before = app.frameworkRequests();
  const response = await request();
  return { response, byFramework: app.frameworkRequests() > before };
}

const getWeek = (headers: Record<string, string> = {}, path = `/api/weeks/${WEEK}`) =>
  send(() => staff.client.get(path, { headers }));

/** Headers that differ between any two answers, whoever sends them. */
const comparable = (response: HttpResponse) => {
  const {
    date: _date,
    connection: _connection,
    'keep-alive': _keepAlive,
    ...rest
  } = response.headers;
  return rest;
};

describe('kept week answers sent before the framework', () => {
  it.each([
    ['plain', {}],
    ['gzipped', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ])('are the framework answer itself, %s', async (_encoding, headers) => {
    const placed = await staff.client.post(`/api/weeks/${WEEK}/shows`, {
      json: {
        templateId: show.id,
        dayIndex: 2,
        timeIndex: 30 + Object.keys(headers).length * 8,
        duration: 4,
      },
    });
    expect(placed.status).toBe(201);
    // A query string is left to the framework: the same answer, the other way.
    const fromFramework = await getWeek(headers, `/api/weeks/${WEEK}?via=framework`);
    expect(fromFramework.byFramework).toBe(true);
    const early = await getWeek(headers);
    expect(early.byFramework).toBe(false);

    expect(early.response.status).toBe(200);
    expect(comparable(early.response)).toEqual(comparable(fromFramework.response));
    expect(early.response.body.equals(fromFramework.response.body)).toBe(true);
  });

  it('leave to the framework every request without a kept session check', async () => {
    await getWeek();
    expect((await getWeek()).byFramework).toBe(false);
    const cases: [string, () => ReturnType<typeof send>, number, boolean][] = [
      // name, request, status, answered by the framework
      ['another day of the kept week', () => getWeek({}, '/api/weeks/2026-12-09'), 200, false],
      ['no cookie', () => send(() => app.client().get(`/api/weeks/${WEEK}`)), 401, true],
      [
        'a forged cookie',
        () => getWeek({ cookie: 'better-auth.session_token=forged.x' }),
        401,
        true,
      ],
      ['a query string', () => getWeek({}, `/api/weeks/${WEEK}?fresh=1`), 200, true],
      ['a date that does not exist', () => getWeek({}, '/api/weeks/2026-02-30'), 404, true],
      ['a week not asked for yet', () => getWeek({}, '/api/weeks/2027-01-03'), 200, false],
      ['HEAD', () => send(() => staff.client.request('HEAD', `/api/weeks/${WEEK}`)), 200, true],
    ];
    for (const [name, request, status, byFramework] of cases) {
      const response = await request();
      expect({ name, status: response.response.status, byFramework: response.byFramework }).toEqual(
        { name, status, byFramework },
      );
    }
  });

  it('show a change and a week turning past at once, and refuse a signed-out session', async () => {
    await getWeek();
    expect((await getWeek()).byFramework).toBe(false);

    const placed = await placeShow(staff.client, WEEK, show, 4, 60, 2);
    expect(placed.status).toBe(201);
    const afterChange = await getWeek();
    expect(afterChange.byFramework).toBe(false);
    const week = weekOf(afterChange.response);
    expect(week.blocks.some((b) => b.dayIndex === 4 && b.timeIndex === 60)).toBe(true);
    expect((await getWeek()).byFramework).toBe(false);

    now = AFTER_THE_WEEK;
    const turnedPast = await getWeek();
    expect(turnedPast.byFramework).toBe(false);
    expect(weekOf(turnedPast.response).isPast).toBe(true);
    const keptPast = await getWeek();
    expect(keptPast.byFramework).toBe(false);
    expect(weekOf(keptPast.response).isPast).toBe(true);

    // The cookie as it was: the client's jar drops it on signing out.
    const cookie = `better-auth.session_token=${staff.client.cookies.get('better-auth.session_token')}`;
    expect((await staff.client.post('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const signedOut = await getWeek({ cookie });
    expect(signedOut.byFramework).toBe(true);
    expect(signedOut.response.status).toBe(401);
  });
});
