import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { untilWaiting } from '../../test/lock-waits';
import { startTestApp, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { NOTICE_MAIL_JOB, NOTICE_MAILS_PER_HOUR, notify, type Notice } from './notify';
import { unsubscribeToken } from './unsubscribe-token';

const START = new Date('2026-12-01T09:00:00Z');
const DAY = 24 * 60 * 60_000;
let now = START;
const clock = { timeZone: 'Europe/London', now: () => now };

const { app, manager, sam, pat } = useTestApp(
  { station: clock },
  { manager: {}, sam: {}, pat: {} },
);

let n = 0;
/** A notice of its own event to `user`. */
const noticeTo = (user: TestUser, kind: Notice['kind'] = 'reminders'): Notice => ({
  userId: user.id,
  kind,
  key: `test:${++n}`,
  link: `/my-shows`,
  title: `Notice ${n}`,
  lines: [`Line of notice ${n}`],
});

const rowsOf = (key: string) =>
  app.db.select().from(notifications).where(eq(notifications.key, key));
const mailsTitled = async (user: TestUser, title: string) =>
  (await app.outbox.to(user.email)).filter((m) => m.subject === title);

describe('one notice path', () => {
  it('tells a person once per event, even from two processes at once', async () => {
    const other = await startTestApp({
      shareDatabaseOf: { database: app.database, secret: app.secret },
      station: clock,
    });
    try {
      const notice = noticeTo(sam);
      await Promise.all([notify(app.db, now, [notice]), notify(other.db, now, [notice])]);
      await notify(app.db, now, [notice]);
      expect(await rowsOf(notice.key)).toHaveLength(1);
      expect(await mailsTitled(sam, notice.title)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('a restart between queueing and sending loses and duplicates nothing', async () => {
    const before = await startTestApp({
      shareDatabaseOf: { database: app.database, secret: app.secret },
      station: clock,
    });
    const notice = noticeTo(pat);
    await notify(before.db, now, [notice]);
    await before.close();
    const mails = () =>
      app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, notice.title));
    expect(await mails()).toHaveLength(0);

    const after = await startTestApp({
      shareDatabaseOf: { database: app.database, secret: app.secret },
      station: clock,
    });
    try {
      expect(await after.jobs.runDue(NOTICE_MAIL_JOB)).toBe(1);
      expect(await after.jobs.runDue(NOTICE_MAIL_JOB)).toBe(0);
      expect(await app.jobs.runDue(NOTICE_MAIL_JOB)).toBe(0);
    } finally {
      await after.close();
    }
    expect(await mails()).toHaveLength(1);
  });

  it('the e-mail has text and HTML, the station name, and a one-click unsubscribe', async () => {
    const notice = noticeTo(sam);
    await notify(app.db, now, [notice]);
    const [mail] = await mailsTitled(sam, notice.title);
    expect(mail!.text).toContain('Line of notice');
    expect(mail!.text).toContain('Radio Station');
    expect(mail!.html).toContain('<p>Line of notice');
    expect(mail!.links[0]).toMatch(/\/my-shows$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toBe(`<${mail!.links[1]}>`);
    expect(mail!.html).toContain(mail!.links[1]!.replaceAll('&', '&amp;'));
  });

  it('nothing reaches a suspended member', async () => {
    const member = await app.createUser();
    expect((await manager.client.post(`/api/team/members/${member.id}/suspend`)).status).toBe(200);
    const notice = noticeTo(member);
    expect(await notify(app.db, now, [notice])).toBe(0);
    expect(await rowsOf(notice.key)).toHaveLength(0);
    expect(await mailsTitled(member, notice.title)).toHaveLength(0);
  });

  it('a kind turned off is not sent, even if it was queued before', async () => {
    const member = await app.createUser();
    const queued = noticeTo(member, 'showChanges');
    await notify(app.db, now, [queued]);
    const off = await member.client.patch('/api/notifications/settings', {
      json: { kinds: { showChanges: { email: false, inApp: true } } },
    });
    expect(off.status).toBe(200);
    const after = noticeTo(member, 'showChanges');
    await notify(app.db, now, [after]);
    expect(await mailsTitled(member, queued.title)).toHaveLength(0);
    expect(await mailsTitled(member, after.title)).toHaveLength(0);
    // Still in the centre: only the e-mail was turned off.
    const list = await member.client.get('/api/notifications');
    expect(list.json<{ notices: { title: string }[] }>().notices.map((x) => x.title)).toContain(
      after.title,
    );

    await member.client.patch('/api/notifications/settings', {
      json: { kinds: { showChanges: { email: false, inApp: false } } },
    });
    const none = noticeTo(member, 'showChanges');
    expect(await notify(app.db, now, [none])).toBe(0);
  });

  it('e-mails are bounded per person per hour; the centre still has every notice', async () => {
    const member = await app.createUser();
    const many = Array.from({ length: NOTICE_MAILS_PER_HOUR + 3 }, () => noticeTo(member));
    expect(await notify(app.db, now, many)).toBe(many.length);
    const sent = (await app.outbox.to(member.email)).filter((m) => m.subject.startsWith('Notice'));
    expect(sent).toHaveLength(NOTICE_MAILS_PER_HOUR);
    const unread = await member.client.get('/api/notifications/unread');
    expect(unread.json()).toEqual({ unread: many.length });
  });

  it('two processes at the bound at once send one more e-mail between them, not one each', async () => {
    const member = await app.createUser();
    const upToBound = Array.from({ length: NOTICE_MAILS_PER_HOUR - 1 }, () => noticeTo(member));
    await notify(app.db, now, upToBound);
    // One process's notice is written and not yet committed while the other's runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const first = new Promise<void>((resolve) => (written = resolve));
    const holding = app.db.transaction(async (tx) => {
      await notify(tx, now, [noticeTo(member)]);
      written();
      await held;
    });
    await first;
    const second = notify(app.db, now, [noticeTo(member)]);
    await untilWaiting(app.database.pool, 1, second);
    release();
    await Promise.all([holding, second]);
    const mailed = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(mailed.filter((row) => row.mailState === 'queued')).toHaveLength(NOTICE_MAILS_PER_HOUR);
  });

  it('two changes of the settings at once both count', async () => {
    const member = await app.createUser();
    const change = (kinds: object) =>
      member.client.patch('/api/notifications/settings', { json: { kinds } });
    expect((await change({ membership: { email: true, inApp: true } })).status).toBe(200);
    // Both saves read the row before either writes: the row is held until both wait.
    const holder = await app.database.pool.connect();
    let reminders: ReturnType<typeof change>;
    let changes: ReturnType<typeof change>;
    try {
      await holder.query('begin');
      await holder.query('select * from notification_settings where user_id = $1 for update', [
        member.id,
      ]);
      reminders = change({ reminders: { email: false, inApp: true } });
      await untilWaiting(app.database.pool, 1, reminders);
      changes = change({ showChanges: { email: true, inApp: false } });
      await untilWaiting(app.database.pool, 2, changes);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect((await reminders).status).toBe(200);
    expect((await changes).status).toBe(200);
    const { settings } = (await member.client.get('/api/notifications/settings')).json<{
      settings: { kinds: Record<string, { email: boolean; inApp: boolean }> };
    }>();
    expect(settings.kinds.reminders).toEqual({ email: false, inApp: true });
    expect(settings.kinds.showChanges).toEqual({ email: true, inApp: false });
  });
});

describe('unsubscribe without signing in', () => {
  const linkOf = async (user: TestUser, kind: Notice['kind']) => {
    const notice = noticeTo(user, kind);
    await notify(app.db, now, [notice]);
    const [mail] = await mailsTitled(user, notice.title);
    return new URL(mail!.links[1]!);
  };

  it('GET shows a confirm page and changes nothing; the one-click POST turns the kind off', async () => {
    const member = await app.createUser();
    const link = await linkOf(member, 'reminders');
    const stranger = app.client({ origin: null });
    const page = await stranger.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop reminders e-mails');
    const settings = async () =>
      (await member.client.get('/api/notifications/settings')).json<{
        settings: { kinds: Record<string, { email: boolean; inApp: boolean }> };
      }>().settings.kinds;
    expect((await settings()).reminders).toEqual({ email: true, inApp: true });

    const done = await stranger.post(link.pathname + link.search, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect((await settings()).reminders).toEqual({ email: false, inApp: true });
    expect((await settings()).showChanges).toEqual({ email: true, inApp: true });
  });

  it('refuses a forged, altered or expired token with a 4xx', async () => {
    const stranger = app.client({ origin: null });
    const forged = unsubscribeToken('not-the-secret', sam.id, 'reminders', now);
    const real = unsubscribeToken(app.secret, sam.id, 'reminders', now);
    const [body, mac] = real.split('.') as [string, string];
    const otherKind = unsubscribeToken(app.secret, sam.id, 'membership', now).split('.')[0];
    const expired = unsubscribeToken(
      app.secret,
      sam.id,
      'reminders',
      new Date(now.getTime() - 91 * DAY),
    );
    for (const token of [forged, `${otherKind}.${mac}`, `${body}.`, 'x', expired]) {
      const url = `/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await stranger.post(url)).status).toBe(400);
      expect((await stranger.get(url)).status).toBe(400);
    }
    expect((await stranger.post('/unsubscribe')).json()).toMatchObject({
      error: { code: 'invalid_token' },
    });
  });
});

describe('the notification centre', () => {
  it('lists a person’s own notices newest first, paged; marks one or all read', async () => {
    const member = await app.createUser();
    for (let i = 0; i < 23; i++) {
      now = new Date(START.getTime() + i * 60_000);
      await notify(app.db, now, [noticeTo(member)]);
    }
    const first = await member.client.get('/api/notifications');
    const page = first.json<{
      notices: { id: string; title: string }[];
      more: boolean;
      unread: number;
    }>();
    expect(page.notices).toHaveLength(20);
    expect(page.more).toBe(true);
    expect(page.unread).toBe(23);
    const second = (await member.client.get('/api/notifications?page=1')).json<typeof page>();
    expect(second.notices).toHaveLength(3);
    expect(second.more).toBe(false);
    expect(page.notices[0]!.title).toBe(`Notice ${n}`);

    const read = await member.client.post(`/api/notifications/${page.notices[0]!.id}/read`);
    expect(read.json()).toEqual({ unread: 22 });
    // Another person's notice is "not found", as one that never was.
    expect((await sam.client.post(`/api/notifications/${page.notices[1]!.id}/read`)).status).toBe(
      404,
    );
    expect(
      (await sam.client.post(`/api/notifications/00000000-0000-4000-8000-000000000000/read`))
        .status,
    ).toBe(404);
    // Said in the request's language.
    const german = await sam.client.post('/api/notifications/nope/read', {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json()).toMatchObject({
      error: { code: 'not_found', message: 'Diese Benachrichtigung gibt es nicht' },
    });
    expect((await sam.client.get('/api/notifications?page=-1')).status).toBe(422);
    expect((await member.client.post('/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    now = START;
  });

  it('tells a person’s own streams of a new notice, and nobody else’s', async () => {
    const mine = await openEventStream(sam.client);
    const theirs = await openEventStream(pat.client);
    try {
      expect((await mine.next()).event).toBe('ready');
      expect((await theirs.next()).event).toBe('ready');
      await notify(app.db, now, [noticeTo(pat)]);
      await notify(app.db, now, [noticeTo(sam)]);
      const message = await mine.next();
      expect(JSON.parse(message.data)).toEqual({
        changes: [{ kind: 'notices', userId: sam.id }],
      });
      const other = await theirs.next();
      expect(JSON.parse(other.data).changes).toEqual([{ kind: 'notices', userId: pat.id }]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('keeps notices 90 days', async () => {
    const member = await app.createUser();
    const old = noticeTo(member);
    await notify(app.db, new Date(START.getTime() - 91 * DAY), [old]);
    const recent = noticeTo(member);
    await notify(app.db, new Date(START.getTime() - 89 * DAY), [recent]);
    await app.jobs.seed();
    await app.db.execute(
      sql`update jobs set run_at = ${START.toISOString()}::timestamptz where name = 'notifications.sweep'`,
    );
    await app.jobs.runDue();
    expect(await rowsOf(old.key)).toHaveLength(0);
    expect(await rowsOf(recent.key)).toHaveLength(1);
  });
});
