import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { changeStationSettings } from '../features/team/station-settings.service';
import { useTestApp } from '../test/use-test-app';

/**
 * The refusals our hooks give on better-auth's routes (decision 0074, "Refusals and e-mails"):
 * the waiting account's sign-in, the invite-only sign-up and a bad invitation link are said in
 * the account's own language, else the one the request asks for, else the station's; English
 * stays the spec's words.
 */
const { app } = useTestApp({}, { manager: {} });

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.client().post('/api/auth/sign-in/email', { json: { email, password }, headers });
const signUp = (email: string, headers: Record<string, string>, extra: object = {}) =>
  app.client().post('/api/auth/sign-up/email', {
    json: { email, password: 'a long enough password 7', name: '', ...extra },
    headers,
  });

describe("auth refusals in the request's language", () => {
  it("a waiting account's sign-in is refused in German, in English, and in its own language", async () => {
    const member = await app.createUser();
    // Under the approval policy a waiting account stays waiting at sign-in.
    await changeStationSettings(app.db, { signupPolicy: 'approval' });
    await app.db.update(profiles).set({ status: 'waiting' }).where(eq(profiles.id, member.id));
    const german = await signIn(member.email, member.password, { 'accept-language': 'de' });
    expect(german.status).toBe(403);
    expect(german.json()).toMatchObject({
      code: 'membership_waiting',
      message:
        'Dein Konto wartet auf die Freigabe durch die Senderleitung. Du kannst dich anmelden, sobald es freigegeben ist.',
    });
    expect((await signIn(member.email, member.password)).json()).toMatchObject({
      message:
        "Your account is waiting for a station manager's approval. You can sign in once it is approved.",
    });
    await app.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, member.id));
    const own = await signIn(member.email, member.password, { 'accept-language': 'de' });
    expect(own.json<{ message: string }>().message).toMatch(/^Tu cuenta/);
    await changeStationSettings(app.db, { signupPolicy: 'open' });
  });

  it('an invite-only sign-up and a bad invitation link are refused in German', async () => {
    await changeStationSettings(app.db, { signupPolicy: 'invite' });
    try {
      const german = { 'accept-language': 'de' };
      const refused = await signUp(app.email('uninvited'), german);
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'invitation_required',
        message:
          'Dieser Sender nimmt neue Mitglieder nur auf Einladung auf. Bitte die Senderleitung, dich einzuladen.',
      });
      const badLink = await signUp(app.email('linked'), german, { invitationToken: 'nope' });
      expect(badLink.json<{ message: string }>().message).toBe(
        'Dieser Einladungslink ist ungültig. Bitte die Senderleitung um eine neue Einladung.',
      );
      const lookup = await app.client().get('/api/invitations/nope', { headers: german });
      expect(lookup.status).toBe(404);
      expect(lookup.json<{ error: { message: string } }>().error.message).toBe(
        'Dieser Einladungslink ist ungültig. Bitte die Senderleitung um eine neue Einladung.',
      );
    } finally {
      await changeStationSettings(app.db, { signupPolicy: 'open' });
    }
  });
});
