import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwayPeriod, MyAwayAnswer } from '../../../shared/away/away-periods';
import type { Dj } from '../../../shared/schemas/dj';
import type { WeekSummary } from '../../../shared/schemas/schedule';
import { openEventStream } from '../../test/event-stream';
import type { HttpResponse } from '../../test/http-client';
import {
  createDj,
  createShow,
  errorOf,
  placeShow,
  readWeek,
  setWeekStatus,
} from '../../test/schedule-set-up';
import { startTestApp, type TestApp, type TestUser } from '../../test/test-app';

/**
 * Away dates (decision 0065): a member keeps their own DJ entry's, a manager any entry's; viewers,
 * suspended members, other members and forged ids are refused without writing anything; each
 * change is logged and live, and flags the airings it covers in the week read and the dashboard.
 */
let app: TestApp;
let manager: TestUser;
let alex: TestUser;
let sam: TestUser;
let alexDj: Dj;
let samDj: Dj;

const WEEK = '2027-01-10'; // Tue 2027-01-12
const TUESDAY = { fromDate: '2027-01-12', toDate: '2027-01-12' };

beforeAll(async () => {
  app = await startTestApp({
    station: { timeZone: 'America/New_York', now: () => new Date('2027-01-04T12:00:00Z') },
  });
  manager = await app.createUser({ name: 'Morgan' });
  alex = await app.createUser({ name: 'Alex' });
  sam = await app.createUser({ name: 'Sam' });
  // Linked by e-mail: each entry carries its member's address.
  alexDj = await createDj(manager, { name: 'Alex Kim', email: alex.email });
  samDj = await createDj(manager, { name: 'Sam Lee', email: sam.email });
});
afterAll(() => app.close());

const path = (dj: Dj, id?: string) => `/api/djs/${dj.id}/away-periods${id ? `/${id}` : ''}`;
const create = (who: TestUser, dj: Dj, body: object) => who.client.post(path(dj), { json: body });
const periodOf = (r: HttpResponse) => r.json<{ period: AwayPeriod }>().period;
const listOf = async (who: TestUser, dj: Dj) =>
  (await who.client.get(path(dj))).json<{ periods: AwayPeriod[] }>().periods;
const weekRow = async (weekId: string) =>
  (await manager.client.get('/api/weeks'))
    .json<{ weeks: WeekSummary[] }>()
    .weeks.find((w) => w.id === weekId);

