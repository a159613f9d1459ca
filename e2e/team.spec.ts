import type { Page } from '@playwright/test';
import {
  authDialog,
  openSignIn,
  PASSWORD_WORK,
  refusedRequest,
  signInThroughModal,
  submitSignIn,
  userMenuButton,
} from './support/account';
import { expect, uniqueEmail, type Account } from './support/fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import { testOnOwnStation } from './support/own-station';

/**
 * Membership needs a new installation: its first sign-up becomes the Station Manager. This file
 * starts its own station with the default sign-up policy (approval), shared by its tests in order.
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'approval' });
test.describe.configure({ mode: 'serial' });

const WAITING =
  "Your account is waiting for a station manager's approval. You can sign in once it is approved.";
const manager: Account = {
  email: uniqueEmail('manager'),
  password: 'first manager pw 1',
  username: 'Morgan',
};

async function signUpThroughModal(page: Page, account: Account) {
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Created!' })).toBeVisible(PASSWORD_WORK);
  await page.keyboard.press('Escape');
}

test.use({ allowedConsoleErrors: [refusedRequest(403)] });

test('the first sign-up manages the station; a second waits until the manager approves it', async ({
  page,
  browser,
  station,
  mailbox,
}) => {
  test.slow(); // two sign-ups and three sign-ins: password hashing on a shared machine
  await page.goto('/');
  await signUpThroughModal(page, manager);
  await page.request.get(await mailbox.latestLink(manager.email, /Confirm your Radio Station/));
  await signInThroughModal(page, manager.email, manager.password);
  await userMenuButton(page).click();
  await expect(page.getByRole('menu').getByText('Station Manager')).toBeVisible();
  await page.keyboard.press('Escape');

  // A second person signs up in another browser: after confirming, sign-in says they wait.
  const newcomer: Account = {
    email: uniqueEmail('newcomer'),
    password: 'newcomer pw 22',
    username: 'Nova',
  };
  const other = await browser.newContext({ baseURL: station });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await signUpThroughModal(otherPage, newcomer);
  await otherPage.request.get(
    await mailbox.latestLink(newcomer.email, /Confirm your Radio Station/),
  );
  const dialog = await openSignIn(otherPage);
  await submitSignIn(dialog, newcomer.email, newcomer.password);
  await expect(authDialog(otherPage).getByText(WAITING)).toBeVisible(PASSWORD_WORK);

  // The manager was mailed, and the Team entry counts the waiting account.
  await expect
    .poll(async () => (await mailbox.to(manager.email)).map((m) => m.subject))
    .toContain('A new account is waiting for your approval');
  await page.reload();
  const teamLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Team/ });
  await expect(teamLink).toContainText('1');
  await expect(teamLink).toHaveAccessibleName('Team 1 waiting for approval');
  await teamLink.click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Nova' }).click();
  // The manager chooses the role Nova joins with: DJ, the spec's default, is chosen already.
  const approval = page.getByRole('dialog', { name: 'Approve Nova' });
  await expect(approval.getByRole('radio', { name: /^DJ/ })).toBeChecked();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Member approved')).toBeVisible();
  await expect(teamLink).toHaveAccessibleName('Team');

  // The new member signs in.
  await submitSignIn(authDialog(otherPage), newcomer.email, newcomer.password);
  await expect(
    otherPage.getByRole('heading', { name: 'Schedule Dashboard', level: 1 }),
  ).toBeVisible(PASSWORD_WORK);
  // A DJ gets neither manager page in the top bar, and the Team address explains itself.
  await expect(otherPage.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await otherPage.goto('/team');
  await expect(otherPage.getByText('Only station managers can manage the team.')).toBeVisible();
  await other.close();
});

test('the Team and Station Settings pages: accessible, and no sideways scroll on a phone', async ({
  page,
  signIn,
}) => {
  await signIn(manager);
  for (const [path, heading] of [
    ['/team', 'Team'],
    ['/settings', 'Station Settings'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  }
  // The invitation dialog too.
  await page.goto('/team');
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a member' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
});

test('an auto-approved domain is checked as it is added, its check fetched after the page paints', async ({
  page,
  signIn,
}) => {
  await signIn(manager);
  await page.goto('/settings');
  const domain = page.getByLabel('Auto-approved e-mail domains');
  await domain.fill('not a domain');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter a domain such as station.fm')).toBeVisible();

  await domain.fill(' @News.Example.FM ');
  await domain.press('Enter');
  const added = page.getByRole('list', { name: 'Auto-approved domains' });
  await expect(added.getByRole('listitem').filter({ hasText: 'news.example.fm' })).toBeVisible();
  await expect(domain).toHaveValue('');
  await expect(page.getByText('Enter a domain such as station.fm')).toHaveCount(0);
});

test('an invitation link opens sign-up with the invited address; invite-only explains itself', async ({
  page,
  browser,
  station,
  signIn,
  mailbox,
}) => {
  test.slow(); // a sign-up and a sign-in: password hashing on a shared machine
  await signIn(manager);
  await page.goto('/settings');
  await page.getByRole('radio', { name: /Invite only/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();

  await page.goto('/team');
  const invited = uniqueEmail('invited');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(invited);
  await dialog.getByRole('radio', { name: /Viewer/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem').filter({ hasText: invited })).toContainText(
    'Pending',
  );

  // A stranger's "Sign up" explains the policy instead of offering a form.
  const visitor = await browser.newContext({ baseURL: station });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  const modal = await openSignIn(visitorPage);
  await modal.getByRole('button', { name: 'Sign up' }).click();
  await expect(modal.getByText(/accepts new members by invitation only/)).toBeVisible();
  await expect(modal.getByLabel('Email')).toHaveCount(0);

  // The invited person follows the mailed link: the form has their address, and it works.
  await visitorPage.goto(await mailbox.latestLink(invited, /invited/));
  const signup = visitorPage.getByRole('dialog', { name: 'Create Account' });
  await expect(signup.getByLabel('Email')).toHaveValue(invited);
  await expect(signup.getByText('You are invited to join as Viewer.')).toBeVisible();
  await expect(visitorPage).toHaveURL(/\/$/);
  await signup.getByLabel('Password', { exact: true }).fill('invited person pw 3');
  await signup.getByLabel('Confirm Password').fill('invited person pw 3');
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitorPage.getByRole('dialog', { name: 'Account Created!' })).toBeVisible(
    PASSWORD_WORK,
  );
  await visitor.close();
  await page.reload();
  await expect(invitations.getByRole('listitem').filter({ hasText: invited })).toContainText(
    'Used',
  );
});
