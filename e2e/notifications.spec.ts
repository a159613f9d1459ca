import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, uniqueEmail, type Account } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';

/**
 * The notification centre (issue 34): the bell counts a manager's notices live in every browser
 * they have open, the panel lists them and marks them read, and Profile Settings → Notifications
 * holds the choices. Its own station (approval policy): the first account is the manager, and a
 * newcomer who confirms their address is a notice to them.
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'approval' });
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/v-notify-shots';
const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');

async function signInContext(page: Page, account: Account, station: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { Origin: new URL(station).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the bell counts a new notice live in a second browser; reading it there clears both', async ({
  page,
  browser,
  station,
  createAccount,
  signIn,
}) => {
  test.slow(); // three accounts' password hashing on a shared machine
  mkdirSync(SHOTS, { recursive: true });
  const manager = await createAccount({ username: 'Morgan' });
  await signIn(manager);
  const other = await browser.newContext({ baseURL: station });
  const second = await other.newPage();
  await signInContext(second, manager, station);
  await page.goto('/');
  await second.goto('/');
  await expect(bell(page)).toBeVisible();
  await expect(count(second)).toHaveCount(0);

  // A newcomer confirms their address: both of the manager's browsers count it, unreloaded.
  await createAccount({ email: uniqueEmail('nova'), username: 'Nova' });
  await expect(count(second)).toHaveText('1');
  await expect(count(page)).toHaveText('1');
  await expect(bell(second)).toHaveAccessibleName('Notifications, 1 unread notification');

  await page.setViewportSize({ width: 1440, height: 900 });
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('A new account is waiting for your approval')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell-panel-1440.png` });

  await panel.getByRole('button', { name: 'Mark as read' }).click();
  await expect(count(page)).toHaveCount(0);
  // The other browser hears of it through the event stream.
  await expect(count(second)).toHaveCount(0);

  // A notice opens what it is about.
  await panel.getByRole('button', { name: /A new account is waiting/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  await other.close();

  // On a phone the centre is a sheet from the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await bell(page).click();
  await expect(panel.getByText('A new account is waiting for your approval')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell-sheet-390.png` });
  await page.keyboard.press('Escape');

  // The choices: per kind e-mail and/or in the app, and the reminders' lead.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/profile?tab=notifications');
    await expect(page.getByRole('checkbox', { name: 'Reminders: E-mail' })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/preferences-${width}.png`, fullPage: true });
  }
  await page.getByRole('checkbox', { name: 'Reminders: E-mail' }).click();
  await expect(page.getByRole('checkbox', { name: 'Reminders: E-mail' })).not.toBeChecked();
  await page.getByLabel('Remind me before my shows').selectOption('both');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Reminders: E-mail' })).not.toBeChecked();
  await expect(page.getByLabel('Remind me before my shows')).toHaveValue('both');
});
