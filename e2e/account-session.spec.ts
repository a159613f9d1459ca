import type { Page } from '@playwright/test';
import { SESSION_CHECK_DELAY_MS } from '../src/shared/constants/limits';
import {
  TEXTS,
  expect,
  expectWelcomePage,
  openUserMenu,
  refusedRequest,
  signOutThroughMenu,
  test,
  userMenuButton,
} from './support/account';
import { toast } from './support/library';

test.beforeEach(async ({ signIn, sharedAccount }) => {
  await signIn(sharedAccount);
});

/** Puts something in local and session storage, as the app or a user setting would. */
async function fillBrowserStorage(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('e2e-probe', 'kept?');
    sessionStorage.setItem('e2e-probe', 'kept?');
  });
}

/**
 * Opens the dashboard and lets the app's start-up session check pass (SPEC.md §4: about 1 s
 * after start; the top bar's profile read answers it, or it reads the profile itself), so the
 * 401 under test is the answer to the user's next step and not to that check racing it.
 */
async function openAppAndSettle(page: Page) {
  let profileReads = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/profile')
      profileReads++;
  });
  await page.goto('/');
  await expect(userMenuButton(page)).toBeVisible();
  await expect.poll(() => profileReads).toBeGreaterThanOrEqual(1);
  // The page's own clock past the check's moment: by then it has run or had nothing to do.
  await page.waitForFunction((delay) => performance.now() > 2 * delay, SESSION_CHECK_DELAY_MS);
}

async function expectBrowserStorageCleared(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('e2e-probe'), sessionStorage.getItem('e2e-probe')]),
    )
    .toEqual([null, null]);
}

test('while the session is being checked, "Loading Radio Station..." fills the screen', async ({
  page,
  sharedAccount,
}) => {
  // Hold the session answer until the loading screen has been seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading Radio Station...' }),
  ).toBeVisible();
  await expect(page.getByText(TEXTS.welcome)).toHaveCount(0);
  release();
  await expect(userMenuButton(page, sharedAccount.username)).toBeVisible();
  await expect(page.getByText('Loading Radio Station...')).toHaveCount(0);
});

test('Sign Out asks first, ends the session and Back shows no app data', async ({
  page,
  sharedAccount,
}) => {
  test.slow(); // a long journey: three pages, the sign-out and two page loads after it
  await page.goto('/djs');
  await expect(page.getByRole('heading', { name: 'DJ Library', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Show Library' })
    .click();
  await expect(page.getByRole('heading', { name: 'Show Library', level: 1 })).toBeVisible();

  // Cancel keeps the user signed in.
  const menu = await openUserMenu(page);
  await expect(menu.getByText(sharedAccount.email, { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(confirm).toContainText(TEXTS.signOutConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Show Library', level: 1 })).toBeVisible();

  await signOutThroughMenu(page);
  await expect(toast(page, 'You have been signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The server no longer knows the session.
  expect((await page.request.get('/api/profile')).status()).toBe(401);

  // Back (and a reload there) shows the welcome page, not the pages seen before.
  await page.goBack();
  await expectWelcomePage(page);
  await expect(page.getByRole('heading', { name: 'Show Library' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'DJ Library' })).toHaveCount(0);
  await page.reload();
  await expectWelcomePage(page);
  await expect(userMenuButton(page)).toHaveCount(0);
});

test('signing out in one tab returns the other tabs of the browser to the welcome page', async ({
  page,
  sharedAccount,
}) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Show Library', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/djs');
  await expect(other.getByRole('heading', { name: 'DJ Library', level: 1 })).toBeVisible();
  await expect(userMenuButton(other, sharedAccount.username)).toBeVisible();

  await signOutThroughMenu(other);
  // The first tab hears it from the browser and asks who is signed in: no one.
  await expectWelcomePage(page);
  await expect(page.getByRole('heading', { name: 'Show Library' })).toHaveCount(0);
});

test.describe('a session that ends behind the page', () => {
  // The page's next API call is answered 401; Chromium logs it, and that answer is the point.
  test.use({ allowedConsoleErrors: [refusedRequest(401)] });

  test('revoked from elsewhere: the next API call signs the user out', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openAppAndSettle(page);
    await fillBrowserStorage(page);

    // Another client holding the same session signs it out on the server.
    const elsewhere = await playwright.request.newContext({
      baseURL,
      storageState: await page.context().storageState(),
    });
    const signOut = await elsewhere.post('/api/auth/sign-out', {
      data: {},
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(signOut.status(), await signOut.text()).toBe(200);
    await elsewhere.dispose();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Show Library' })
      .click();
    await expect(toast(page, 'Your session has ended')).toBeVisible();
    await expectWelcomePage(page);
    await expect(page).toHaveURL(/\/$/);
    await expectBrowserStorageCleared(page);
    await expect(page.getByRole('heading', { name: 'Show Library' })).toHaveCount(0);
  });

  test('cookie gone: the next API call signs the user out', async ({ page }) => {
    await openAppAndSettle(page);
    await fillBrowserStorage(page);

    await page.context().clearCookies();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'DJ Library' })
      .click();
    await expect(toast(page, 'Your session has ended')).toBeVisible();
    await expectWelcomePage(page);
    await expectBrowserStorageCleared(page);
    await expect(page.getByRole('heading', { name: 'DJ Library' })).toHaveCount(0);
  });
});
