import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { expect, test } from './support/fixtures';
import {
  block,
  createShow,
  openWeek,
  placeShow,
  randomFarWeek,
  stationZone,
  toast,
  unique,
} from './support/schedule';

/**
 * The schedule screen's finishing on a laptop screen: keyboard order and shortcuts, a locked
 * week's panel, the header on one row, and the printed sheet.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page, createAccount, signIn }) => {
  await signIn(await createAccount());
  await page.goto('/');
});

test('keyboard: top bar in visual order, a skip link to the grid, one Tab stop per panel show, focus on the placed block', async ({
  page,
}) => {
  const week = await randomFarWeek(page, 2400);
  const first = unique('Keys A');
  const second = unique('Keys B');
  const placed = unique('Keys Placed');
  const firstId = await createShow(page, first, 1);
  await createShow(page, second, 1);
  await placeShow(page, week, { templateId: firstId, dayIndex: 0, timeIndex: 0, duration: 4 });
  await openWeek(page, week);
  const panel = page.getByRole('complementary', { name: 'Show Library' });
  await expect(panel).toBeVisible();

  // With the panel open, the header's controls fit one row at 1440 px.
  const heading = page.getByRole('heading', { level: 1 });
  const printButton = page.getByRole('button', { name: 'Print' });
  const dashboard = page.getByRole('main').getByRole('link', { name: 'Dashboard' });
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
  const row = middle(await heading.boundingBox());
  for (const control of [printButton, dashboard]) {
    expect(Math.abs(middle(await control.boundingBox()) - row)).toBeLessThan(12);
  }

  // Top bar: logo, then the views, then the notifications bell and the user menu, as they are seen.
  await page.keyboard.press('Tab'); // Skip to content
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  const views = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(views.first()).toBeFocused();
  await views.last().focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^User menu for / })).toBeFocused();

  // Then the schedule's skip link, straight to the grid and its first block.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to schedule grid' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Week schedule' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(block(page, first)).toBeFocused();

  // The panel: one Tab stop per show, its actions on the arrow keys.
  await panel.getByRole('searchbox', { name: 'Search shows' }).fill('Keys ');
  const showA = panel.getByRole('toolbar', { name: first });
  const showB = panel.getByRole('toolbar', { name: second });
  await showA.getByRole('button', { name: `Place ${first}` }).focus();
  await page.keyboard.press('Tab');
  await expect(showB.getByRole('button', { name: `Place ${second}` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(showA.getByRole('button', { name: `Edit ${first}` })).toBeFocused();
  await page.keyboard.press('End');
  await expect(showA.getByRole('button', { name: `Delete ${first}` })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(showA.getByRole('button', { name: `Place ${first}` })).toBeFocused();

  // Place from the keyboard: focus lands on the new block.
  await createShow(page, placed, 1);
  await panel.getByRole('searchbox', { name: 'Search shows' }).fill(placed);
  await panel.getByRole('button', { name: `Place ${placed}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Place ${placed}` });
  await dialog.getByRole('button', { name: 'Place Show' }).click();
  await expect(dialog).toBeHidden();
  await expect(block(page, placed)).toBeFocused();
});

test('a past week refuses a panel drag with its reason and selects no text', async ({ page }) => {
  const name = unique('Past Drag');
  await createShow(page, name, 1);
  const past = addDays(currentWeekId(new Date(), await stationZone(page)), -7 * 5);
  await openWeek(page, past);
  const panel = page.getByRole('complementary', { name: 'Show Library' });
  await panel.getByRole('searchbox', { name: 'Search shows' }).fill(name);
  const card = panel.getByText(name, { exact: true });
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 260, box.y + 200, { steps: 8 });
  await page.mouse.up();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await expect(toast(page, SCHEDULE_TEXTS.pastWeek)).toBeVisible();
});

test('the printed week: hour labels clear of each other, a readable 15-minute show, station, zone and date', async ({
  page,
}, testInfo) => {
  const week = await randomFarWeek(page, 2400);
  const quarter = unique('Quarter');
  const quarterId = await createShow(page, quarter, 0.25);
  await placeShow(page, week, { templateId: quarterId, dayIndex: 1, timeIndex: 4, duration: 1 });
  await openWeek(page, week);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 1060, height: 760 });

  const midnight = (await page.getByText('00:00', { exact: true }).first().boundingBox())!;
  const one = (await page.getByText('01:00', { exact: true }).first().boundingBox())!;
  expect(midnight.y + midnight.height).toBeLessThanOrEqual(one.y);

  const piece = page.locator('[data-block-id]').filter({ hasText: quarter });
  const name = piece.getByText(quarter, { exact: true });
  // The name's line lies within the show's 15-minute slot, drawn, not clipped away.
  const slotBox = (await piece.locator('xpath=..').boundingBox())!;
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.y).toBeGreaterThanOrEqual(slotBox.y - 0.5);
  expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(slotBox.y + slotBox.height + 0.5);
  expect(await piece.evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
  const fontSize = await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(6.5);

  const zone = await stationZone(page);
  const heading = page.getByTestId('print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText('Radio Station · Printed ');
  await expect(heading).toContainText(`${new Date().getFullYear()}`);
  // The zone of the times is said once on paper, by the schedule's own zone line.
  await expect(page.getByTestId('station-zone-label')).toBeVisible();
  await expect(page.getByTestId('station-zone-label')).toContainText(
    zone === 'UTC' ? 'Times in UTC' : `Times in ${zone.split('/').at(-1)!.replaceAll('_', ' ')}`,
  );
  await expect(page.getByText(/Times in/)).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('print-week.png'), fullPage: true });
});
