import { randomBytes } from 'node:crypto';
import { test as base, expect, uniqueEmail, type Account } from './fixtures';
import { Mailbox } from './mailbox';

/**
 * One confirmed account per worker for the library journeys. Library data belongs to the station,
 * not to a user, so the journeys can share a signed-up user; that keeps them well under the
 * server's sign-up rate limit (10 a minute from one address) as the suite grows.
 */
export const test = base.extend<object, { libraryAccount: Account }>({
  libraryAccount: [
    async ({ playwright }, use) => {
      const baseURL = process.env.E2E_BASE_URL;
      if (!baseURL) throw new Error('No E2E_BASE_URL: is the e2e global setup running?');
      const origin = new URL(baseURL).origin;
      const request = await playwright.request.newContext({ baseURL });
      const account: Account = {
        email: uniqueEmail('library'),
        password: `pw-${randomBytes(6).toString('hex')}`,
        // Usernames tell members apart (no two alike): each worker's tester has its own.
        username: `Library Tester ${randomBytes(2).toString('hex')}`,
      };
      const signUp = await request.post('/api/auth/sign-up/email', {
        data: { email: account.email, password: account.password, name: account.username },
        headers: { Origin: origin },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const link = await new Mailbox(request).latestLink(
        account.email,
        /Confirm your Radio Station account/,
      );
      expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
});

export { expect };
