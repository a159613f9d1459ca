import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { actingOnTheLivePage } from './live-page';
import { Mailbox } from './mailbox';

export type Account = { email: string; password: string; username: string };

type Fixtures = {
  /** Console messages matching one of these do not fail the test (e.g. an expected 401). */
  allowedConsoleErrors: RegExp[];
  /** Fails the test on any browser console error or uncaught page error. */
  failOnConsoleErrors: void;
  mailbox: Mailbox;
  /** Creates a confirmed account through the API (sign-up, then the mailed link). */
  createAccount: (input?: Partial<Account>) => Promise<Account>;
  /** Signs the page's browser context in through the API (the context keeps the cookie). */
  signIn: (account: Account) => Promise<void>;
};

/** A unique e-mail address for a test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The app's origin, sent as Origin like a browser would: writes from elsewhere are refused. */
function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('No baseURL: is the e2e global setup running?');
  return new URL(baseURL).origin;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page }, use) => {
    await use(actingOnTheLivePage(page));
  },

  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() !== 'error' || allowed(message.text())) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) errors.push(`uncaught: ${error.message}`);
      });
      await use();
      if (errors.length > 0) {
        await testInfo.attach('console-errors', {
          body: errors.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(errors, 'the browser console must stay free of errors').toEqual([]);
    },
    { auto: true },
  ],

  mailbox: async ({ request }, use) => {
    await use(new Mailbox(request));
  },

  createAccount: async ({ request, mailbox, baseURL }, use) => {
    const origin = originOf(baseURL);
    await use(async (input = {}) => {
      const account: Account = {
        email: input.email ?? uniqueEmail(),
        password: input.password ?? `pw-${randomBytes(6).toString('hex')}`,
        username: input.username ?? '',
      };
      const signUp = await request.post('/api/auth/sign-up/email', {
        data: { email: account.email, password: account.password, name: account.username },
        headers: { Origin: origin },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const link = await mailbox.latestLink(account.email, /Confirm your Radio Station account/);
      const confirmed = await request.get(link, { maxRedirects: 0 });
      expect(confirmed.status()).toBe(302);
      expect(confirmed.headers().location ?? '').not.toMatch(/error=/);
      return account;
    });
  },

  signIn: async ({ page, baseURL }, use) => {
    await use(async (account) => {
      const origin = originOf(baseURL);
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email: account.email, password: account.password },
        headers: { Origin: origin },
      });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
});

export { expect };
export type { Page };
