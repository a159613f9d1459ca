import type { Locator, Page } from '@playwright/test';
import { TEXTS, expect, openSignIn, test } from './support/account';

/** Records the auth calls the page makes, to show a refused form sends nothing. */
function authCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/auth/') && request.method() === 'POST') calls.push(pathname);
  });
  return calls;
}

/** A field shows this message under it, tied to it for screen readers. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectFieldValid(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the three auth forms show the spec’s field messages and send nothing until valid', async ({
  page,
}) => {
  const calls = authCalls(page);
  const dialog = await openSignIn(page);

  // Login: e-mail and password.
  const email = dialog.getByLabel('Email');
  const password = dialog.getByLabel('Password', { exact: true });
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expectFieldError(email, TEXTS.invalidEmail);
  await expectFieldError(password, TEXTS.shortPassword);
  await email.fill('dj@station');
  await password.fill('12345');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expectFieldError(email, TEXTS.invalidEmail);
  await expectFieldError(password, TEXTS.shortPassword);
  await email.fill('dj@station.com');
  await password.fill('123456');
  await expectFieldValid(email);
  await expectFieldValid(password);

  // Sign-up: optional username, but 2 characters if given; the mismatch shows on the confirmation.
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  const username = dialog.getByLabel('Username (optional)');
  const signupEmail = dialog.getByLabel('Email');
  const signupPassword = dialog.getByLabel('Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm Password');
  await username.fill(' a ');
  await signupEmail.fill('not-an-email');
  await signupPassword.fill('123');
  await confirm.fill('1234');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectFieldError(username, TEXTS.shortUsername);
  await expectFieldError(signupEmail, TEXTS.invalidEmail);
  await expectFieldError(signupPassword, TEXTS.shortPassword);
  await expectFieldError(confirm, TEXTS.passwordsDontMatch);

  await username.fill('');
  await signupEmail.fill('new.dj@station.com');
  await signupPassword.fill('123456');
  await confirm.fill('1234567');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectFieldError(confirm, TEXTS.passwordsDontMatch);
  await expectFieldValid(username);
  await expectFieldValid(signupEmail);
  await expectFieldValid(signupPassword);
  await expect(dialog.getByText(TEXTS.passwordsDontMatch)).toHaveCount(1);

  // Reset: a valid e-mail is required.
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await expect(dialog.getByText('Enter your email to receive a reset link')).toBeVisible();
  const resetEmail = dialog.getByLabel('Email');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectFieldError(resetEmail, TEXTS.invalidEmail);
  await resetEmail.fill('someone@');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectFieldError(resetEmail, TEXTS.invalidEmail);
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();

  // None of the refused forms reached the server, and no server message was shown.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('the modal closes with Escape and with its close button, and reopens in login mode', async ({
  page,
}) => {
  const body = page.locator('body');
  const opener = page.getByRole('button', { name: 'Sign In' });

  // Escape, from sign-up with a half-filled form.
  let dialog = await openSignIn(page);
  await expect(body).toHaveCSS('overflow', 'hidden'); // the page behind does not scroll
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await dialog.getByLabel('Email').fill('half@station.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(body).not.toHaveCSS('overflow', 'hidden');

  dialog = await openSignIn(page);
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Username (optional)')).toHaveCount(0);

  // The close button, from reset.
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  dialog = await openSignIn(page);
  await expect(dialog.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(TEXTS.welcome)).toBeVisible();
});
