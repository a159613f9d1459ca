import type { Page } from '@playwright/test';
import { expect, test } from './support/library-fixtures';
import { createShow, openWeek, placeShow, randomFarWeek, unique } from './support/schedule';

/**
 * The member's clock (issue 37 point 4, decision 0076): Profile Settings → Time format, else the
 * clock of the browser's language and region. The suite's browsers are English (UK), 24 hours
 * (playwright.config.ts); these journeys choose 12 hours, or open an English (US) browser.
 */

/** Profile Settings → Time format through the API ('' returns to the language's own). */
async function chooseClock(page: Page, timeFormat: '12h' | '24h' | '') {
  const response = await page.request.patch('/api/profile', {
    data: { timeFormat },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A week far ahead with one show on Tuesday 18:00 - 19:00; returns the week and the show. */
async function eveningShow(page: Page) {
  const week = await randomFarWeek(page, 1600);
  const name = unique('Clock Evening');
  const templateId = await createShow(page, name, 1);
  await placeShow(page, week, { templateId, dayIndex: 2, timeIndex: 72, duration: 4 });
  return { week, name };
}

/** The grid's hour labels, midnight first. */
const hourLabels = (page: Page) => page.getByTestId('hour-labels').locator(':scope > div');

test.beforeEach(async ({ page, libraryAccount, signIn }) => {
  await signIn(libraryAccount);
  await page.goto('/');
});

// The account is the worker's, shared with the journeys after these: it returns to no choice.
test.afterEach(async ({ page }) => {
  await chooseClock(page, '');
});

test('a member who chose 12 hours reads them on the grid, in a block and in the Edit dialog', async ({
  page,
}) => {
  await chooseClock(page, '12h');
  const { week, name } = await eveningShow(page);
  await openWeek(page, week);

  await expect(hourLabels(page).nth(0)).toHaveText('12 AM');
  await expect(hourLabels(page).nth(12)).toHaveText('12 PM');
  await expect(hourLabels(page).nth(18)).toHaveText('6 PM');
  const evening = page.getByRole('button', { name: `${name}, Tuesday 6:00 - 7:00 PM` });
  await expect(evening).toBeVisible();
  await expect(evening).toContainText('6:00 - 7:00 PM');

  await evening.click();
  await page.getByRole('menuitem', { name: 'Edit Show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Show' });
  await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveText('6:00 PM');
  // The picker's choices read the same clock; the values stay slots.
  await dialog.getByRole('combobox', { name: 'Start time' }).click();
  await expect(page.getByRole('option', { name: '12:00 AM', exact: true })).toBeAttached();
  await expect(page.getByRole('option', { name: '11:45 PM', exact: true })).toBeAttached();
  await page.getByRole('option', { name: '7:00 PM', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${name}, Tuesday 7:00 - 8:00 PM` })).toBeVisible();

  // Back to 24 hours: the same week reads the spec's clock again.
  await chooseClock(page, '24h');
  await openWeek(page, week);
  await expect(hourLabels(page).nth(18)).toHaveText('18:00');
  await expect(page.getByRole('button', { name: `${name}, Tuesday 19:00 - 20:00` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the day agenda reads 12 hours and nothing scrolls sideways', async ({ page }) => {
    await chooseClock(page, '12h');
    const { week, name } = await eveningShow(page);
    await openWeek(page, week);
    const tuesday = page.getByRole('region', { name: 'Shows on Tuesday' });
    await page.getByRole('button', { name: /^Tue, / }).tap();
    await expect(tuesday.getByRole('listitem')).toHaveText([new RegExp(`^6:00 - 7:00 PM${name}`)]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe('an English (US) browser', () => {
  test.use({ locale: 'en-US' });

  test('a member who chose no clock reads 12 hours', async ({ page }) => {
    const { week, name } = await eveningShow(page);
    await openWeek(page, week);
    await expect(hourLabels(page).nth(18)).toHaveText('6 PM');
    await expect(
      page.getByRole('button', { name: `${name}, Tuesday 6:00 - 7:00 PM` }),
    ).toBeVisible();
  });
});

test('in an English (UK) browser a member who chose no clock reads 24 hours', async ({ page }) => {
  const { week, name } = await eveningShow(page);
  await openWeek(page, week);
  await expect(hourLabels(page).nth(18)).toHaveText('18:00');
  await expect(page.getByRole('button', { name: `${name}, Tuesday 18:00 - 19:00` })).toBeVisible();
});
