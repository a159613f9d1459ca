import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import {
  block,
  createShow,
  openWeek,
  placeShow,
  slotPoint,
  toast,
  unique,
} from './support/schedule';
import { testOnOwnStation } from './support/own-station';

/**
 * Change days on the grid of a station in New York (a server of its own, STATION_TIMEZONE set):
 * the week of 2027-03-14 skips 02:00-03:00 on Sunday, the week of 2027-11-07 repeats 01:00-02:00.
 */
const test = testOnOwnStation({
  SIGNUP_POLICY: 'open',
  STATION_TIMEZONE: 'America/New_York',
});

const SPRING = '2027-03-14';
const FALL = '2027-11-07';

function grid(page: Page) {
  return page.getByRole('region', { name: 'Week schedule' });
}

test('a forward and a back change day on the grid: the skipped hour refuses a drop, airtime is said', async ({
  page,
  createAccount,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(await createAccount({ username: 'Nora' }));
  await page.goto('/');
  const overnight = unique('Overnight');
  const short = unique('Short');
  const overnightId = await createShow(page, overnight, 4);
  await createShow(page, short, 1);
  await placeShow(page, SPRING, {
    templateId: overnightId,
    dayIndex: 0,
    timeIndex: 0,
    duration: 16,
  });

  await openWeek(page, SPRING);
  await expect(page.getByTestId('station-zone-label')).toHaveText(
    'Times in New York time (EST, UTC−5 → EDT, UTC−4 from Sunday 03:00)',
  );
  await expect(page.getByText('Clocks go forward 02:00 → 03:00')).toBeVisible();
  const skipped = page.getByRole('img', {
    name: 'Sunday 02:00–03:00 skipped: Clocks go forward 02:00 → 03:00',
  });
  await expect(skipped).toBeVisible();
  await expect(skipped).toHaveCSS('background-image', /repeating-linear-gradient/);
  const spanning = block(page, overnight, 'Sunday 00:00 - 04:00');
  await expect(spanning).toHaveAccessibleName(/3 h on air: clocks go forward/);
  await expect(spanning.getByTestId('block-clock-note')).toHaveText(
    '3 h on air: clocks go forward',
  );
  await grid(page).evaluate((node) => node.scrollTo({ top: 0 }));
  await page.screenshot({ path: '/tmp/change-days-forward-1440.png' });

  // A library show dropped at Sunday 02:00 is drawn invalid, refused in a toast, and never sent.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/shows')) posts.push(request.url());
  });
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(short);
  const row = page.locator('[data-show-id]', { hasText: short });
  const rowBox = await row.boundingBox();
  if (!rowBox) throw new Error('The library row is not on screen');
  const target = await slotPoint(page, 0, 8);
  const from = { x: rowBox.x + rowBox.width / 2, y: rowBox.y + rowBox.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  const preview = page.getByTestId('drag-preview').first();
  await expect(preview).toHaveAttribute('data-state', 'invalid');
  await page.mouse.up();
  const refusal =
    'Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00 and 03:00.';
  await expect(toast(page, refusal)).toBeVisible();
  await expect(block(page, short)).toHaveCount(0);
  expect(posts).toEqual([]);

  // The Place dialog (the keyboard's and the phone's way to place) refuses the same start.
  await row.getByRole('button', { name: /^Place/ }).click();
  const place = page.getByRole('dialog', { name: /Place/ });
  await place.getByRole('combobox', { name: 'Start time' }).click();
  await page.getByRole('option', { name: '02:00', exact: true }).click();
  await expect(place.getByRole('status')).toHaveText(refusal);
  await expect(place.getByRole('button', { name: 'Place Show' })).toBeDisabled();
  await place.getByRole('button', { name: 'Cancel' }).click();
  expect(posts).toEqual([]);
  await expectNoSeriousA11yIssues(page);

  // The back day: the repeated hour is banded, a 4-slot-hour show airs 5 h, 01:30 airs once.
  await placeShow(page, FALL, { templateId: overnightId, dayIndex: 0, timeIndex: 0, duration: 16 });
  const early = unique('Early');
  const earlyId = await createShow(page, early, 0.25);
  await placeShow(page, FALL, { templateId: earlyId, dayIndex: 0, timeIndex: 6, duration: 1 });
  await openWeek(page, FALL);
  await expect(page.getByText('Clocks go back 02:00 → 01:00')).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Sunday 01:00–02:00 happens twice: Clocks go back 02:00 → 01:00',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('station-zone-label')).toHaveText(
    'Times in New York time (EDT, UTC−4 → EST, UTC−5 from Sunday 01:00)',
  );
  const fallBlock = block(page, overnight, 'Sunday 00:00 - 04:00');
  await expect(fallBlock.getByTestId('block-clock-note')).toHaveText('5 h on air: clocks go back');
  await fallBlock.click();
  const menu = page.getByRole('menu', { name: `${overnight} actions` });
  await expect(menu.getByText('5 h on air: clocks go back')).toBeVisible();
  await page.keyboard.press('Escape');
  await block(page, early, 'Sunday 01:30 - 01:45').click();
  await expect(
    page
      .getByRole('menu', { name: `${early} actions` })
      .getByText('Airs at the first 01:30 (before clocks go back)'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/change-days-back-1440.png' });

  // A phone: the agenda names the change and the note; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByText('Clocks go back 02:00 → 01:00 · 01:00–02:00 happens twice'),
  ).toBeVisible();
  await expect(page.getByText('5 h on air: clocks go back')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/change-days-back-390.png', fullPage: true });
});

test.describe('a colleague in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('turns on Berlin time beside the grid: the hours follow real instants, blocks stay put', async ({
    page,
    createAccount,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(await createAccount({ username: 'Bert' }));
    await page.goto('/');
    const talk = unique('Talk');
    const talkId = await createShow(page, talk, 2);
    await placeShow(page, '2027-01-10', {
      templateId: talkId,
      dayIndex: 1,
      timeIndex: 40,
      duration: 8,
    });

    await openWeek(page, '2027-01-10');
    await expect(page.getByTestId('station-zone-label')).toHaveText(
      'Times in New York time (EST, UTC−5)',
    );
    const talkBlock = block(page, talk, 'Monday 10:00 - 12:00');
    const before = await talkBlock.boundingBox();
    await expect(page.getByTestId('viewer-time-column')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Also show Berlin time' }).click();
    const column = page.getByTestId('viewer-time-column');
    await expect(column.locator('[data-hour="2"]')).toHaveText('08:00');
    await expect(column.locator('[data-hour="10"]')).toHaveText('16:00');
    await expect(talkBlock).toHaveAccessibleName(/Berlin 16:00–18:00 time/);
    // The grid is still New York time: the block sits on the same station hour, only shifted
    // sideways by the new column.
    const after = await talkBlock.boundingBox();
    expect(after?.y).toBe(before?.y);
    await expectNoSeriousA11yIssues(page);

    // Remembered; and on New York's spring-forward Sunday Berlin's labels jump.
    await openWeek(page, SPRING);
    await expect(page.getByRole('switch', { name: 'Also show Berlin time' })).toBeChecked();
    await expect(column.locator('[data-hour="1"]')).toHaveText('07:00');
    await expect(column.locator('[data-hour="2"]')).toHaveText('08:00');
    await expect(column.locator('[data-hour="3"]')).toHaveText('08:00');
    await expect(page.getByText('on Sun')).toBeVisible();
    await grid(page).evaluate((node) => node.scrollTo({ top: 0 }));
    await page.screenshot({ path: '/tmp/change-days-berlin-1440.png' });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('station-zone-label')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/change-days-berlin-390.png' });
  });
});
