import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { accountBackoff, recordSignInFailure } from './sign-in-limits';

const LIMIT = { max: 3, windowSeconds: 60 };

/**
 * Records the failures of other addresses that bring `email` to its account-wide limit, all but
 * the `left` the test makes itself, as a 401 sign-in records them. Each real failure verifies a
 * password (tens of milliseconds of CPU, seconds on a busy machine): thirty of them made a test
 * that only exercises counting take most of its timeout.
 */
async function failuresElsewhere(app: TestApp, email: string, left: number) {
  const { threshold } = accountBackoff(LIMIT);
  for (let i = 0; i < threshold - left; i++) await recordSignInFailure(app.db, email);
}

describe('sign-in rate limits (3 attempts a minute)', () => {
  // `user`: one sign-in from its own address.
  const { app, user } = useTestApp({ signInRateLimit: LIMIT }, { user: {} });

  it('limits attempts per address, whatever the account', async () => {
    const attacker = app.client();
    for (let i = 0; i < LIMIT.max; i++) {
      const response = await app.signIn(attacker, app.email('guess'), 'guess-password');
      expect(response.status).toBe(401);
    }
    const refused = await app.signIn(attacker, app.email('guess'), 'guess-password');
    expect(refused.status).toBe(429);
    // Even the right password of a real account is refused from this address now.
    expect((await app.signIn(attacker, user.email, user.password)).status).toBe(429);
    // Another address is not affected.
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
  });

  it('does not let a client escape the address limit with its own X-Forwarded-For', async () => {
    const attacker = app.client();
    for (let i = 0; i < LIMIT.max; i++) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        json: { email: app.email('spoof'), password: 'guess-password' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(response.status).toBe(401);
    }
    const refused = await attacker.post('/api/auth/sign-in/email', {
      json: { email: app.email('spoof'), password: 'guess-password' },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(refused.status).toBe(429);
  });

  it("spends an address's budget for an account there only: the owner still signs in elsewhere", async () => {
    const target = await app.createUser();
    const attacker = app.client();
    for (let i = 0; i < LIMIT.max; i++) {
      expect((await app.signIn(attacker, target.email, 'wrong password')).status).toBe(401);
    }
    const refused = await app.signIn(attacker, target.email, target.password);
    expect(refused.status).toBe(429);
    // better-auth's per-address limit names it X-Retry-After; the per-account one Retry-After.
    const wait = refused.headers['retry-after'] ?? refused.headers['x-retry-after'];
    expect(Number(wait)).toBeGreaterThan(0);
    // The account's address in another case is the same account.
    expect((await app.signIn(attacker, target.email.toUpperCase(), target.password)).status).toBe(
      429,
    );
    // The right password from any other address still signs in: no lock-out.
    expect((await app.signIn(app.client(), target.email, target.password)).status).toBe(200);
  });

  it('slows guessing from many addresses with a growing wait, sparing addresses the owner used', async () => {
    const target = await app.createUser(); // signed in once from target.client's address
    // Many addresses, each within its own budget, together reach the account's limit: two of
    // them here, the others' failures counted as a 401 counts them.
    await failuresElsewhere(app, target.email, 2 * LIMIT.max);
    for (let i = 0; i < 2; i++) {
      const attacker = app.client();
      for (let j = 0; j < LIMIT.max; j++) {
        expect((await app.signIn(attacker, target.email, `wrong ${i}-${j}`)).status).toBe(401);
      }
    }
    // A fresh address must now wait, even with the right password; the answer says how long.
    const slowed = await app.signIn(app.client(), target.email, target.password);
    expect(slowed.status).toBe(429);
    expect(slowed.json()).toMatchObject({ message: expect.stringMatching(/^Too many sign-in/) });
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LIMIT.windowSeconds / 2);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
    // The address the owner signed in from before is not slowed by strangers' failures.
    expect((await app.signIn(target.client, target.email, target.password)).status).toBe(200);
    // Other accounts are not affected at all.
    const other = await app.createUser();
    expect((await app.signIn(app.client(), other.email, other.password)).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  const { app } = useTestApp({ signInRateLimit: LIMIT, trustProxy: true });

  it('counts each forwarded client address separately', async () => {
    const proxy = app.client();
    const attempt = (address: string) =>
      proxy.post('/api/auth/sign-in/email', {
        json: { email: app.email('guess'), password: 'guess-password' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < LIMIT.max; i++) expect((await attempt('198.51.100.7')).status).toBe(401);
    expect((await attempt('198.51.100.7')).status).toBe(429);
    expect((await attempt('198.51.100.8')).status).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const proxy = app.client();
    const attempt = (i: number) =>
      proxy.post('/api/auth/sign-in/email', {
        json: { email: app.email('guess'), password: 'guess-password' },
        headers: { 'x-forwarded-for': `2001:db8:7:7::${(i + 1).toString(16)}` },
      });
    for (let i = 0; i < LIMIT.max; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(LIMIT.max)).status).toBe(429);
  });

  it("spares the owner's /64 when their privacy address has changed since they signed in", async () => {
    const target = await app.createUser();
    const from = (address: string, password: string) =>
      app.client().post('/api/auth/sign-in/email', {
        json: { email: target.email, password },
        headers: { 'x-forwarded-for': address },
      });
    expect((await from('2001:db8:42:1::a', target.password)).status).toBe(200);
    await failuresElsewhere(app, target.email, LIMIT.max);
    for (let j = 0; j < LIMIT.max; j++) {
      expect((await from('198.51.100.50', `wrong ${j}`)).status).toBe(401);
    }
    expect((await from('198.51.100.99', target.password)).status).toBe(429);
    // The same subscriber's device with its next temporary address is still the owner.
    expect((await from('2001:db8:42:1:5ee:d:1:2', target.password)).status).toBe(200);
  });
});

describe('behind a trusted proxy that appends to X-Forwarded-For', () => {
  const { app } = useTestApp({ signInRateLimit: LIMIT, trustProxy: true });

  it('keys on the address the proxy saw, not on what the client wrote before it', async () => {
    const proxy = app.client();
    const attempt = (header: string) =>
      proxy.post('/api/auth/sign-in/email', {
        json: { email: app.email('guess'), password: 'guess-password' },
        headers: { 'x-forwarded-for': header },
      });
    // The attacker varies the part it controls; the proxy appends the real address.
    for (let i = 0; i < LIMIT.max; i++) {
      expect((await attempt(`10.9.9.${i}, 198.51.100.20`)).status).toBe(401);
    }
    expect((await attempt('10.9.9.99, 198.51.100.20')).status).toBe(429);
    // Another real client behind the same proxy is not locked out with it.
    expect((await attempt('10.9.9.1, 198.51.100.21')).status).toBe(401);
  });
});
