import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, profiles, users } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { admitNewAccount, confirmAccount } from './membership';
import { changeStationSettings } from './station-settings.service';
import { makeStationManager, STARTUP_MANAGER_ACTION, STARTUP_MANAGER_LOG } from './startup-manager';

/** Who becomes a member, and how (DESIGN.md D12), on a station that starts with approval. */
describe('admission', () => {
  const { app } = useTestApp({ signupPolicy: 'approval' });

  /** Signs up and confirms; returns the client and the answer to its first sign-in. */
  async function confirmAndSignIn(address: string) {
    const c = app.client();
    expect((await app.signUp(c, address, TEST_PASSWORD, '')).status).toBe(200);
    const opened = await c.get(await app.outbox.latestLink(address));
    expect(opened.status).toBe(302);
    return { c, opened, signedIn: await app.signIn(c, address, TEST_PASSWORD) };
  }
  const roleOf = async (address: string) =>
    (await app.db.select().from(profiles).where(eq(profiles.email, address)))[0];

  it('makes exactly one Station Manager when the first sign-ups race, once it is confirmed', async () => {
    // Accounts stored at once, then admitted together, as simultaneous first sign-ups are.
    const accounts = Array.from({ length: 8 }, (_, i) => ({
      id: `race-${i}`,
      email: `race-${i}@example.com`,
      username: null,
    }));
    await app.db
      .insert(users)
      .values(accounts.map((a) => ({ id: a.id, email: a.email, name: '', emailVerified: false })));
    // Every pooled connection open first, so the admissions truly overlap.
    await Promise.all(Array.from({ length: 5 }, () => app.db.execute(sql`select pg_sleep(0.05)`)));
    await Promise.all(accounts.map((a) => admitNewAccount(app.db, a)));
    const rows = async () => Promise.all(accounts.map((a) => roleOf(a.email)));
    const managers = (await rows()).filter((r) => r?.role === 'Station Manager');
    expect(managers).toHaveLength(1);
    // Nothing is granted before the address is confirmed.
    for (const r of await rows()) expect(r?.status).toBe('waiting');
    await Promise.all(
      accounts.map((a) => confirmAccount(app.db, a.id, { forgetSignUpName: false })),
    );
    const confirmed = await rows();
    expect(confirmed.find((r) => r?.id === managers[0]!.id)).toMatchObject({ status: 'active' });
    for (const r of confirmed.filter((r) => r?.role !== 'Station Manager')) {
      expect(r).toMatchObject({ role: 'DJ', status: 'waiting' });
    }
  });

  it('tells a waiting account at sign-in, and admits it at the next sign-in once sign-up is open', async () => {
    const address = app.email();
    const { c, opened, signedIn } = await confirmAndSignIn(address);
    // The confirmation lands where the app says the account waits, not that it is ready.
    expect(new URL(opened.location!, app.url).search).toBe('?confirmed=1&waiting=1');
    expect(signedIn.status).toBe(403);
    expect(signedIn.json()).toMatchObject({
      message:
        "Your account is waiting for a station manager's approval. You can sign in once it is approved.",
    });
    expect(c.cookies.has('better-auth.session_token')).toBe(false);

    await changeStationSettings(app.db, { signupPolicy: 'open' });
    try {
      expect((await app.signIn(c, address, TEST_PASSWORD)).status).toBe(200);
      expect((await c.get('/api/access')).json()).toMatchObject({ access: { role: 'DJ' } });
    } finally {
      await changeStationSettings(app.db, { signupPolicy: 'approval' });
    }
  });

  it('admits an auto-approved domain under approval, but not a look-alike domain', async () => {
    await changeStationSettings(app.db, { autoApproveDomains: ['station.fm'] });
    try {
      const inside = await confirmAndSignIn(`dj-${Date.now()}@station.fm`);
      expect(inside.signedIn.status).toBe(200);
      const lookalike = await confirmAndSignIn(`dj-${Date.now()}@evilstation.fm`);
      expect(lookalike.signedIn.status).toBe(403);
    } finally {
      await changeStationSettings(app.db, { autoApproveDomains: [] });
    }
  });

  it('refuses a member suspended while signed in on the very next request, early week route included', async () => {
    const member = await (async () => {
      await changeStationSettings(app.db, { signupPolicy: 'open' });
      try {
        return await app.createUser();
      } finally {
        await changeStationSettings(app.db, { signupPolicy: 'approval' });
      }
    })();
    expect((await member.client.get('/api/weeks/2026-11-22')).status).toBe(200);
    expect((await member.client.get('/api/weeks/2026-11-22')).status).toBe(200);
    await app.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, member.id));
    for (const path of ['/api/weeks/2026-11-22', '/api/shows', '/api/access']) {
      const refused = await member.client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'membership_inactive' } });
    }
  });

  it('STATION_MANAGER_EMAIL promotes only a confirmed account, with an activity entry, once', async () => {
    // Anyone may sign up with the configured address: an unconfirmed account is not promoted.
    const squatted = app.email('unconfirmed');
    expect((await app.signUp(app.client(), squatted)).status).toBe(200);
    expect(await makeStationManager(app.db, squatted.toUpperCase())).toBe('unconfirmed');
    expect(await roleOf(squatted)).toMatchObject({ role: 'DJ', status: 'waiting' });

    const address = app.email();
    await confirmAndSignIn(address);
    await app.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.email, address));
    expect(await makeStationManager(app.db, address.toUpperCase())).toBe('made');
    const promoted = await roleOf(address);
    expect(promoted).toMatchObject({ role: 'Station Manager', status: 'active' });
    const entries = () =>
      app.db
        .select()
        .from(activityLog)
        .where(
          and(
            eq(activityLog.action, STARTUP_MANAGER_ACTION),
            eq(activityLog.subjectId, promoted!.id),
          ),
        );
    expect(await entries()).toEqual([
      expect.objectContaining({
        actorId: promoted!.id,
        details: expect.objectContaining({ fromStatus: 'suspended', to: 'Station Manager' }),
      }),
    ]);
    // The next start finds a manager: nothing to do, nothing recorded, nothing to log.
    expect(await makeStationManager(app.db, address)).toBe('already');
    expect(await entries()).toHaveLength(1);
    expect(STARTUP_MANAGER_LOG).not.toHaveProperty('already');
    expect(await makeStationManager(app.db, 'nobody@example.com')).toBe('missing');
  });
});
