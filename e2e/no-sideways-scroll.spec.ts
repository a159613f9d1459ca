import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, currentWeekId, weekLabel } from '../src/shared/schedule/week';
import { openSignIn } from './support/account';
import { expect, test as base, type Account } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import { workerManager } from './support/worker-manager';

/**
 * No page scrolls sideways at 390, 768 or 1024 px, and axe finds nothing serious at 390 and 1024:
 * every page, the schedule in both its phone views, both libraries in both views. The station is
 * seeded with long-ish names (a show, a DJ, a member), so what can overflow has something to
 * overflow with.
 */
const WIDTHS = [390, 768, 1024] as const;
const AXE_WIDTHS: readonly number[] = [390, 1024];

const LONG_SHOW = `The Extraordinarily Long Sunday Morning Breakfast Programme ${randomBytes(2).toString('hex')}`;
const LONG_DJ = `Maximiliana Bartholomew-Featherstonehaugh ${randomBytes(2).toString('hex')}`;

type Station = { manager: Account; week: string };

/**
 * One station manager per worker, linked to a DJ entry (for My Shows), whose show is placed in a
 * week of its own; the e2e server is shared, so the week is a random far one.
 */
const test = base.extend<object, { station: Station }>({
  station: [
    async ({ playwright }, use) => {
      const { manager, request, post } = await workerManager(
        playwright,
        `Wilhelmina Constantinopoulou ${randomBytes(2).toString('hex')}`,
      );
      const dj = (
        await post('/api/djs', {
          name: LONG_DJ,
          email: manager.email,
          bio: 'Hosts the longest breakfast on the dial, with guests, phone-ins and the weather.',
          tags: ['Talk Show', 'Comedy', 'News'],
        })
      ).dj!;
      const show = (
        await post('/api/shows', {
          name: LONG_SHOW,
          duration: 3,
          djIds: [dj.id],
          genres: ['Talk', 'Pop', 'Jazz'],
          description: 'Three hours of conversation, music and listeners calling in from afar.',
        })
      ).show!;
      const config = (await (await request.get('/api/config')).json()) as {
        stationTimeZone: string;
      };
      // Far ahead, in a band of its own (see randomFarWeek): 2000 weeks and more.
      const offset = 2000 + randomInt(200);
      const week = addDays(currentWeekId(new Date(), config.stationTimeZone), offset * 7);
      await post(`/api/weeks/${week}`, {});
      await post(`/api/weeks/${week}/shows`, {
        templateId: show.id,
        dayIndex: 0,
        timeIndex: 32,
        duration: 12,
      });
      await request.dispose();
      await use({ manager, week });
    },
    { scope: 'worker' },
  ],
});

type PageCase = {
  name: string;
  path: (station: Station) => string;
  /** What shows that the page has drawn its content. */
  ready: (page: Page, station: Station) => Promise<void>;
  /** A step after loading: a view switched, a tab opened. */
  then?: (page: Page, width: number) => Promise<void>;
  /** Only at these widths (the phone views). */
  widths?: readonly number[];
};

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const listView = async (page: Page) => {
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(page.getByRole('table')).toBeVisible();
};

