import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { MAILS_PER_RECIPIENT_PER_HOUR } from './mail-limits';

const { app } = useTestApp();

const requestReset = (email: string) =>
  app.client().post('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });

describe('mails per recipient', () => {
  it('caps reset mails to one recipient asked for from many addresses', async () => {
    const user = await app.createUser();
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR; i++) {
      expect((await requestReset(user.email)).status).toBe(200);
    }
    const refused = await requestReset(user.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_EMAILS' });
    const resets = (await app.outbox.to(user.email)).filter((m) => /Reset/.test(m.subject));
    expect(resets).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    // Another recipient is not affected.
    expect((await requestReset(app.email('other'))).status).toBe(200);
  });

  it('answers an address with no account the same way, telling nothing', async () => {
    const nobody = app.email('nobody');
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR; i++) {
      expect((await requestReset(nobody)).status).toBe(200);
    }
    expect((await requestReset(nobody)).status).toBe(429);
  });

  it('caps confirmation mails that sign-in attempts of an unconfirmed account send', async () => {
    const address = app.email('unconfirmed');
    expect((await app.signUp(app.client(), address)).status).toBe(200);
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR + 3; i++) {
      expect((await app.signIn(app.client(), address)).status).toBe(403);
    }
    expect(await app.outbox.to(address)).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
