import { test as base, expect } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import { seededShowName, seedLibraryShows } from './support/library-seed';
import { withStationDatabase } from './support/station-database';
import { startStationServer, type StationServer } from './support/station-server';

const SHOWS = 1500;
/** Far fewer cards than shows: only the rows near the view are drawn. */
const MAX_DRAWN = 200;

/**
 * A station with a library of 1500 shows, on its own server so the other journeys' station keeps
 * its small library. The shows are written straight in SQL (the API would take minutes).
 */
const test = base.extend<object, { station: StationServer }>({
  station: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startStationServer();
      await withStationDatabase(server.logFile, (client) => seedLibraryShows(client, SHOWS));
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ station }, use) => use(station.url),
});

test('a library of 1500 shows draws a few cards, scrolls to its last, finds it by name and opens it', async ({
  page,
  createAccount,
  signIn,
}) => {
  test.slow(); // a server of its own to start on a shared machine
  await signIn(await createAccount({ username: 'Scale Tester' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Show Library', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  const first = page.getByRole('article', { name: seededShowName(1) });
  await expect(first).toBeVisible();
  // Every entry still tells assistive technology its place among all 1500.
  await expect(page.locator('li[aria-posinset="1"]')).toHaveAttribute(
    'aria-setsize',
    String(SHOWS),
  );
  expect(await cards.count()).toBeLessThan(MAX_DRAWN);

  // A focused card keeps its focus while it scrolls out of view.
  const firstEdit = page.getByRole('button', { name: `Edit ${seededShowName(1)}` });
  await firstEdit.focus();

  // To the end of the list by scrolling: the last show by name is drawn and shown.
  const last = page.getByRole('article', { name: seededShowName(SHOWS) });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(await cards.count()).toBeLessThan(MAX_DRAWN);
  await expect(firstEdit).toBeFocused();
  await expectNoSeriousA11yIssues(page);

  // Back at the top, the search finds it by name, and its Edit opens it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Search shows').fill(seededShowName(SHOWS));
  await expect(cards).toHaveCount(1);
  await last.getByRole('button', { name: `Edit ${seededShowName(SHOWS)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Show' });
  await expect(dialog.getByLabel('Show Name')).toHaveValue(seededShowName(SHOWS));
  await page.keyboard.press('Escape');

  // The list view draws a few rows too, and a phone never scrolls sideways.
  await page.getByLabel('Search shows').fill('');
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(page.getByRole('row', { name: new RegExp(seededShowName(1)) })).toBeVisible();
  expect(await page.getByRole('main').getByRole('row').count()).toBeLessThan(MAX_DRAWN);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('radio', { name: 'Grid view' }).click();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
