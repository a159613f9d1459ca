import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from '../scripts/pseudo-catalog';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { expect, test, type Account } from './support/fixtures';
import { setRole } from './support/station-database';
import { createShow, placeShow, unique } from './support/schedule';

/**
 * The pseudo-locale journey (issue 37 point 5, decision 0074): a browser that asks for en-XA reads
 * every catalog text accented, lengthened and between ⟦ ⟧ (scripts/pseudo-catalog.ts). On every
 * page, at 1440 and 390 px, it finds no text a person reads outside the catalogs (user data and
 * Intl's dates aside), no catalog text cut off, and no sideways scroll.
 */
test.use({ locale: 'en-XA' });

/** A catalog text as the pseudo-locale writes it: "Profile Settings" → "⟦Þŕóóƒííĺéé…⟧". */
const pseudo = (english: string) => `${PSEUDO_OPEN}${pseudoText(english)}${PSEUDO_CLOSE}`;

/** Letters a pseudo text carries and English does not (pseudo-catalog.ts's table, and ⟦ ⟧). */
const PSEUDO_MARK = /[⟦⟧àƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;

/** What Intl writes in English (dates, weekday and month names, AM/PM): data, not catalog text. */
const INTL_WORDS =
  /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(day|sday|nesday|rsday|urday)?\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b[AP]M\b/g;

type Seen = { texts: string[]; cut: string[]; width: number };

/**
 * The texts on the page a person reads or hears that carry no pseudo mark (text nodes of shown
 * elements, visually hidden ones included, and the names and hints in aria-label, title,
 * placeholder and alt), the catalog texts cut off (their element clips them), and the page width.
 */
function look(page: Page): Promise<Seen> {
  return page.evaluate((mark) => {
    const marked = new RegExp(mark);
    const texts: string[] = [];
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!element || !text || element.closest('script, style, noscript, svg')) continue;
      if (!element.checkVisibility()) continue;
      if (!marked.test(text)) texts.push(text);
      else if (text.includes('⟦')) {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // A visually hidden text (1 px wide, for screen readers) is clipped on purpose.
        const box = element.getBoundingClientRect();
        const hidden =
          box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none';
        if (clips && !hidden && element.scrollWidth > element.clientWidth + 1 && !element.title)
          cut.push(text);
      }
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && !marked.test(value)) texts.push(value);
      }
    }
    return { texts, cut, width: document.documentElement.scrollWidth };
  }, PSEUDO_MARK.source);
}

/** Every string in the JSON the app read: the station's own data (names, notes, e-mails). */
function collectData(page: Page, data: Set<string>) {
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body: unknown = await response.json().catch(() => null);
    const walk = (value: unknown) => {
      if (typeof value === 'string') data.add(value.trim());
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(body);
  });
}

/**
 * Texts outside the catalogs: neither data, nor Intl's words, acronyms and initials ("UTC", "PM"
 * for Pseudo Manager's avatar) and digits alone, nor an address.
 */
function outsideCatalogs(texts: string[], data: Set<string>): string[] {
  // A code snippet to paste (Station Settings' embeds) is code, not words.
  const words = (text: string) =>
    text
      .replace(/^<[\s\S]*>$/, '')
      .replace(INTL_WORDS, '')
      .replace(/\b[A-Z]{1,5}\b/g, '')
      .replace(/https?:\/\/\S+/g, '');
  return [...new Set(texts.filter((text) => !data.has(text) && /[A-Za-z]{2}/.test(words(text))))];
}

type PageCase = {
  name: string;
  path: (station: Station) => string;
  /** What shows the page has drawn its content (in pseudo words). */
  ready: (page: Page, station: Station) => Promise<void>;
  /**
   * Texts known to be outside the catalogs still (features not yet moved), by exact text; or
   * MOVING, a page whose own words are still being moved (decision 0074 lists them): its texts
   * outside the catalogs are noted on the test, not failed, while cut-off texts and sideways
   * scroll still fail.
   */
  notYet?: readonly string[] | typeof MOVING;
};

const MOVING = 'page still moving';

type Station = { manager: Account; week: string; show: string };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's heading, in pseudo words (or still in English, for a page not moved yet), then no
 * reading left: nothing busy, no "Loading…".
 */
async function heading(page: Page, english: string) {
  const name = new RegExp(`^(${escaped(pseudo(english))}|${escaped(english)})$`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Ĺóóààđííñĝ/ })).toHaveCount(0);
}

// Texts of features whose catalogs are still to come (decision 0074, "Not yet"), shared by pages.
/** The schedule's buttons of import/export and week history (exchange, activity). */
const EXCHANGE_AND_HISTORY = ['Import', 'Export', 'History'];

