import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAY_MAX_PERIODS } from '../../../shared/away/away-periods';
import type { Dj } from '../../../shared/schemas/dj';
import { djAwayPeriods } from '../../db/schema';
import { createDj, errorOf } from '../../test/schedule-set-up';
import { startTestApp, type TestApp, type TestUser } from '../../test/test-app';

/**
 * Away dates against a stranger (decision 0065): a member cannot grow a DJ entry's list without
 * bound, forged and racing requests are 4xx or success, never a 5xx or a half-written row.
 */
let app: TestApp;
let manager: TestUser;
let alex: TestUser;
let alexDj: Dj;
let samDj: Dj;

const DAY = { fromDate: '2027-01-12', toDate: '2027-01-12' };
const path = (dj: Dj, id?: string) => `/api/djs/${dj.id}/away-periods${id ? `/${id}` : ''}`;

beforeAll(async () => {
  app = await startTestApp({
    station: { timeZone: 'UTC', now: () => new Date('2027-01-04T12:00:00Z') },
  });
  manager = await app.createUser({ name: 'Morgan' });
  alex = await app.createUser({ name: 'Alex' });
  alexDj = await createDj(manager, { name: 'Alex Kim', email: alex.email });
  samDj = await createDj(manager, { name: 'Sam Lee' });
});
afterAll(() => app.close());

const count = async (dj: Dj) =>
  (await alex.client.get(path(dj))).json<{ periods: unknown[] }>().periods.length;

describe('away dates under attack', () => {
  it(`refuses more than ${AWAY_MAX_PERIODS} periods per DJ entry, even when the last ones race`, async () => {
    await app.db
      .insert(djAwayPeriods)
      .values(Array.from({ length: AWAY_MAX_PERIODS - 1 }, () => ({ djId: alexDj.id, ...DAY })));
    const racing = await Promise.all([
      alex.client.post(path(alexDj), { json: DAY }),
      alex.client.post(path(alexDj), { json: DAY }),
      manager.client.post(path(alexDj), { json: DAY }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(errorOf(refused).message).toMatch(/at most 200 away periods/);
    expect(await count(alexDj)).toBe(AWAY_MAX_PERIODS);
    // Another entry's list is its own.
    expect((await manager.client.post(path(samDj), { json: DAY })).status).toBe(201);
  });

  it("another entry's period under one's own djId is not found, and left as it was", async () => {
    const sams = (await manager.client.post(path(samDj), { json: DAY })).json<{
      period: { id: string };
    }>().period;
    const forged = await alex.client.request('PUT', path(alexDj, sams.id), {
      json: { ...DAY, note: 'mine now' },
    });
    expect(forged.status).toBe(404);
    expect((await alex.client.request('DELETE', path(alexDj, sams.id))).status).toBe(404);
    expect((await alex.client.request('PUT', path(samDj, sams.id), { json: DAY })).status).toBe(
      403,
    );
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1' or 1=1"]) {
      const answer = await alex.client.request('PUT', path(alexDj, encodeURIComponent(id)), {
        json: DAY,
      });
      expect(answer.status, id).toBe(404);
    }
  });

  it('a delete racing a change and two racing changes end in one state, never a 5xx', async () => {
    const made = (await alex.client.post(path(samDj), { json: DAY })).status;
    expect(made).toBe(403);
    const target = (await manager.client.post(path(samDj), { json: DAY })).json<{
      period: { id: string };
    }>().period;
    const answers = await Promise.all([
      manager.client.request('PUT', path(samDj, target.id), { json: { ...DAY, note: 'a' } }),
      manager.client.request('PUT', path(samDj, target.id), { json: { ...DAY, note: 'b' } }),
      manager.client.request('DELETE', path(samDj, target.id)),
    ]);
    for (const a of answers) expect(a.status, a.text).toBeLessThan(500);
  });

  it('a DJ entry deleted meanwhile is not found, with nothing written', async () => {
    const gone = await createDj(manager, { name: 'Gone', email: 'gone@example.com' });
    const answers = await Promise.all([
      manager.client.post(path(gone), { json: DAY }),
      manager.client.request('DELETE', `/api/djs/${gone.id}`),
    ]);
    for (const a of answers) expect(a.status, a.text).toBeLessThan(500);
    expect((await manager.client.get(path(gone))).status).toBe(404);
  });

  it('impossible dates, long periods and wrong types are a 422', async () => {
    for (const body of [
      { fromDate: '2026-02-30', toDate: '2026-03-01' },
      { fromDate: '2027-01-01', toDate: '2028-02-05' },
      { ...DAY, startTime: 5 },
      { ...DAY, startTime: '10:07' },
      { ...DAY, note: 'x'.repeat(10_000) },
      { ...DAY, extra: true },
      [DAY],
    ]) {
      const answer = await manager.client.post(path(samDj), { json: body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });
});
