import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createDj, createShow, placeShow, setWeekStatus } from '../../test/schedule-set-up';
import { NOTICE_MAIL_JOB } from './notify';
import { REMINDERS_JOB } from './reminder-job';

// London's clocks go back on Sunday 25 October 2026; Jazz Hour is on Tuesday 27 at 09:00 GMT.
const WEEK = '2026-10-25';
let now = new Date('2026-10-20T12:00:00Z');
const clock = { timeZone: 'Europe/London', now: () => now };
const { app, manager, alex, sam } = useTestApp(
  { station: clock },
  { manager: {}, alex: { name: 'Alex' }, sam: { name: 'Sam' } },
);

const reminders = async (user: TestUser) =>
  (await app.outbox.to(user.email)).filter((m) => m.subject.startsWith('Reminder:'));
const at = async (iso: string) => {
  now = new Date(iso);
  await app.jobs.runDue(REMINDERS_JOB);
};

beforeAll(async () => {
  const dj = await createDj(manager, { name: 'Alex' });
  const linked = await manager.client.request('PUT', `/api/team/members/${alex.id}/dj`, {
    json: { djId: dj.id },
  });
  expect(linked.status).toBe(200);
  const jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [dj.id] });
  expect((await placeShow(manager.client, WEEK, jazz, 2, 36, 4)).status).toBe(201);
  expect((await placeShow(manager.client, WEEK, jazz, 4, 36, 4)).status).toBe(201);
  expect((await setWeekStatus(manager.client, WEEK)).status).toBe(200);
  await app.jobs.seed();
});

describe('reminders', () => {
  it('remind a host 24 hours before a show in a week with a clock change, at that instant, once', async () => {
    await at('2026-10-26T08:59:00Z');
    expect(await reminders(alex)).toHaveLength(0);
    await at('2026-10-26T09:00:00Z');
    const [mail, ...more] = await reminders(alex);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Reminder: Jazz Hour tomorrow, Tue 27 Oct');
    expect(mail!.text).toContain('When: Tue 27 Oct, 09:00–10:00 (Europe/London)');
    await at('2026-10-26T09:01:00Z');
    expect(await reminders(alex)).toHaveLength(1);
    // Only its host: Sam hosts nothing.
    expect(await reminders(sam)).toHaveLength(0);
  });

  it('a restart between the reminder being written and its e-mail loses and duplicates nothing', async () => {
    const share = {
      shareDatabaseOf: { database: app.database, secret: app.secret },
      station: clock,
    };
    const before = await startTestApp(share);
    now = new Date('2026-10-28T09:00:00Z'); // 24 h before Thursday's Jazz Hour
    expect(await before.jobs.runDue(REMINDERS_JOB)).toBe(1);
    await before.close();
    const after = await startTestApp(share);
    try {
      expect(await after.jobs.runDue(NOTICE_MAIL_JOB)).toBe(1);
    } finally {
      await after.close();
    }
    const thursday = (await reminders(alex)).filter((m) => m.subject.includes('Thu 29 Oct'));
    expect(thursday).toHaveLength(1);
    await at('2026-10-28T09:02:00Z');
    expect((await reminders(alex)).filter((m) => m.subject.includes('Thu 29 Oct'))).toHaveLength(1);
  });

  it('the unsubscribe link turns reminders off without signing in', async () => {
    const [mail] = await reminders(alex);
    const link = new URL(mail!.links[1]!);
    const done = await app.client({ origin: null }).post(link.pathname + link.search);
    expect(done.status).toBe(200);
    const settings = await alex.client.get('/api/notifications/settings');
    expect(settings.json()).toMatchObject({
      settings: { kinds: { reminders: { email: false, inApp: true } } },
    });
  });
});