const PAGES: PageCase[] = [
  {
    name: 'dashboard',
    path: () => '/',
    ready: (page) => expect(page.getByText(/^Showing \d+ of \d+ weeks$/)).toBeVisible(),
  },
  {
    name: 'schedule, day agenda',
    path: ({ week }) => `/schedule?week=${week}`,
    ready: (page) =>
      expect(page.getByRole('button', { name: new RegExp(`^${LONG_SHOW}, `) })).toBeVisible(),
    widths: [390],
  },
  {
    name: 'schedule, week grid',
    path: ({ week }) => `/schedule?week=${week}`,
    ready: (page, { week }) => heading(page, weekLabel(week)),
    then: async (page, width) => {
      if (width < 640) await page.getByRole('radio', { name: 'Week grid' }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^${LONG_SHOW}, `) })).toBeVisible();
    },
  },
  {
    name: 'show library, grid',
    path: () => '/library',
    // Searched for: the shared station's library outgrows the cards drawn at first.
    ready: async (page) => {
      await page.getByRole('searchbox').first().fill(LONG_SHOW);
      await expect(page.getByRole('heading', { name: LONG_SHOW })).toBeVisible();
    },
  },
  {
    name: 'show library, list',
    path: () => '/library',
    // Searched for: the shared station's library outgrows the cards drawn at first.
    ready: async (page) => {
      await page.getByRole('searchbox').first().fill(LONG_SHOW);
      await expect(page.getByRole('heading', { name: LONG_SHOW })).toBeVisible();
    },
    then: listView,
  },
  {
    name: 'DJ library, grid',
    path: () => '/djs',
    ready: (page) => expect(page.getByText(LONG_DJ).first()).toBeVisible(),
  },
  {
    name: 'DJ library, list',
    path: () => '/djs',
    ready: (page) => expect(page.getByText(LONG_DJ).first()).toBeVisible(),
    then: listView,
  },
  { name: 'profile', path: () => '/profile', ready: (page) => heading(page, 'Profile Settings') },
  {
    name: 'team',
    path: () => '/team',
    ready: (page, { manager }) => expect(page.getByText(manager.email).first()).toBeVisible(),
  },
  {
    name: 'station settings',
    path: () => '/settings',
    ready: (page) => expect(page.getByRole('group', { name: 'Sign-up policy' })).toBeVisible(),
  },
  {
    name: 'activity',
    path: () => '/activity',
    ready: (page) => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'my shows',
    path: () => '/my-shows',
    ready: (page) => heading(page, 'My Shows'),
  },
  {
    name: 'fill-ins',
    path: () => '/fill-ins',
    ready: (page) => expect(page.getByRole('region', { name: 'All requests' })).toBeVisible(),
  },
];

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
}

// The pages are independent: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

for (const pageCase of PAGES) {
  test(`${pageCase.name}: no sideways scroll at 390, 768 and 1024 px`, async ({
    page,
    station,
    signIn,
  }) => {
    test.slow(); // up to three widths with two accessibility scans
    await signIn(station.manager);
    for (const width of pageCase.widths ?? WIDTHS) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await page.goto(pageCase.path(station));
      await pageCase.ready(page, station);
      await pageCase.then?.(page, width);
      await expectNoSidewaysScroll(page, width);
      if (AXE_WIDTHS.includes(width)) await expectNoSeriousA11yIssues(page);
    }
  });
}

test('signed out: the welcome page and the sign-in dialog', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await page.goto('/');
    await openSignIn(page);
    await expectNoSidewaysScroll(page, width);
    if (AXE_WIDTHS.includes(width)) await expectNoSeriousA11yIssues(page);
  }
});

test('the top bar keeps one row from 1024 px for a station manager with My Shows; Station Settings is in the user menu', async ({
  page,
  station,
  signIn,
}) => {
  await signIn(station.manager);
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
  for (const width of [1024, 1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(links).toHaveText(
      ['Dashboard', 'Show Library', 'DJ Library', 'Schedule', 'My Shows', 'Fill-ins', 'Team'].map(
        (label) => new RegExp(`^${label}`),
      ),
    );
    const tops = await links.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `rows of links at ${width} px`).toBe(1);
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height, `top bar height at ${width} px`).toBeLessThanOrEqual(72);
    const lastLink = await links.last().boundingBox();
    // The user menu's button is drawn once the profile has arrived, maybe after the links, and
    // drawn again when the member's name comes: measured until it holds still.
    const menuButton = page.getByRole('button', { name: /^User menu for / });
    const linksEnd = (lastLink?.x ?? 0) + (lastLink?.width ?? 0);
    await expect
      .poll(async () => (await menuButton.boundingBox())?.x ?? null, {
        message: `the links end before the user menu at ${width} px`,
      })
      .toBeGreaterThanOrEqual(linksEnd);
  }
  await page.getByRole('button', { name: /^User menu for / }).click();
  await page.getByRole('menuitem', { name: 'Station Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Station Settings' })).toBeVisible();
});
