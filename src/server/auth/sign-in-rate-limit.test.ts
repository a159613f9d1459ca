import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../test/test-app';

const LIMIT = { max: 3, windowSeconds: 60 };
const ACCOUNT_MESSAGE =
  'Too many sign-in attempts for this account. Please wait a minute and try again.';

describe('sign-in rate limits (3 attempts a minute)', () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await startTestApp({ signInRateLimit: LIMIT });
    user = await app.createUser(); // one sign-in from its own address
  });
  afterAll(() => app?.close());

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

  it('limits attempts per account, from however many addresses', async () => {
    const target = await app.createUser();
    // createUser signed in once already: that attempt counts for the account.
    for (let i = 1; i < LIMIT.max; i++) {
      const response = await app.signIn(app.client(), target.email, 'wrong password');
      expect(response.status).toBe(401);
    }
    const refused = await app.signIn(app.client(), target.email, target.password);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGE });
    // The account's address in another case is the same account.
    const upper = await app.signIn(app.client(), target.email.toUpperCase(), target.password);
    expect(upper.status).toBe(429);
    // Other accounts still sign in.
    const other = await app.createUser();
    expect((await app.signIn(app.client(), other.email, other.password)).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ signInRateLimit: LIMIT, trustProxy: true });
  });
  afterAll(() => app?.close());

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
});

describe('behind a trusted proxy that appends to X-Forwarded-For', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ signInRateLimit: LIMIT, trustProxy: true });
  });
  afterAll(() => app?.close());

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
