import type { Locator, Page } from '@playwright/test';
import { openSignIn } from './support/account';
import { expect, test } from './support/library-fixtures';
import { createDjThroughApi, expectNoSeriousA11yIssues, uniqueSuffix } from './support/library';
import { block, createShow, farWeek, openWeek, placeShow, unique } from './support/schedule';

/**
 * DESIGN.md §6: axe-core finds no serious or critical violation on any page or dialog. Each page
 * and each dialog is scanned as it is shown; dialogs are closed with Escape, as people do.
 */

// The scans are independent: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Scans an open dialog, then closes it with Escape and waits until it is gone. */
async function scanDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('signed out: welcome page, the three auth dialogs and the reset-password page', async ({
  page,
}) => {
  test.slow(); // several scans on a machine shared with other tests
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const dialog = await openSignIn(page);
  await expectNoSeriousA11yIssues(page, DIALOG);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, DIALOG);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await scanDialog(page, page.getByRole('dialog', { name: 'Reset Password' }));

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ libraryAccount, signIn }) => {
    await signIn(libraryAccount);
  });

  test('dashboard, profile settings with each tab, and the Sign Out question', async ({ page }) => {
    test.slow(); // several scans on a machine shared with other tests
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.goto('/profile');
    for (const tab of ['Profile Information', 'Email Settings', 'Password & Security']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await scanDialog(page, page.getByRole('alertdialog', { name: 'Sign Out' }));
  });

  test('show library with its create, edit and delete dialogs', async ({ page }) => {
    test.slow(); // several scans on a machine shared with other tests
    const name = `A11y Show ${uniqueSuffix()}`;
    await page.goto('/');
    await createShow(page, name, 1);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Show Library' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search shows' }).fill(name);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Add Show' }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Add New Show' }));
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Edit Show' }));
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await scanDialog(page, page.getByRole('alertdialog', { name: 'Delete Show' }));
  });

  test('DJ library with its create, edit and delete dialogs', async ({ page, baseURL }) => {
    test.slow(); // several scans on a machine shared with other tests
    const name = `A11y DJ ${uniqueSuffix()}`;
    await createDjThroughApi(page, baseURL, { name, tags: ['house'] });
    await page.goto('/djs');
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Library' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search DJs' }).fill(name);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Add DJ' }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Add New DJ' }));
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Edit DJ' }));
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await scanDialog(page, page.getByRole('alertdialog'));
  });

  test('schedule with its dialogs: place, edit, recurring series, copy week, delete, revert', async ({
    page,
  }) => {
    test.slow(); // many scans on a machine shared with other tests
    await page.goto('/');
    const name = unique('A11y Drive');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, 50);
    await placeShow(page, week, { templateId, dayIndex: 2, timeIndex: 40, duration: 8 });
    await openWeek(page, week);
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('searchbox', { name: 'Search shows' }).fill(name);
    await page.getByRole('button', { name: `Place ${name}` }).click();
    await scanDialog(page, page.getByRole('dialog', { name: `Place ${name}` }));

    await block(page, name).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="menu"]');
    await page.getByRole('menuitem', { name: 'Edit Show' }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Edit Show' }));

    await block(page, name).click();
    await page.getByRole('menuitem', { name: 'Make Recurring' }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Create Recurring Series' }));

    await block(page, name).click();
    await page.getByRole('menuitem', { name: 'Delete Show' }).click();
    await scanDialog(page, page.getByRole('alertdialog'));

    await page.getByRole('button', { name: 'Copy Week' }).click();
    await scanDialog(page, page.getByRole('dialog', { name: 'Copy Week Schedule' }));

    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect(page.getByRole('button', { name: 'Revert to Draft' })).toBeVisible();
    await page.getByRole('button', { name: 'Revert to Draft' }).click();
    await scanDialog(page, page.getByRole('alertdialog'));
  });
});
