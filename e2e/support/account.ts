import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test as base, expect, uniqueEmail, type Account } from './fixtures';
import { Mailbox } from './mailbox';

/**
 * Helpers for the account journeys (e2e/account-*.spec.ts). Texts are the spec's (SPEC.md §2, §5,
 * §8), written out here rather than imported from the app, so a drifting text fails a test.
 */
export const TEXTS = {
  welcome: 'Welcome to your radio station management system. Please sign in to continue.',
  signOutConfirm: 'Are you sure you want to sign out?',
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters',
  shortUsername: 'Username must be at least 2 characters',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordNeeded: 'Please enter your current password',
  wrongCurrentPassword: 'Current password is incorrect',
  commonPassword: 'This password is too common. Please choose one that is harder to guess',
  identityPassword: 'Password cannot be your email address or username',
  badImageFile: 'Please select a valid image file (JPEG, PNG, or GIF)',
  profileUpdated: 'Profile updated successfully!',
  emailChangeStarted: 'Email update initiated! Please check your email for confirmation.',
  passwordUpdated: 'Password updated successfully!',
  resetEmailSent: 'Password reset email sent!',
} as const;

export const SUBJECTS = {
  confirm: /Confirm your Radio Station account/,
  reset: /Reset your Radio Station password/,
  newAddress: /Confirm your new email address/,
} as const;

/** Chromium logs every refused request itself; journeys that expect a refusal allow its line. */
export const refusedRequest = (...statuses: (401 | 403 | 404 | 409 | 422)[]) =>
  new RegExp(
    `Failed to load resource: the server responded with a status of (${statuses.join('|')})`,
  );

export function newPassword(): string {
  return `pw-${randomBytes(6).toString('hex')}`;
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('No baseURL: is the e2e global setup running?');
  return new URL(baseURL).origin;
}

/** Signs up through the API and leaves the account unconfirmed (the mail stays unopened). */
export async function signUpUnconfirmed(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<Account> {
  const account: Account = {
    email: uniqueEmail('unconfirmed'),
    password: newPassword(),
    username: '',
  };
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, name: '' },
    headers: { Origin: originOf(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** What the server answers to a sign-in, e.g. to check that the page shows its very message. */
export async function serverSignInMessage(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { Origin: originOf(baseURL) },
  });
  expect(response.ok(), 'this sign-in is expected to be refused').toBe(false);
  const { message } = (await response.json()) as { message?: string };
  expect(message, 'the refusal carries a message').toBeTruthy();
  return message!;
}

/**
 * A toast's title as seen on screen. When the sign-in modal opens with a toast (after a mailed
 * link or a password reset), the modal hides the page behind it from the accessibility tree,
 * toasts included (screen readers get the toast from Radix's separate announcement), so this
 * finds it by its exact text rather than in the notifications region.
 */
export function toastBehindModal(page: Page, title: string): Locator {
  return page.getByText(title, { exact: true });
}

/** The auth modal, whatever mode it is in (its accessible name is its heading). */
export function authDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** On the welcome page: opens the auth modal and checks it starts in login mode. */
export async function openSignIn(page: Page): Promise<Locator> {
  // A modal still closing would offer its own "Sign In" (submit) button: wait until it is gone.
  await expect(authDialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  const dialog = authDialog(page); // its name follows the mode
  await expect(dialog.getByText('Sign in to your radio station account')).toBeVisible();
  return dialog;
}

/** Fills and submits the login form of an open auth modal. */
export async function submitSignIn(dialog: Locator, email: string, password: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the welcome page's modal and waits for the dashboard. */
export async function signInThroughModal(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await submitSignIn(dialog, email, password);
  await expectSignedIn(page);
}

/**
 * For outcomes that wait on the server hashing a password (sign-in, sign-up, a new password):
 * deliberately slow work, which takes longer still on a machine busy with other tests.
 */
export const PASSWORD_WORK = { timeout: 15_000 } as const;

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('dialog')).toBeHidden(PASSWORD_WORK);
  await expect(page.getByRole('heading', { name: 'Schedule Dashboard', level: 1 })).toBeVisible(
    PASSWORD_WORK,
  );
  await expect(userMenuButton(page)).toBeVisible();
}

export async function expectWelcomePage(page: Page) {
  await expect(page.getByText(TEXTS.welcome, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^User menu for / })).toHaveCount(0);
}

export function userMenuButton(page: Page, name?: string): Locator {
  return page.getByRole('button', { name: name ? `User menu for ${name}` : /^User menu for / });
}

/** Opens the user menu and returns it. */
export async function openUserMenu(page: Page): Promise<Locator> {
  await userMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** User menu -> Sign Out -> confirm. */
export async function signOutThroughMenu(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(confirm).toContainText(TEXTS.signOutConfirm);
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
  await expectWelcomePage(page);
}

/** The success or error line of Profile Settings with this text. */
export function settingsBanner(page: Page, type: 'success' | 'error', text: string): Locator {
  return page
    .getByRole('main')
    .getByRole(type === 'success' ? 'status' : 'alert')
    .filter({ hasText: text });
}

/** Goes to Profile Settings through the user menu. */
export async function openProfileSettings(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your account settings and preferences')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/**
 * One confirmed account per worker for journeys that only sign it in and out (sign-out and
 * session ends revoke a session, never the account). Journeys that change the password, the
 * address or the profile make their own with `createAccount`.
 */
export const test = base.extend<object, { sharedAccount: Account }>({
  sharedAccount: [
    async ({ playwright }, use) => {
      const baseURL = process.env.E2E_BASE_URL;
      const request = await playwright.request.newContext({ baseURL });
      const account: Account = {
        email: uniqueEmail('shared'),
        password: newPassword(),
        // Usernames tell members apart (no two alike): each worker's account has its own.
        username: `Shared Listener ${randomBytes(2).toString('hex')}`,
      };
      const signUp = await request.post('/api/auth/sign-up/email', {
        data: { email: account.email, password: account.password, name: account.username },
        headers: { Origin: originOf(baseURL) },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const link = await new Mailbox(request).latestLink(account.email, SUBJECTS.confirm);
      expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
});

export { expect, uniqueEmail, type Account };
