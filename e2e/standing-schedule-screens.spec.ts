import type { Browser, Page } from '@playwright/test';
import { addDays, weekIdOf } from '../src/shared/schedule/week';
import { expect } from './support/fixtures';
import { block, createShow, openWeek, placeShow, stationToday, toast } from './support/schedule';
import { testOnOwnStation } from './support/own-station';
import { SEASON_TEXTS } from './support/season-texts';

/**
 * The standing schedule as a new station meets it (issue 30), at 1440 px, a 1024 px touch tablet
 * and a 390 px phone: New York as the station's zone, a Monday-to-Friday morning drive without
 * end still on two years ahead, seasons in the header and in Station Settings, and a Saturday
 * overnight that continues into the next week's Sunday. Each size is photographed into
 * test-results/ and must not scroll sideways.
 */
const test = testOnOwnStation({
  SIGNUP_POLICY: 'open',
  STATION_TIMEZONE: 'America/New_York',
});

const headers = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function makeSeries(page: Page, id: string, rule: Record<string, unknown>) {
  const made = await page.request.post(`/api/scheduled-shows/${id}/series`, {
    data: { rule },
    headers: headers(page),
  });
  expect(made.status(), await made.text()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Opens the weeks and settings in a context of the given size, as the signed-in manager. */
async function photograph(
  browser: Browser,
  page: Page,
  size: { name: string; width: number; height: number; touch: boolean; mobile: boolean },
  weeks: { drive: string; overnight: string },
) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    isMobile: size.mobile,
  });
  const view = await context.newPage();
  for (const [what, weekId] of Object.entries(weeks)) {
    await openWeek(view, weekId);
    await expect(view.getByText(SEASON_TEXTS.headerLabel('Fall')).first()).toBeVisible();
    await expectNoSidewaysScroll(view);
    await view.screenshot({ path: `test-results/standing-${what}-${size.name}.png` });
  }
  await view.goto('/settings');
  await expect(view.getByRole('region', { name: SEASON_TEXTS.sectionTitle })).toBeVisible();
  await expectNoSidewaysScroll(view);
  await view.screenshot({
    path: `test-results/standing-settings-${size.name}.png`,
    fullPage: true,
  });
  await context.close();
}

test('a standing schedule: endless morning drive, seasons, an overnight into Sunday, at three sizes', async ({
  page,
  browser,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount({ username: 'Morgan' }));
  await page.goto('/settings');
  const today = await stationToday(page);
  const week = weekIdOf(today);

  // A Monday-to-Friday morning drive, 06:00-10:00, that never ends: on two years ahead.
  const drive = await createShow(page, 'Morning Drive', 4);
  const monday = await placeShow(page, week, {
    templateId: drive,
    dayIndex: 1,
    timeIndex: 24,
    duration: 16,
  });
  await makeSeries(page, monday.id, {
    frequency: 'weekly',
    interval: 1,
    byWeekday: [1, 2, 3, 4, 5],
    endType: 'never',
  });
  const twoYears = addDays(week, 7 * 104);
  await openWeek(page, twoYears);
  await expect(block(page, 'Morning Drive', 'Friday 06:00 - 10:00')).toBeVisible();

  // Seasons: this week and the next eleven are "Fall".
  const section = page.getByRole('region', { name: SEASON_TEXTS.sectionTitle });
  await page.goto('/settings');
  await section.getByRole('button', { name: SEASON_TEXTS.add }).click();
  const form = section.getByRole('form', { name: SEASON_TEXTS.add });
  await form.getByLabel(SEASON_TEXTS.nameLabel).fill('Fall');
  await form.getByLabel(SEASON_TEXTS.firstDayLabel).fill(week);
  await form.getByLabel(SEASON_TEXTS.lastDayLabel).fill(addDays(week, 7 * 12 - 1));
  await form.getByRole('button', { name: SEASON_TEXTS.save }).click();
  await expect(toast(page, SEASON_TEXTS.created).last()).toBeVisible();

  // Overnight shows continue: a Saturday 23:00-05:00 runs on into next Sunday.
  const schedule = page.getByRole('region', { name: 'Schedule', exact: true });
  await schedule.getByLabel('Overnight shows may continue into the next week').check();
  await schedule.getByRole('button', { name: 'Save schedule settings' }).click();
  await expect(toast(page, 'Schedule settings saved')).toBeVisible();
  const night = await createShow(page, 'Night Owls', 6);
  const later = addDays(week, 7);
  await placeShow(page, later, { templateId: night, dayIndex: 6, timeIndex: 92, duration: 24 });
  const sunday = addDays(later, 7);
  await openWeek(page, sunday);
  await expect(page.getByTestId('week-columns').getByText('(cont.)').first()).toBeVisible();

  const weeks = { drive: later, overnight: sunday };
  await photograph(
    browser,
    page,
    { name: '1440', width: 1440, height: 900, touch: false, mobile: false },
    weeks,
  );
  await photograph(
    browser,
    page,
    { name: '1024-touch', width: 1024, height: 768, touch: true, mobile: false },
    weeks,
  );
  await photograph(
    browser,
    page,
    { name: '390', width: 390, height: 844, touch: true, mobile: true },
    weeks,
  );
});
