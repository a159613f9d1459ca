import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekView } from '../../../shared/schemas/schedule';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  createDj,
  createShow,
  placeShow,
  readWeek,
  setWeekStatus,
} from '../../test/schedule-set-up';
import { CHANGES_JOB, GATHER_MS } from './change-notices';

const WEEK = '2026-11-29';
let now = new Date('2026-11-20T12:00:00Z');
const clock = { timeZone: 'Europe/London', now: () => now };
const { app, manager, bob } = useTestApp(
  { station: clock },
  { manager: { name: 'Morgan' }, bob: { name: 'Bob' } },
);
let week: WeekView;

const linkTo = async (user: TestUser, djId: string) =>
  expect(
    (await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, { json: { djId } }))
      .status,
  ).toBe(200);
const changeMails = async (user: TestUser) =>
  (await app.outbox.to(user.email)).filter((m) => /change/i.test(m.subject));

beforeAll(async () => {
  const bobDj = await createDj(manager, { name: 'Bob' });
  const morganDj = await createDj(manager, { name: 'Morgan' });
  await linkTo(bob, bobDj.id);
  // Bob reads times in his own zone, the station's beside them.
  const zone = await bob.client.patch('/api/profile', { json: { timezone: 'America/New_York' } });
  expect(zone.status).toBe(200);
  await linkTo(manager, morganDj.id);
  const jazz = await createShow(manager, {
    name: 'Jazz Hour',
    duration: 1,
    djIds: [bobDj.id, morganDj.id],
  });
  expect((await placeShow(manager.client, WEEK, jazz, 2, 40, 4)).status).toBe(201);
  expect((await placeShow(manager.client, WEEK, jazz, 3, 40, 4)).status).toBe(201);
  expect((await setWeekStatus(manager.client, WEEK)).status).toBe(200);
  week = await readWeek(manager.client, WEEK);
});

describe('change notices', () => {
  it('two moves within a minute: the host gets one notice naming both; the manager who moved none', async () => {
    for (const block of week.blocks) {
      const moved = await manager.client.patch(`/api/scheduled-shows/${block.id}`, {
        json: { version: block.version, timeIndex: 48 },
      });
      expect(moved.status, moved.text).toBe(200);
      now = new Date(now.getTime() + 20_000);
    }
    await app.jobs.runDue(CHANGES_JOB); // opens the two-minute window
    expect(await changeMails(bob)).toHaveLength(0);
    now = new Date(now.getTime() + GATHER_MS);
    await app.jobs.runDue(CHANGES_JOB);
    const mails = await changeMails(bob);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 changes to your shows at Radio Station');
    expect(mails[0]!.text).toContain(
      'Jazz Hour (Tue 1 Dec, 05:00–06:00 / Tue 1 Dec, 10:00–11:00 station time) moved to Tue 1 Dec, 07:00–08:00 / Tue 1 Dec, 12:00–13:00 station time',
    );
    expect(mails[0]!.text).toContain(
      'Jazz Hour (Wed 2 Dec, 05:00–06:00 / Wed 2 Dec, 10:00–11:00 station time) moved to Wed 2 Dec, 07:00–08:00 / Wed 2 Dec, 12:00–13:00 station time',
    );
    expect(await changeMails(manager)).toHaveLength(0);
    // Nothing more to tell.
    now = new Date(now.getTime() + 10 * GATHER_MS);
    await app.jobs.runDue(CHANGES_JOB);
    expect(await changeMails(bob)).toHaveLength(1);
  });

  it('reverting the week tells its hosts their airings are no longer final', async () => {
    expect((await setWeekStatus(manager.client, WEEK, 'revert')).status).toBe(200);
    await app.jobs.runDue(CHANGES_JOB);
    now = new Date(now.getTime() + GATHER_MS);
    await app.jobs.runDue(CHANGES_JOB);
    const [latest] = await changeMails(bob);
    expect(latest!.text).toContain('was removed from the schedule');
  });
});