describe('keeping away dates', () => {
  it('a member adds, reads, changes and deletes their own; each change is logged and live', async () => {
    const stream = await openEventStream(manager.client);
    await stream.next();
    const made = await create(alex, alexDj, {
      ...TUESDAY,
      startTime: '14:00',
      endTime: '',
      note: ' Dentist ',
    });
    expect(made.status, made.text).toBe(201);
    const period = periodOf(made);
    expect(period).toMatchObject({
      djId: alexDj.id,
      djName: 'Alex Kim',
      ...TUESDAY,
      startTime: '14:00',
      endTime: null,
      note: 'Dentist',
    });
    expect((await stream.next()).data).toContain('"away"');
    stream.close();

    const mine = (await alex.client.get('/api/my-away-periods')).json<MyAwayAnswer>();
    expect(mine).toEqual({
      timeZone: 'America/New_York',
      djs: [{ id: alexDj.id, name: 'Alex Kim' }],
      periods: [period],
    });

    const changed = await alex.client.request('PUT', path(alexDj, period.id), {
      json: { fromDate: '2027-01-12', toDate: '2027-01-13', endTime: '10:00' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(periodOf(changed)).toMatchObject({
      toDate: '2027-01-13',
      startTime: null,
      endTime: '10:00',
      note: null,
    });
    expect((await alex.client.request('DELETE', path(alexDj, period.id))).status).toBe(204);
    expect(await listOf(alex, alexDj)).toEqual([]);

    const log = await manager.client.get('/api/activity?kind=library');
    const texts = log.json<{ entries: { action: string; details: { name: string } }[] }>().entries;
    expect(texts.filter((e) => e.action.startsWith('away.')).map((e) => e.action)).toEqual([
      'away.delete',
      'away.update',
      'away.create',
    ]);
  });

  it("a manager keeps any DJ's away dates", async () => {
    const made = await create(manager, samDj, { fromDate: '2027-02-01', toDate: '2027-02-03' });
    expect(made.status, made.text).toBe(201);
    expect(await listOf(manager, samDj)).toEqual([periodOf(made)]);
    expect(await listOf(sam, samDj)).toEqual([periodOf(made)]);
    const gone = await manager.client.request('DELETE', path(samDj, periodOf(made).id));
    expect(gone.status).toBe(204);
  });
});

describe('refusals, with nothing written', () => {
  it("a member may not read or keep another DJ's dates, nor reach them through their own entry", async () => {
    const sams = periodOf(
      await create(sam, samDj, { fromDate: '2027-03-01', toDate: '2027-03-02' }),
    );
    const refusedRead = await alex.client.get(path(samDj));
    expect(refusedRead.status).toBe(403);
    expect(errorOf(refusedRead).message).toMatch(/only for your own DJ entry/);
    expect((await create(alex, samDj, TUESDAY)).status).toBe(403);
    expect((await alex.client.request('PUT', path(samDj, sams.id), { json: TUESDAY })).status).toBe(
      403,
    );
    expect((await alex.client.request('DELETE', path(samDj, sams.id))).status).toBe(403);
    // Sam's period under Alex's own entry: not found.
    expect(
      (await alex.client.request('PUT', path(alexDj, sams.id), { json: TUESDAY })).status,
    ).toBe(404);
    expect((await alex.client.request('DELETE', path(alexDj, sams.id))).status).toBe(404);
    expect(await listOf(sam, samDj)).toEqual([sams]);
    await sam.client.request('DELETE', path(samDj, sams.id));
  });

  it('forged and unknown ids are not found', async () => {
    const unknown = '7b0c3f7e-1f1a-4c55-9d9e-3a8e2b1c0d00';
    for (const url of [`/api/djs/${unknown}/away-periods`, '/api/djs/not-a-uuid/away-periods']) {
      const answer = await manager.client.post(url, { json: TUESDAY });
      expect(answer.status, url).toBe(404);
    }
    expect(
      (await manager.client.request('PUT', path(alexDj, unknown), { json: TUESDAY })).status,
    ).toBe(404);
    expect(
      (await manager.client.request('PUT', path(alexDj, 'x1'), { json: TUESDAY })).status,
    ).toBe(404);
  });

  it('bad input is a 422 at its field', async () => {
    for (const [body, field] of [
      [{ fromDate: '2027-01-12', toDate: '2027-01-11' }, 'toDate'],
      [{ fromDate: '2027-01-12', toDate: '2028-01-13' }, 'toDate'],
      [{ ...TUESDAY, startTime: '25:00' }, 'startTime'],
      [{ ...TUESDAY, startTime: '14:00', endTime: '13:00' }, 'endTime'],
      [{ ...TUESDAY, note: 'x'.repeat(501) }, 'note'],
      [{ fromDate: 12, toDate: null }, 'fromDate'],
    ] as const) {
      const answer = await create(alex, alexDj, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(answer).fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
    const notJson = await alex.client.post(path(alexDj), {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(await listOf(alex, alexDj)).toEqual([]);
  });

  it("says its refusals in the request's language", async () => {
    const german = { 'accept-language': 'de' };
    const bad = await alex.client.post(path(alexDj), {
      json: { fromDate: '2027-01-12', toDate: '2027-01-11', note: 'x'.repeat(501) },
      headers: german,
    });
    expect(errorOf(bad).fields).toEqual({
      toDate: 'Der letzte Tag darf nicht vor dem ersten liegen',
      note: 'Die Notiz darf höchstens 500 Zeichen lang sein',
    });
    const notYours = await alex.client.get(path(samDj), { headers: german });
    expect(errorOf(notYours).message).toBe(
      'Du kannst Abwesenheiten nur für deinen eigenen Moderationseintrag eintragen. Bitte die Senderleitung, dein Konto damit zu verknüpfen.',
    );
    const gone = await alex.client.request(
      'DELETE',
      path(alexDj, '7b0c3f7e-1f1a-4c55-9d9e-3a8e2b1c0d00'),
      { headers: { 'accept-language': 'es' } },
    );
    expect(errorOf(gone).message).toBe('Esta ausencia ya no existe');
    // English stays the spec's words.
    const english = await alex.client.post(path(alexDj), {
      json: { ...TUESDAY, startTime: '14:00', endTime: '13:00' },
    });
    expect(errorOf(english).fields?.endTime).toBe('The end time must be after the start time');
  });

  it('a member without a DJ entry, a viewer and a suspended member are refused', async () => {
    const loner = await app.createUser({ name: 'Loner' });
    expect((await create(loner, alexDj, TUESDAY)).status).toBe(403);
    expect((await loner.client.get('/api/my-away-periods')).json<MyAwayAnswer>().djs).toEqual([]);

    const viewer = await app.createUser({ name: 'Vic' });
    const vicDj = await createDj(manager, { name: 'Vic', email: viewer.email });
    const role = await manager.client.request('PUT', `/api/team/members/${viewer.id}/role`, {
      json: { role: 'Viewer' },
    });
    expect(role.status, role.text).toBe(200);
    const refused = await create(viewer, vicDj, TUESDAY);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toMatch(/^Viewers /);

    const suspended = await app.createUser({ name: 'Sus' });
    const susDj = await createDj(manager, { name: 'Sus', email: suspended.email });
    expect((await manager.client.post(`/api/team/members/${suspended.id}/suspend`)).status).toBe(
      200,
    );
    expect((await create(suspended, susDj, TUESDAY)).status).toBeGreaterThanOrEqual(401);
    expect(await listOf(manager, susDj)).toEqual([]);
    expect(await listOf(manager, vicDj)).toEqual([]);
  });
});

describe('"host away" on the airings', () => {
  it('flags the airing in the week read and counts it on the dashboard, until the dates go', async () => {
    const show = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [alexDj.id] });
    const other = await createShow(manager, { name: 'Talk', duration: 1, djIds: [samDj.id] });
    expect((await placeShow(manager.client, WEEK, show, 2, 40, 4)).status).toBe(201);
    expect((await placeShow(manager.client, WEEK, show, 3, 40, 4)).status).toBe(201);
    expect((await placeShow(manager.client, WEEK, other, 2, 48, 4)).status).toBe(201);
    expect((await setWeekStatus(manager.client, WEEK)).status).toBe(200);
    expect((await weekRow(WEEK))?.hostAway).toBe(0);

    const period = periodOf(await create(alex, alexDj, TUESDAY));
    const week = await readWeek(sam.client, WEEK);
    expect(week.blocks.map((b) => [b.dayIndex, b.showName, b.hostsAway ?? []])).toEqual([
      [2, 'Jazz Hour', ['Alex Kim']],
      [2, 'Talk', []],
      [3, 'Jazz Hour', []],
    ]);
    expect(week.away).toEqual([{ djId: alexDj.id, ...TUESDAY, startTime: null, endTime: null }]);
    expect((await weekRow(WEEK))?.hostAway).toBe(1);

    // Away only from 11:00: Tuesday's 10:00-11:00 show is no longer covered.
    await alex.client.request('PUT', path(alexDj, period.id), {
      json: { ...TUESDAY, startTime: '11:00' },
    });
    expect((await readWeek(manager.client, WEEK)).blocks[0]!.hostsAway).toBeUndefined();
    expect((await weekRow(WEEK))?.hostAway).toBe(0);

    await alex.client.request('PUT', path(alexDj, period.id), {
      json: { ...TUESDAY, toDate: '2027-01-13' },
    });
    expect((await weekRow(WEEK))?.hostAway).toBe(2);
    await alex.client.request('DELETE', path(alexDj, period.id));
    expect((await readWeek(manager.client, WEEK)).blocks.some((b) => b.hostsAway)).toBe(false);
    expect((await weekRow(WEEK))?.hostAway).toBe(0);
  });
});