const PAGES: PageCase[] = [
  {
    name: 'dashboard',
    path: () => '/',
    ready: (page) => heading(page, 'Schedule Dashboard'),
  },
  {
    name: 'profile settings',
    path: () => '/profile',
    ready: (page) => heading(page, 'Profile Settings'),
  },
  {
    name: 'schedule',
    path: ({ week }) => `/schedule?week=${week}`,
    ready: async (page, { show }) => {
      await expect(
        page.getByRole('button', { name: new RegExp(`^${show}`) }).first(),
      ).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
    notYet: EXCHANGE_AND_HISTORY,
  },
  {
    name: 'show library',
    path: () => '/library',
    ready: (page, { show }) => expect(page.getByRole('heading', { name: show })).toBeVisible(),
  },
  {
    name: 'DJ library',
    path: () => '/djs',
    ready: (page) => heading(page, 'DJ Library'),
  },
  { name: 'team', path: () => '/team', ready: (page) => heading(page, 'Team') },
  {
    name: 'station settings',
    path: () => '/settings',
    ready: (page) => heading(page, 'Station Settings'),
  },
  {
    name: 'activity',
    path: () => '/activity',
    ready: (page) => heading(page, 'Activity'),
    notYet: MOVING,
  },
  {
    name: 'fill-ins',
    path: () => '/fill-ins',
    ready: (page) => heading(page, 'Fill-ins'),
  },
  {
    name: 'reports',
    path: () => '/reports',
    ready: (page) => heading(page, 'Reports'),
  },
];

const WIDTHS = [1440, 390] as const;

/** The top bar's links end before the bell and the user menu begin: the longer words fit. */
async function expectTopBarApart(page: Page) {
  const links = page.getByRole('navigation', { name: pseudo('Main') }).getByRole('listitem');
  const last = await links.last().boundingBox();
  const bell = await page.getByRole('button', { name: pseudo('Notifications') }).boundingBox();
  const end = (last?.x ?? 0) + (last?.width ?? 0);
  expect(end, 'the last link ends before the bell').toBeLessThanOrEqual(bell?.x ?? 0);
}

test.describe.configure({ mode: 'parallel' });

/** A station manager of their own, with a show placed on a far week. */
const stationTest = test.extend<{ station: Station }>({
  station: async ({ page, createAccount, signIn }, use) => {
    const manager = await createAccount({ username: unique('Pseudo Manager') });
    await setRole(process.env.E2E_SERVER_LOG!, manager.email, 'Station Manager');
    await signIn(manager);
    await page.goto('/');
    const show = unique('Pseudo Jazz');
    const templateId = await createShow(page, show, 2);
    // A DJ of the station's own, so the DJ Library lists it rather than its English samples; on
    // the manager's own e-mail with a long name, so the Team page names it "(same e-mail)" in a
    // line a phone cuts.
    const dj = await page.request.post('/api/djs', {
      data: { name: unique('Pseudo Host Maximiliana Featherstonehaugh'), email: manager.email },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(dj.status(), await dj.text()).toBe(201);
    const week = addDays(currentWeekId(new Date(), 'UTC'), 7 * (2400 + randomInt(200)));
    await placeShow(page, week, { templateId, dayIndex: 2, timeIndex: 40, duration: 8 });
    await use({ manager, week, show });
  },
});

for (const pageCase of PAGES) {
  stationTest(
    `${pageCase.name}: every text from the catalogs, none cut off, at 1440 and 390 px`,
    async ({ page, station }) => {
      const data = new Set<string>([station.manager.username, station.manager.email, station.show]);
      collectData(page, data);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
        await page.goto(pageCase.path(station));
        await pageCase.ready(page, station);
        const seen = await look(page);
        const outside = outsideCatalogs(seen.texts, data);
        // PSEUDO_STRICT=1 holds every page to the catalogs, to list what a moving page still has.
        if (pageCase.notYet === MOVING && !process.env.PSEUDO_STRICT) {
          test.info().annotations.push({
            type: 'outside the catalogs',
            description: `${width} px: ${outside.join(' | ')}`,
          });
        } else {
          const known = pageCase.notYet ?? [];
          const unknown = outside.filter((text) => !known.includes(text));
          expect.soft(unknown, `texts outside the catalogs at ${width} px`).toEqual([]);
        }
        expect.soft(seen.cut, `catalog texts cut off at ${width} px`).toEqual([]);
        expect.soft(seen.width, `page width at ${width} px`).toBeLessThanOrEqual(width);
        if (width >= 1024) await expectTopBarApart(page);
      }
    },
  );
}
