import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { alertBackupFailed } from './manager-alerts';

// Confirmed accounts wait for a manager, so approvals and declines are the managers' to make.
const { app, manager } = useTestApp({ signupPolicy: 'approval' }, { manager: { name: 'Morgan' } });

/** Signs up and confirms an account, which then waits for approval. */
async function applicant(label: string) {
  const email = app.email(label);
  const c = app.client();
  expect((await app.signUp(c, email, undefined, label)).status).toBe(200);
  expect((await c.get(await app.outbox.latestLink(email))).status).toBe(302);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, email };
}

describe('membership notices', () => {
  it('an approved applicant gets their e-mail, naming the role; once', async () => {
    const nova = await applicant('nova');
    const approved = await manager.client.post(`/api/team/members/${nova.id}/approve`, {
      json: { role: 'Viewer' },
    });
    expect(approved.status).toBe(200);
    const mails = (await app.outbox.to(nova.email)).filter((m) => /Welcome to/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('as Viewer');
    // A second approval is refused (already a member) and tells nothing more.
    expect((await manager.client.post(`/api/team/members/${nova.id}/approve`)).status).toBe(409);
    expect(
      (await app.outbox.to(nova.email)).filter((m) => /Welcome to/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('a declined applicant is told', async () => {
    const rex = await applicant('rex');
    expect((await manager.client.post(`/api/team/members/${rex.id}/decline`)).status).toBe(200);
    const [mail] = await app.outbox.to(rex.email);
    expect(mail!.subject).toMatch(/was not approved/);
  });

  it('an applicant who chose Español is told in Spanish, the role in Spanish too', async () => {
    const sol = await applicant('sol');
    await app.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, sol.id));
    const approved = await manager.client.post(`/api/team/members/${sol.id}/approve`, {
      json: { role: 'DJ' },
    });
    expect(approved.status).toBe(200);
    const [mail] = (await app.outbox.to(sol.email)).filter((m) => /bienvenida/.test(m.subject));
    expect(mail!.subject).toMatch(/^Te damos la bienvenida al equipo de /);
    expect(mail!.text).toContain('como Locutor/a. Ya puedes iniciar sesión.');
  });

  it('managers hear of an invitation accepted, in the centre and by e-mail', async () => {
    const email = app.email('invited');
    const invited = await manager.client.post('/api/team/invitations', {
      json: { email, role: 'DJ' },
    });
    expect(invited.status).toBe(201);
    const token = new URL(await app.outbox.latestLink(email, /invited/)).searchParams.get('token');
    const signedUp = await app.client().post('/api/auth/sign-up/email', {
      json: { email, password: TEST_PASSWORD, name: 'Invited', invitationToken: token },
    });
    expect(signedUp.status).toBe(200);
    const joined = (await app.outbox.to(manager.email)).filter((m) => /joined/.test(m.subject));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.text).toContain(`(${email}) accepted your team's invitation`);
    const list = await manager.client.get('/api/notifications');
    expect(list.json<{ notices: { title: string; link: string }[] }>().notices[0]).toMatchObject({
      title: expect.stringMatching(/joined/),
      link: '/team',
    });
  });
});

describe('managers’ alerts', () => {
  it('a failing backup alerts every active manager, once a day however often it fails', async () => {
    // The app's clock is the real one here: the e-mail job is due at the alert's instant.
    const at = new Date();
    await alertBackupFailed(app.db, { at, message: 'No space left on device' });
    await alertBackupFailed(app.db, {
      at: new Date(at.getTime() + 1000),
      message: 'No space left on device',
    });
    const alerts = (await app.outbox.to(manager.email)).filter((m) => /backup/.test(m.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('No space left on device');
  });

  it('says the backup alert in each manager’s own language', async () => {
    const saved = await manager.client.patch('/api/profile', { json: { language: 'de' } });
    expect(saved.status, saved.text).toBe(200);
    // Another day than the test above's (one alert a day), in the past so its e-mail is due.
    await alertBackupFailed(app.db, {
      at: new Date(Date.now() - 3 * 86_400_000),
      message: 'No space left on device',
    });
    const list = await manager.client.get('/api/notifications');
    const notices = list.json<{ notices: { title: string }[] }>().notices;
    expect(notices.map((n) => n.title)).toContain(
      'Eine Sicherung von Radio Station ist fehlgeschlagen',
    );
  });
});
