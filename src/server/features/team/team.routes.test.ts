import type { TeamMember } from '../../../shared/team/team-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, profiles, users } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { changeRole } from './member-changes';
import { useTestApp } from '../../test/use-test-app';

// The default policy: confirmed accounts wait for a manager. The streams' periodic session check
// (once a heartbeat) never comes during a test: what ends a stream here is the change itself.
const { app, manager } = useTestApp(
  { signupPolicy: 'approval', events: { heartbeatMs: 60 * 60_000 } },
  { manager: { name: 'Morgan' } },
);

/** Signs up and confirms an account, without signing in (it may not be admitted yet). */
async function confirmedAccount(label: string, email = app.email(label)) {
  const c = app.client();
  expect((await app.signUp(c, email, undefined, label)).status).toBe(200);
  expect((await c.get(await app.outbox.latestLink(email))).status).toBe(302);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email, client: c };
}

/** An approved, signed-in member with a role. */
async function member(label: string, role?: string) {
  const account = await confirmedAccount(label);
  expect((await manager.client.post(`/api/team/members/${account.id}/approve`)).status).toBe(200);
  if (role) {
    const changed = await manager.client.request('PUT', `/api/team/members/${account.id}/role`, {
      json: { role },
    });
    expect(changed.status).toBe(200);
  }
  expect((await app.signIn(account.client, account.email)).status).toBe(200);
  return account;
}

