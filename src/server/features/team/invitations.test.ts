import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactPath } from '../../http/request-paths';
import { activityLog, invitations, profiles, users } from '../../db/schema';
import { TEST_PASSWORD, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const { app } = useTestApp({ signupPolicy: 'invite' });
let manager: TestUser;

beforeAll(async () => {
  // The first account is allowed under every policy: it becomes the station manager.
  manager = await app.createUser({ name: 'Morgan' });
});

async function invite(email: string, role = 'DJ') {
  const answer = await manager.client.post('/api/team/invitations', { json: { email, role } });
  expect(answer.status).toBe(201);
  const link = new URL(await app.outbox.latestLink(email, /invited/));
  expect(link.pathname).toBe('/invite');
  return {
    id: answer.json<{ invitation: { id: string } }>().invitation.id,
    token: link.searchParams.get('token')!,
  };
}

function signUpWith(email: string, invitationToken?: string) {
  return app.client().post('/api/auth/sign-up/email', {
    json: {
      email,
      password: TEST_PASSWORD,
      name: 'Invited',
      ...(invitationToken && { invitationToken }),
    },
  });
}

describe('invite only', () => {
  it('refuses a plain sign-up with a sentence saying how to get in, and says so in the config', async () => {
    const refused = await signUpWith(app.email('stranger'));
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({
      message:
        'This station accepts new members by invitation only. Ask a station manager to invite you.',
    });
    expect((await app.client().get('/api/config')).json()).toMatchObject({
      signupPolicy: 'invite',
    });
  });

  it('an invited sign-up becomes an active member with the invited role; the token works once', async () => {
    const email = app.email('invited');
    const { token } = await invite(email, 'Viewer');
    const stored = await app.db.select().from(invitations).where(eq(invitations.email, email));
    // Only the hash is kept.
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(await app.db.select().from(activityLog))).not.toContain(token);

    const lookup = await app.client().get(`/api/invitations/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.json()).toEqual({ invitation: { email, role: 'Viewer' } });

    const c = app.client();
    const signedUp = await c.post('/api/auth/sign-up/email', {
      json: { email, password: TEST_PASSWORD, name: 'Invited', invitationToken: token },
    });
    expect(signedUp.status).toBe(200);
    await c.get(await app.outbox.latestLink(email, /Confirm/));
    expect((await app.signIn(c, email)).status).toBe(200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ role: 'Viewer', status: 'active' });

    const again = await signUpWith(app.email('second'), token);
    expect(again.status).toBe(403);
    expect(again.json()).toMatchObject({ message: expect.stringMatching(/already been used/) });
    expect((await app.client().get(`/api/invitations/${token}`)).status).toBe(410);
    // A logged path never carries the token.
    expect(redactPath(`/api/invitations/${token}`)).toBe('/api/invitations/[token]');
  });

  it('is bound to the invited address', async () => {
    const { token } = await invite(app.email('bound'));
    const other = await signUpWith(app.email('other'), token);
    expect(other.status).toBe(403);
    expect(other.json()).toMatchObject({
      message: expect.stringMatching(/different email address/),
    });
  });

  it('a revoked or expired invitation no longer works; a made-up one is not valid', async () => {
    const revokedAddress = app.email('revoked');
    const revoked = await invite(revokedAddress);
    const revoke = await manager.client.post(`/api/team/invitations/${revoked.id}/revoke`);
    expect(revoke.status).toBe(204);
    const afterRevoke = await signUpWith(revokedAddress, revoked.token);
    expect(afterRevoke.json()).toMatchObject({ message: expect.stringMatching(/withdrawn/) });

    const expiredAddress = app.email('expired');
    const expired = await invite(expiredAddress);
    await app.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, expired.id));
    const afterExpiry = await signUpWith(expiredAddress, expired.token);
    expect(afterExpiry.status).toBe(403);
    expect(afterExpiry.json()).toMatchObject({ message: expect.stringMatching(/expired/) });

    const madeUp = await signUpWith(app.email('madeup'), 'x'.repeat(43));
    expect(madeUp.json()).toMatchObject({ message: expect.stringMatching(/not valid/) });
    expect((await app.client().get('/api/invitations/nothing-here')).status).toBe(404);

    const team = await manager.client.get('/api/team');
    const states = team.json<{ invitations: { id: string; state: string }[] }>().invitations;
    expect(states.find((i) => i.id === revoked.id)?.state).toBe('revoked');
    expect(states.find((i) => i.id === expired.id)?.state).toBe('expired');
  });

  it('refuses to invite an address that already has an account', async () => {
    const answer = await manager.client.post('/api/team/invitations', {
      json: { email: manager.email, role: 'DJ' },
    });
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
  });
});

describe('an invited address that signs up without the link', () => {
  it('uses the invitation only once the address is confirmed, even on an invite-only station', async () => {
    const email = app.email('nolink');
    const { id } = await invite(email, 'Viewer');
    const c = app.client();
    const signedUp = await c.post('/api/auth/sign-up/email', {
      json: { email, password: TEST_PASSWORD, name: 'No Link' },
    });
    expect(signedUp.status).toBe(200);
    // Naming an address proves nothing: the invitation waits for the confirmation.
    const usedAt = async () =>
      (await app.db.select().from(invitations).where(eq(invitations.id, id)))[0]?.usedAt;
    expect(await usedAt()).toBeNull();
    const profile = async () =>
      (await app.db.select().from(profiles).where(eq(profiles.email, email)))[0];
    expect(await profile()).toMatchObject({ role: 'DJ', status: 'waiting' });
    expect((await app.signIn(c, email)).status).toBe(403);
    expect((await c.get(await app.outbox.latestLink(email, /confirm/i))).status).toBe(302);
    expect(await usedAt()).not.toBeNull();
    expect(await profile()).toMatchObject({ role: 'Viewer', status: 'active' });
    expect((await app.signIn(c, email)).status).toBe(200);
  });
});
