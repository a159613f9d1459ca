import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, profiles, users } from '../db/schema';
import { changeStationSettings } from '../features/team/station-settings.service';
import type { HttpClient } from '../test/http-client';
import { useTestApp } from '../test/use-test-app';

/**
 * Anyone may sign up with any address (decision 0048): the account belongs to whoever owns the
 * address, with a password they chose. A stranger who signs up first with someone's address
 * (an invited one, say) gets nothing: no invitation, no role, no sign-in.
 */
const { app, manager } = useTestApp({ signupPolicy: 'approval' }, { manager: { name: 'Morgan' } });

const SQUATTER_PASSWORD = 'squatter picked this 1';
const OWNER_PASSWORD = 'owner picked this 22';
const CONFIRM_SUBJECT = /Confirm your Radio Station account/;

/** An address that differs from `address` only in case. */
const otherCase = (address: string) =>
  address.replace(/^[a-z]+/, (name) => name[0]!.toUpperCase() + name.slice(1)).toUpperCase();

async function invite(email: string, role: string) {
  const answer = await manager.client.post('/api/team/invitations', { json: { email, role } });
  expect(answer.status).toBe(201);
  const link = new URL(await app.outbox.latestLink(email, /invited/));
  return link.searchParams.get('token')!;
}

function signUp(c: HttpClient, email: string, password: string, extra: object = {}) {
  return c.post('/api/auth/sign-up/email', {
    json: { email, password, name: '', ...extra },
  });
}

/**
 * The address's owner opens the newest confirmation link in their own browser: it lands on the
 * page that asks for the account's password, and the owner sets one.
 */
async function ownerConfirms(owner: HttpClient, address: string, squatter: HttpClient) {
  const opened = await owner.get(await app.outbox.latestLink(address, CONFIRM_SUBJECT));
  expect(opened.status).toBe(302);
  // Whoever chose the password at sign-up still cannot sign in.
  expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(403);
  expect(squatter.cookies.has('better-auth.session_token')).toBe(false);
  const page = new URL(opened.location!, app.url);
  expect(page.origin + page.pathname).toBe(`${app.url}/reset-password`);
  expect(page.searchParams.get('confirm')).toBe('1');
  // Opening the link alone confirms nothing: the password is still the sign-up's.
  expect(await verified(address)).toBe(false);
  const chosen = await owner.post('/api/auth/reset-password', {
    json: { newPassword: OWNER_PASSWORD, token: page.searchParams.get('token') },
  });
  expect(chosen.status).toBe(200);
  expect(await verified(address)).toBe(true);
}

async function verified(address: string) {
  const [user] = await app.db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, address.toLowerCase()));
  return user?.verified;
}

async function profileOf(address: string) {
  const [row] = await app.db
    .select()
    .from(profiles)
    .where(eq(profiles.email, address.toLowerCase()));
  return row;
}

async function invitationOf(token: string) {
  return app.client().get(`/api/invitations/${token}`);
}

