import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * Anyone who can read the server log must not be able to take over an account: no password, no
 * confirmation or reset token and no session token may appear in it. Everything the app, the
 * auth layer and the mailer log is captured, and so is anything written to the console.
 */
const lines: string[] = [];
const { app } = useTestApp({ log: (line) => lines.push(line) });

beforeEach(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
      );
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the server log', () => {
  it('never carries a password or a token through sign-up, sign-in, reset and password change', async () => {
    const address = app.email('secret');
    const password = 'Pa55word-that-must-not-leak';
    const wrongPassword = 'Wrong-password-that-must-not-leak';
    const resetPassword = 'Reset-password-that-must-not-leak';
    const changedPassword = 'Changed-password-that-must-not-leak';
    const secrets: string[] = [password, wrongPassword, resetPassword, changedPassword];

    const browser = app.client();
    expect((await app.signUp(browser, address, password)).status).toBe(200);
    // Signing in unconfirmed fails and mails again.
    expect((await app.signIn(app.client(), address, password)).status).toBe(403);
    const confirmLinks = (await app.outbox.to(address)).flatMap((m) => m.links);
    for (const link of confirmLinks) secrets.push(new URL(link).searchParams.get('token')!);
    expect((await browser.get(confirmLinks[0]!)).status).toBe(302);
    expect((await browser.get(confirmLinks[0]!)).status).toBe(302); // refused reuse

    expect((await app.signIn(app.client(), address, wrongPassword)).status).toBe(401);
    expect((await app.signIn(browser, address, password)).status).toBe(200);
    secrets.push(app.sessionToken(browser), browser.cookies.get('better-auth.session_token')!);

    await browser.post('/api/auth/request-password-reset', {
      json: { email: address, redirectTo: '/reset-password' },
    });
    const resetLink = await app.outbox.latestLink(address, /Reset/);
    const landing = await app.client().get(resetLink);
    const resetToken = new URL(landing.location!, app.url).searchParams.get('token')!;
    secrets.push(resetToken);
    expect(
      (
        await app.client().post('/api/auth/reset-password', {
          json: { newPassword: resetPassword, token: resetToken },
        })
      ).status,
    ).toBe(200);
    // Reusing the token fails, and failures are where tokens tend to get logged.
    expect(
      (
        await app.client().post('/api/auth/reset-password', {
          json: { newPassword: resetPassword, token: resetToken },
        })
      ).status,
    ).toBe(400);

    const again = app.client();
    expect((await app.signIn(again, address, resetPassword)).status).toBe(200);
    secrets.push(app.sessionToken(again));
    const changed = await again.post('/api/account/password', {
      json: {
        currentPassword: resetPassword,
        password: changedPassword,
        confirmPassword: changedPassword,
      },
    });
    expect(changed.status).toBe(200);

    // The log was not silent: the outbox announced its mail (without the links).
    expect(lines.some((line) => line.includes('[mail]'))).toBe(true);
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toMatch(/verify-email\?token=|reset-password\/[A-Za-z0-9]/);
  });
});