describe('approval', () => {
  it('a confirmed account waits, managers are mailed and counted, and approval lets it in', async () => {
    const waiting = await confirmedAccount('nova');
    const refused = await app.signIn(waiting.client, waiting.email);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/waiting for a station manager/),
    });

    const [mail] = await app.outbox.to(manager.email);
    expect(mail?.subject).toBe('A new account is waiting for your approval');
    expect(mail?.text).toContain(waiting.email);
    expect(mail?.links[0]).toMatch(/\/team$/);
    const access = await manager.client.get('/api/access');
    expect(access.json()).toMatchObject({ access: { waitingCount: 1 } });

    const team = await manager.client.get('/api/team');
    expect(team.status).toBe(200);
    expect(team.json<{ members: { id: string; status: string }[] }>().members).toContainEqual(
      expect.objectContaining({
        id: waiting.id,
        status: 'waiting',
        role: 'DJ',
        emailConfirmed: true,
      }),
    );

    const approved = await manager.client.post(`/api/team/members/${waiting.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await app.signIn(waiting.client, waiting.email)).status).toBe(200);
    expect((await waiting.client.get('/api/profile')).status).toBe(200);

    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.subjectId, waiting.id));
    expect(entry).toMatchObject({
      action: 'team.approve',
      subjectType: 'member',
      actorName: 'Morgan',
      details: { memberName: 'nova', from: 'waiting', to: 'active' },
    });
    // Approving twice is a conflict with a sentence, not a silent success.
    const again = await manager.client.post(`/api/team/members/${waiting.id}/approve`);
    expect(again.status).toBe(409);
  });

  it('an approval may give the role the member joins with; a bad role is refused', async () => {
    const account = await confirmedAccount('joiner');
    const bad = await manager.client.post(`/api/team/members/${account.id}/approve`, {
      json: { role: 'Overlord' },
    });
    expect(bad.status).toBe(422);
    const [stillWaiting] = await app.db.select().from(profiles).where(eq(profiles.id, account.id));
    expect(stillWaiting).toMatchObject({ status: 'waiting', role: 'DJ' });
    const approved = await manager.client.post(`/api/team/members/${account.id}/approve`, {
      json: { role: 'Viewer' },
    });
    expect(approved.status).toBe(200);
    expect((await app.signIn(account.client, account.email)).status).toBe(200);
    expect((await account.client.get('/api/access')).json()).toMatchObject({
      access: { role: 'Viewer' },
    });
  });

  it('a declined account is told so at sign-in', async () => {
    const account = await confirmedAccount('declined');
    expect((await manager.client.post(`/api/team/members/${account.id}/decline`)).status).toBe(200);
    const refused = await app.signIn(account.client, account.email);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Your request to join this station was declined.',
    });
  });
});

describe('members', () => {
  it('suspension ends an open session at once; reactivation lets the member back in', async () => {
    const dj = await member('suspended');
    expect((await dj.client.get('/api/profile')).status).toBe(200);
    // Open live-update streams end too, without waiting for the next periodic session check;
    // a colleague's stream goes on.
    const djStream = await openEventStream(dj.client);
    const managerStream = await openEventStream(manager.client);
    await djStream.next();
    await managerStream.next();
    const suspended = await manager.client.post(`/api/team/members/${dj.id}/suspend`);
    expect(suspended.status).toBe(200);
    // This app's periodic session check comes after an hour: the stream ends by the suspension.
    await djStream.ended;
    expect((await managerStream.next()).data).toContain('"team"');
    managerStream.close();
    expect(await app.sessionCount(dj.id)).toBe(0);
    expect([401, 403]).toContain((await dj.client.get('/api/profile')).status);
    const refused = await app.signIn(dj.client, dj.email);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/suspended/) });

    expect((await manager.client.post(`/api/team/members/${dj.id}/reactivate`)).status).toBe(200);
    expect((await app.signIn(dj.client, dj.email)).status).toBe(200);
  });

  it('a manager demoted while their change was on its way changes nobody', async () => {
    // As a request that passed the permission check just before a colleague demoted its sender.
    const formerManager = await member('demoted-manager');
    const target = await member('target');
    await expect(
      changeRole(app.db, target.id, 'Viewer', { id: formerManager.id, name: 'Former' }),
    ).rejects.toMatchObject({ status: 403 });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.role).toBe('DJ');
  });

  it('a role change takes effect on the open session', async () => {
    const dj = await member('promoted');
    expect((await dj.client.get('/api/team')).status).toBe(403);
    const changed = await manager.client.request('PUT', `/api/team/members/${dj.id}/role`, {
      json: { role: 'Station Manager' },
    });
    expect(changed.status).toBe(200);
    expect((await dj.client.get('/api/team')).status).toBe(200);
    // With a second manager, the first may step down; the second, now alone, may not.
    const back = await dj.client.request('PUT', `/api/team/members/${dj.id}/role`, {
      json: { role: 'DJ' },
    });
    expect(back.status).toBe(200);
  });

  it('the last active station manager cannot demote, suspend or remove themselves', async () => {
    const id = manager.id;
    // An invited manager who never confirmed their address cannot sign in: they do not count.
    await app.db
      .insert(users)
      .values({ id: 'unconfirmed-manager', email: 'ghost@example.com', name: '' });
    await app.db.insert(profiles).values({
      id: 'unconfirmed-manager',
      email: 'ghost@example.com',
      role: 'Station Manager',
      status: 'active',
    });
    const attempts = [
      manager.client.request('PUT', `/api/team/members/${id}/role`, { json: { role: 'DJ' } }),
      manager.client.post(`/api/team/members/${id}/suspend`),
      manager.client.request('DELETE', `/api/team/members/${id}`),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(409);
      expect(attempt.json()).toMatchObject({
        error: {
          code: 'last_station_manager',
          message: expect.stringMatching(/last active station manager/),
        },
      });
    }
    // Said in the request's language, the code unchanged.
    const spanish = await manager.client.request('PUT', `/api/team/members/${id}/role`, {
      json: { role: 'DJ' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toMatchObject({
      error: {
        code: 'last_station_manager',
        message: expect.stringMatching(/^Eres el último responsable activo de la emisora\./),
      },
    });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ role: 'Station Manager', status: 'active' });
    await app.db.delete(users).where(eq(users.id, 'unconfirmed-manager'));
  });

  it('links a member to a DJ entry, and removes a member whose actions stay in the log', async () => {
    const dj = await member('linked');
    // An entry with the member's e-mail is theirs until a manager links one: the page says so.
    await manager.client.post('/api/djs', {
      json: { name: 'DJ By Mail', email: dj.email.toUpperCase() },
    });
    const listed = async () =>
      (await manager.client.get('/api/team'))
        .json<{ members: TeamMember[] }>()
        .members.find((m) => m.id === dj.id)!;
    expect(await listed()).toMatchObject({ dj: null, djsByEmail: [{ name: 'DJ By Mail' }] });
    const created = await manager.client.post('/api/djs', { json: { name: 'DJ Linked' } });
    const djId = created.json<{ dj: { id: string } }>().dj.id;
    const link = await manager.client.request('PUT', `/api/team/members/${dj.id}/dj`, {
      json: { djId },
    });
    expect(link.status).toBe(200);
    expect((await dj.client.get('/api/access')).json()).toMatchObject({
      access: { ownDjIds: [djId] },
    });
    expect(await listed()).toMatchObject({ dj: { id: djId, name: 'DJ Linked' }, djsByEmail: [] });
    // The member's own action, so the log holds an entry they wrote.
    const settingsAsDj = await dj.client.get('/api/station-settings');
    expect(settingsAsDj.status).toBe(403);

    const removed = await manager.client.request('DELETE', `/api/team/members/${dj.id}`);
    expect(removed.status).toBe(204);
    expect(await app.db.select().from(users).where(eq(users.id, dj.id))).toHaveLength(0);
    expect((await dj.client.get('/api/profile')).status).toBe(401);
    const entries = await app.db.select().from(activityLog).where(eq(activityLog.subjectId, dj.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['team.link', 'team.remove']),
    );
  });

  it('a manager who removes their own account (another manager remains) leaves a named entry', async () => {
    const second = await member('second', 'Station Manager');
    const removed = await second.client.request('DELETE', `/api/team/members/${second.id}`);
    expect(removed.status).toBe(204);
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.subjectId, second.id))
      .orderBy(activityLog.id)
      .limit(10)
      .then((rows) => rows.filter((r) => r.action === 'team.remove'));
    expect(entry).toMatchObject({ actorId: null, actorName: 'second' });
  });
});

describe('station settings', () => {
  it('policy and domain changes apply to the next sign-in of a waiting account', async () => {
    const waiting = await confirmedAccount('later');
    const domainAccount = await confirmedAccount('domain', `dj-${Date.now()}@station.fm`);
    expect((await app.signIn(domainAccount.client, domainAccount.email)).status).toBe(403);

    const domains = await manager.client.patch('/api/station-settings', {
      json: { autoApproveDomains: ['@Station.FM'] },
    });
    expect(domains.status).toBe(200);
    expect(domains.json()).toMatchObject({ settings: { autoApproveDomains: ['station.fm'] } });
    expect((await app.signIn(domainAccount.client, domainAccount.email)).status).toBe(200);
    expect((await app.signIn(waiting.client, waiting.email)).status).toBe(403);

    const open = await manager.client.patch('/api/station-settings', {
      json: { signupPolicy: 'open' },
    });
    expect(open.status).toBe(200);
    expect((await app.signIn(waiting.client, waiting.email)).status).toBe(200);
    expect((await app.client().get('/api/config')).json()).toMatchObject({ signupPolicy: 'open' });
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'settings.change'))
      .orderBy(activityLog.id);
    expect(entry?.details).toMatchObject({ changed: ['autoApproveDomains'] });
    await manager.client.patch('/api/station-settings', { json: { signupPolicy: 'approval' } });
  });
});

describe('refusals', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/team'],
    ['POST', '/api/team/members/x/approve'],
    ['POST', '/api/team/members/x/decline'],
    ['POST', '/api/team/members/x/suspend'],
    ['POST', '/api/team/members/x/reactivate'],
    ['PUT', '/api/team/members/x/role', { role: 'DJ' }],
    ['PUT', '/api/team/members/x/dj', { djId: null }],
    ['DELETE', '/api/team/members/x'],
    ['POST', '/api/team/invitations', { email: 'a@b.fm', role: 'DJ' }],
    ['POST', '/api/team/invitations/00000000-0000-4000-8000-000000000000/revoke'],
    ['GET', '/api/station-settings'],
    ['PATCH', '/api/station-settings', { weekStatusManagersOnly: true }],
  ];

  it('every team and settings route refuses a DJ and a Viewer with 403, and no session with 401', async () => {
    const dj = await member('plain-dj');
    const viewer = await member('viewer', 'Viewer');
    for (const [method, path, json] of routes) {
      const options = json === undefined ? {} : { json };
      for (const who of [dj, viewer]) {
        const answer = await who.client.request(method, path, options);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.json()).toMatchObject({
          error: { code: 'forbidden', message: expect.stringMatching(/\.$/) },
        });
      }
      expect((await app.client().request(method, path, options)).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });

  it('bad input gets 422 with the field named', async () => {
    const bad: [string, string, unknown, string][] = [
      ['PUT', `/api/team/members/${manager.id}/role`, { role: 'Owner' }, 'role'],
      ['PUT', `/api/team/members/${manager.id}/dj`, { djId: 'nope' }, 'djId'],
      ['POST', '/api/team/invitations', { email: 'not-an-address', role: 'DJ' }, 'email'],
      ['POST', '/api/team/invitations', { email: 'a@b.fm', role: 'Boss' }, 'role'],
      ['PATCH', '/api/station-settings', { activityRetentionDays: 5 }, 'activityRetentionDays'],
      [
        'PATCH',
        '/api/station-settings',
        { autoApproveDomains: ['no domain'] },
        'autoApproveDomains.0',
      ],
      ['PATCH', '/api/station-settings', { signupPolicy: 'everyone' }, 'signupPolicy'],
      ['PATCH', '/api/station-settings', { colour: 'red' }, ''],
    ];
    for (const [method, path, json, field] of bad) {
      const answer = await manager.client.request(method, path, { json });
      expect(answer.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(422);
      expect(Object.keys(answer.json<{ error: { fields: object } }>().error.fields)).toContain(
        field,
      );
    }
    const unknownDj = await manager.client.request('PUT', `/api/team/members/${manager.id}/dj`, {
      json: { djId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownDj.status).toBe(422);
    expect((await manager.client.post('/api/team/members/nobody/approve')).status).toBe(404);
  });
});
