import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { block, createShow, farWeek, openWeek, placeShow, unique } from './support/schedule';

/**
 * Overlapping shows keep their names readable (decision 0059, update of 2026-11-27): three shows
 * on top of each other on a Tuesday, each in a lane of ~96 px at 1024 and 1440 px, show their
 * names whole on two lines instead of "Mi…", with the overlap marker on the line below, and their
 * times whole ("10:00–12:00", not "10:00 - 12…"); the name is also the block's accessible name
 * and its hover title, the spaced time the time's title. Photographed at both widths.
 */

/** Whether an element's text is all in sight: nothing cut at its right or bottom edge. */
const shownWhole = (name: Locator) =>
  name.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
  );

async function nameOf(page: Page, show: string): Promise<Locator> {
  const placed = block(page, show, 'Tuesday 10:00');
  await expect(placed).toBeVisible();
  return placed.getByTitle(show, { exact: true });
}

test.beforeEach(async ({ createAccount, signIn }) => {
  await signIn(await createAccount());
});

for (const [slot, width] of [
  [58, 1440],
  [59, 1024],
] as const) {
  test(`three overlapping shows read their names whole at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/schedule');
    // Uniquely named on the shared server: two words each, as "Midnight Lullabies" is.
    const names = [unique('Lullabies'), unique('Lunchtime'), unique('Overnight')];
    const week = await farWeek(page, slot);
    for (const name of names) {
      const templateId = await createShow(page, name, 2);
      await placeShow(page, week, { templateId, dayIndex: 2, timeIndex: 40, duration: 8 });
    }
    await openWeek(page, week);
    for (const name of names) {
      const shown = await nameOf(page, name);
      await shown.scrollIntoViewIfNeeded();
      expect(await shownWhole(shown), `${name} is cut`).toBe(true);
      const placed = block(page, name, 'Tuesday 10:00');
      await expect(placed.getByTestId('overlap-marker')).toBeVisible();
      // The time reads whole too ("10:00–12:00"), the spaced form in its title.
      const time = placed.getByText(/^10:00\s*[-–]\s*12:00$/);
      expect(await shownWhole(time), `${name}'s time is cut`).toBe(true);
      await expect(time).toHaveAttribute('title', '10:00 - 12:00');
    }
    // The three blocks whole in the picture, not at the grid's bottom edge.
    await page
      .getByRole('region', { name: 'Week schedule' })
      .evaluate((node) => node.scrollBy({ top: 240 }));
    await page.screenshot({ path: info.outputPath(`overlap-names-${width}.png`) });
  });
}