describe('an invited address signed up by a stranger', () => {
  it('uses no invitation and grants no role; the owner confirms with their own password and gets both', async () => {
    const address = app.email('newmgr');
    const token = await invite(address, 'Station Manager');
    const squatter = app.client();
    const named = { name: 'The New Manager' };
    expect((await signUp(squatter, otherCase(address), SQUATTER_PASSWORD, named)).status).toBe(200);

    // The invitation still works, and nothing is granted.
    expect((await invitationOf(token)).status).toBe(200);
    const [pending] = await app.db.select().from(invitations).where(eq(invitations.email, address));
    expect(pending?.usedAt).toBeNull();
    expect(await profileOf(address)).toMatchObject({
      role: 'DJ',
      status: 'waiting',
      username: 'The New Manager',
    });
    expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(403);

    const owner = app.client();
    await ownerConfirms(owner, address, squatter);
    // Confirmed by its owner, the address uses its invitation.
    expect(await profileOf(address)).toMatchObject({
      role: 'Station Manager',
      status: 'active',
      // Whatever the sign-up chose is gone: the name was not necessarily the owner's.
      username: null,
    });
    expect((await invitationOf(token)).status).toBe(410);

    expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(401);
    expect(squatter.cookies.has('better-auth.session_token')).toBe(false);
    expect((await app.signIn(owner, address, OWNER_PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/access')).json()).toMatchObject({
      access: { role: 'Station Manager' },
    });
  });

  it('leaves the invitation link working: the owner signs up with it and ends with the role', async () => {
    const address = app.email('invitee');
    const token = await invite(address, 'Viewer');
    const squatter = app.client();
    expect((await signUp(squatter, otherCase(address), SQUATTER_PASSWORD)).status).toBe(200);

    // The owner follows the invitation link: the sign-up form answers as for any sign-up, and
    // the address gets a fresh confirmation link.
    const owner = app.client();
    expect((await invitationOf(token)).status).toBe(200);
    const mailsBefore = (await app.outbox.to(address)).length;
    expect((await signUp(owner, address, OWNER_PASSWORD, { invitationToken: token })).status).toBe(
      200,
    );
    expect((await app.outbox.to(address)).length).toBe(mailsBefore + 1);
    await ownerConfirms(owner, address, squatter);
    expect(await profileOf(address)).toMatchObject({ role: 'Viewer', status: 'active' });
    expect((await invitationOf(token)).status).toBe(410);
    expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await app.signIn(owner, address, OWNER_PASSWORD)).status).toBe(200);
  });
});

describe('an uninvited address signed up by a stranger', () => {
  it('open policy: the victim confirming does not let the stranger in; the victim owns the account', async () => {
    await changeStationSettings(app.db, { signupPolicy: 'open' });
    try {
      const address = app.email('victim');
      const squatter = app.client();
      expect((await signUp(squatter, address, SQUATTER_PASSWORD)).status).toBe(200);
      const victim = app.client();
      await ownerConfirms(victim, address, squatter);
      expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(401);
      expect(await app.sessionCount((await profileOf(address))!.id)).toBe(0);
      expect((await app.signIn(victim, address, OWNER_PASSWORD)).status).toBe(200);
      expect((await victim.get('/api/access')).json()).toMatchObject({ access: { role: 'DJ' } });
    } finally {
      await changeStationSettings(app.db, { signupPolicy: 'approval' });
    }
  });

  it('approval policy: the account waits only once confirmed, and the manager approves the owner', async () => {
    const address = app.email('waiter');
    const squatter = app.client();
    expect((await signUp(squatter, address, SQUATTER_PASSWORD)).status).toBe(200);
    const waitingMail = () =>
      app.outbox.to(manager.email).then((mails) => mails.filter((m) => m.text.includes(address)));
    // Nobody is announced before the address is confirmed.
    expect(await waitingMail()).toHaveLength(0);

    const victim = app.client();
    await ownerConfirms(victim, address, squatter);
    expect(await waitingMail()).toHaveLength(1);
    expect((await app.signIn(victim, address, OWNER_PASSWORD)).json()).toMatchObject({
      code: 'membership_waiting',
    });
    const id = (await profileOf(address))!.id;
    expect(
      (await manager.client.post(`/api/team/members/${id}/approve`, { json: { role: 'DJ' } }))
        .status,
    ).toBe(200);
    expect((await app.signIn(squatter, address, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await app.signIn(victim, address, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a second sign-up for a pending address neither replaces its password nor confirms it', async () => {
    const address = app.email('first');
    const signer = app.client();
    expect((await signUp(signer, address, OWNER_PASSWORD)).status).toBe(200);
    const stranger = app.client();
    expect((await signUp(stranger, address, SQUATTER_PASSWORD)).status).toBe(200);
    // The newest link, opened in the browser that made the account, confirms it at once; the
    // account then waits for approval, and the page it lands on says so.
    const opened = await signer.get(await app.outbox.latestLink(address, CONFIRM_SUBJECT));
    expect(new URL(opened.location!, app.url).toString()).toBe(`${app.url}/?confirmed=1&waiting=1`);
    expect(await verified(address)).toBe(true);
    expect((await app.signIn(stranger, address, SQUATTER_PASSWORD)).status).toBe(401);
    expect((await app.signIn(signer, address, OWNER_PASSWORD)).status).toBe(403); // waits
  });
});
