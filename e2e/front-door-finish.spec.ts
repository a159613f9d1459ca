import type { Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { pngFile } from './support/library';
import { startPublishedStation, type PublishedStation } from './support/published-station';

/**
 * The finish of issue 31 on a station of its own (London, publishing): an uploaded image in the
 * Edit Scheduled Show dialog, and screenshots at 1440, 1024 (touch) and 390 px of the dashboard,
 * the schedule (overlaps, a clock-change day), the agenda and /on-air, kept with the test's
 * output to be looked at.
 */
const test = base.extend<object, { published: PublishedStation }>({
  published: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const published = await startPublishedStation();
      await use(published);
      await published.server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ published }, use) => use(published.server.url),
});
test.describe.configure({ mode: 'serial' });

/** London's spring change day: Sunday 2027-03-28 skips 01:00-02:00. */
const CHANGE_WEEK = '2027-03-28';

async function signedIn(page: Page, published: PublishedStation) {
  const headers = { Origin: new URL(published.server.url).origin };
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: published.manager,
    headers,
  });
  expect(response.status()).toBe(200);
  return headers;
}

test('an uploaded image is shown as an image in the edit dialog, not as its /media/ address', async ({
  page,
  published,
}) => {
  const headers = await signedIn(page, published);
  const image = pngFile('art.png', 8, 8, [200, 30, 30]);
  const uploaded = await page.request.post('/api/media', {
    multipart: { file: image },
    headers,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { url } = (await uploaded.json()) as { url: string };
  const show = await page.request.post('/api/shows', {
    data: { name: 'Pictured Show', duration: 1, imageUrl: url },
    headers,
  });
  expect(show.ok(), await show.text()).toBe(true);
  const { id } = ((await show.json()) as { show: { id: string } }).show;
  const week = '2027-05-02';
  await page.request.get(`/api/weeks/${week}`);
  const placed = await page.request.post(`/api/weeks/${week}/shows`, {
    data: { templateId: id, dayIndex: 1, timeIndex: 40, duration: 4 },
    headers,
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto(`/schedule?week=${week}`);
  await page.getByRole('button', { name: /^Pictured Show, Monday 10:00/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Show' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Uploaded image', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Uploaded image' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Image URL/ })).toHaveCount(0);
  await expect(dialog.locator(`input[value="${url}"]`)).toHaveCount(0);
  // Removing it gives the URL box back, for an image on the web.
  await dialog.getByRole('button', { name: 'Remove image' }).click();
  await expect(dialog.getByRole('textbox', { name: /Image URL/ })).toHaveValue('');
});

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  { name: '1024-touch', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

test('screenshots of the dashboard, schedule, agenda and /on-air at 1440, 1024 and 390 px', async ({
  browser,
  published,
}, testInfo) => {
  test.slow();
  const setup = await browser.newPage({ baseURL: published.server.url });
  const headers = await signedIn(setup, published);
  const show = async (name: string, duration: number) =>
    (
      (await (
        await setup.request.post('/api/shows', { data: { name, duration }, headers })
      ).json()) as {
        show: { id: string };
      }
    ).show.id;
  const lullabies = await show('Midnight Lullabies', 2);
  const lunchtime = await show('Lunchtime Live', 2);
  const overnight = await show('Overnight Clocks', 4);
  await setup.request.get(`/api/weeks/${CHANGE_WEEK}`);
  const placements = [
    [lullabies, 1, 40, 8],
    [lunchtime, 1, 40, 8],
    [lullabies, 2, 44, 4],
    [lunchtime, 2, 46, 4],
    [overnight, 0, 0, 16],
    [lullabies, 3, 0, 4],
  ] as const;
  for (const [templateId, dayIndex, timeIndex, duration] of placements) {
    const placed = await setup.request.post(`/api/weeks/${CHANGE_WEEK}/shows`, {
      data: { templateId, dayIndex, timeIndex, duration },
      headers,
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
  await setup.close();

  for (const size of SIZES) {
    const context = await browser.newContext({ ...size, baseURL: published.server.url });
    const page = await context.newPage();
    await signedIn(page, published);
    const shot = (what: string) =>
      page.screenshot({ path: testInfo.outputPath(`${size.name}-${what}.png`) });
    await page.goto('/');
    await expect(page.getByText(/^Showing \d+ of \d+ weeks$/)).toBeVisible();
    await shot('dashboard');
    await page.goto('/schedule');
    await expect(page.getByText('Morning Jazz').first()).toBeVisible();
    await shot(size.name === '390' ? 'agenda' : 'schedule');
    await page.goto(`/schedule?week=${CHANGE_WEEK}`);
    await expect(page.getByText('Overnight Clocks').first()).toBeVisible();
    if (size.name !== '390') {
      const grid = page.getByRole('region', { name: 'Week schedule' });
      await grid.evaluate((node) => node.scrollTo({ top: 0 }));
      await shot('schedule-change-day');
      await grid.evaluate((node) => node.scrollTo({ top: 700 }));
      await shot('schedule-overlaps');
    } else {
      await shot('agenda-change-day');
    }
    for (const width of [size.viewport.width]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await page.goto('/on-air');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('on-air');
    await context.close();
  }
});
