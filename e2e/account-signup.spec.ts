import {
  SUBJECTS,
  TEXTS,
  authDialog,
  expect,
  expectSignedIn,
  expectWelcomePage,
  newPassword,
  openSignIn,
  openUserMenu,
  refusedRequest,
  serverSignInMessage,
  signUpUnconfirmed,
  submitSignIn,
  PASSWORD_WORK,
  test,
  toastBehindModal,
  uniqueEmail,
  userMenuButton,
} from './support/account';
import authEnglish from '../src/shared/i18n/locales/en/auth.json' with { type: 'json' };
import { expectNoSeriousA11yIssues, toast, uniqueSuffix } from './support/library';

test.describe('sign-up', () => {
  // Signing in before the confirmation is refused (403), and a common password (422); Chromium
  // logs the refused requests.
  test.use({ allowedConsoleErrors: [refusedRequest(403, 422)] });

  test('a visitor signs up in the modal, confirms from the mail and signs in as a DJ', async ({
    page,
    mailbox,
    request,
    baseURL,
  }) => {
    test.slow(); // a long journey: two sign-in attempts, a sign-up and three page loads
    const username = `Nova ${uniqueSuffix()}`;
    const email = uniqueEmail('signup');
    const password = newPassword();

    await page.goto('/');
    await expectWelcomePage(page);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    await expect(dialog.getByText('Join your radio station team')).toBeVisible();

    await dialog.getByLabel('Username (optional)').fill(username);
    await dialog.getByLabel('Email').fill(email);
    const passwordField = dialog.getByLabel('Password', { exact: true });
    const confirmField = dialog.getByLabel('Confirm Password');
    const createAccount = dialog.getByRole('button', { name: 'Create Account' });
    // Easily guessed passwords are refused at the field: the username by the form itself, a
    // common password by the server (the list is too large for the page).
    await passwordField.fill(username);
    await confirmField.fill(username);
    await createAccount.click();
    await expect(passwordField).toHaveAccessibleDescription(TEXTS.identityPassword);
    await passwordField.fill('123456');
    await confirmField.fill('123456');
    await createAccount.click();
    await expect(passwordField).toHaveAccessibleDescription(TEXTS.commonPassword, PASSWORD_WORK);
    await passwordField.fill(password);
    await confirmField.fill(password);

    // Each password field has its own show/hide toggle.
    await expect(passwordField).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(passwordField).toHaveValue(password);
    await expect(confirmField).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'password');

    await createAccount.click();
    await expect(page.getByRole('dialog', { name: 'Account Created!' })).toBeVisible(PASSWORD_WORK);
    await expect(
      dialog.getByText(
        'Please check your email for a confirmation link to complete your registration.',
      ),
    ).toBeVisible();
    const firstLink = await mailbox.latestLink(email, SUBJECTS.confirm);

    // Signing in before confirming is refused with the server's message, in the red box.
    await dialog.getByRole('button', { name: 'Return to Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toBeVisible(PASSWORD_WORK);
    await expect(refusal).toContainText(
      await serverSignInMessage(request, baseURL, email, password),
    );
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);

    // Every confirmation mail's link works once; the newest is followed, as a person would.
    await expect.poll(async () => (await mailbox.to(email)).length).toBeGreaterThan(1);
    const link = await mailbox.latestLink(email, SUBJECTS.confirm);
    expect(link).not.toBe(firstLink);
    await page.goto(link);
    await expect(toastBehindModal(page, 'Email confirmed')).toBeVisible();
    await expect(toastBehindModal(page, 'Your account is ready. Please sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The confirmed notice offers the next step: the sign-in modal is open.
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();

    await submitSignIn(authDialog(page), email, password);
    await expectSignedIn(page);
    await expect(userMenuButton(page, username)).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByText(username, { exact: true })).toBeVisible();
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    await expect(menu.getByText('DJ', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The same link a second time is refused in words, and the session is kept.
    await page.goto(link);
    await expect(toast(page, 'This link was already used')).toBeVisible();
    await expect(userMenuButton(page, username)).toBeVisible();
  });
});

test.describe('a confirmation link opened elsewhere', () => {
  test('asks the address’s owner to choose the password: the sign-up’s password no longer works', async ({
    page,
    request,
    baseURL,
    mailbox,
  }) => {
    test.slow(); // a sign-up, a password choice and a sign-in: password hashing on a shared machine
    // Someone signs the address up through the API: its mail reaches the address's owner, who
    // opens the link in their own browser.
    const signedUp = await signUpUnconfirmed(request, baseURL);
    await page.goto(await mailbox.latestLink(signedUp.email, SUBJECTS.confirm));
    await expect(page.getByRole('heading', { name: authEnglish['confirm.title'] })).toBeVisible();
    await expect(page.getByText(authEnglish['confirm.intro'])).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(authEnglish['confirm.documentTitle']));
    await expectNoSeriousA11yIssues(page);

    const password = newPassword();
    await page.getByLabel('New Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm New Password').fill(password);
    await page.getByRole('button', { name: authEnglish['confirm.submit'] }).click();
    await expect(toastBehindModal(page, authEnglish['confirm.doneTitle'])).toBeVisible(
      PASSWORD_WORK,
    );
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();

    expect(await serverSignInMessage(request, baseURL, signedUp.email, signedUp.password)).toMatch(
      /invalid email or password/i,
    );
    await submitSignIn(authDialog(page), signedUp.email, password);
    await expectSignedIn(page);
  });
});

test.describe('sign-in refusals', () => {
  test.use({ allowedConsoleErrors: [refusedRequest(401)] });

  test('a wrong password shows the server’s message in the red box and keeps the modal open', async ({
    page,
    request,
    baseURL,
    sharedAccount,
  }) => {
    const wrong = `${sharedAccount.password}-wrong`;
    const message = await serverSignInMessage(request, baseURL, sharedAccount.email, wrong);
    expect(message).toMatch(/invalid email or password/i);

    await page.goto('/');
    const dialog = await openSignIn(page);
    await submitSignIn(dialog, sharedAccount.email, wrong);
    await expect(dialog.getByRole('alert')).toHaveText(message, PASSWORD_WORK);
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(sharedAccount.email);
    await expect(userMenuButton(page)).toHaveCount(0);

    // The right password then works from the same modal, and the red box goes.
    await dialog.getByLabel('Password', { exact: true }).fill(sharedAccount.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedIn(page);
    await expect(userMenuButton(page, sharedAccount.username)).toBeVisible();
    await expect(page.getByText(TEXTS.welcome)).toHaveCount(0);
  });
});
