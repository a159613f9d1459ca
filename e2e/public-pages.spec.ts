import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from './support/fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import { startPublishedStation, type PublishedStation } from './support/published-station';
import { embedHeight } from '../src/shared/public/embed-options';

/**
 * What listeners see (DESIGN.md D14): this file starts its own station that publishes, so the
 * shared station's publish switch is never touched while other journeys run.
 */
const test = base.extend<object, { published: PublishedStation }>({
  published: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const station = await startPublishedStation();
      await use(station);
      await station.server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ published }, use) => use(published.server.url),
});
test.describe.configure({ mode: 'serial' });

/** The station's manager signed in on this page's browser. */
async function signInAsManager(page: Page, published: PublishedStation) {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: published.manager,
    headers: { Origin: new URL(published.server.url).origin },
  });
  expect(signIn.status()).toBe(200);
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('on a phone /on-air opens at today, past the days that are over, and names zones as the staff screens do', async ({
  browser,
  published,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: published.server.url,
  });
  const page = await context.newPage();
  await page.goto('/on-air');
  await expect(page.getByText(/Times in London time \((GMT|BST)\)/)).toBeAttached();
  const today = page.locator('.week > .day.today');
  await expect(today.getByRole('heading', { level: 3, name: /\(today\)$/ })).toBeInViewport();
  const startsTheWeek = await today.evaluate((day) => day.previousElementSibling === null);
  if (!startsTheWeek) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test('the schedule works without JavaScript: now and next, the zone form, show and host pages', async ({
  browser,
  published,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: published.server.url,
  });
  const page = await context.newPage();
  await page.goto('/on-air');
  const now = page.getByRole('region', { name: 'On air now' });
  await expect(now.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();
  await expect(now.getByRole('progressbar', { name: 'Progress of Morning Jazz' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next' }).getByText('Evening Rock')).toBeVisible();
  await expect(page.getByText(/Times in London time \((GMT|BST)\)/)).toBeVisible();
  // The offer of the visitor's own zone needs the script; the form does not.
  await expect(page.getByRole('link', { name: /your time zone/ })).toBeHidden();
  await page.getByLabel('Show times in').selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
  await expect(page.getByText('Times in Tokyo time (UTC+9)')).toBeVisible();

  await now.getByRole('link', { name: 'Morning Jazz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Jazz' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add this show to your calendar/ })).toHaveAttribute(
    'href',
    `/api/public/v1/shows/${published.jazzId}/calendar.ics`,
  );
  await page.getByRole('link', { name: 'Ann Public' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Public' })).toBeVisible();
  await expect(page.getByText('Plays jazz.')).toBeVisible();
  await expect(page.getByText('ann@example.org')).toHaveCount(0);
  await context.close();
});

test("with JavaScript the page offers the listener's own time zone", async ({
  browser,
  published,
}) => {
  const context = await browser.newContext({
    timezoneId: 'America/New_York',
    baseURL: published.server.url,
  });
  const page = await context.newPage();
  await page.goto('/on-air');
  await expect(page.getByText(/Times in London time \((GMT|BST)\)/)).toBeVisible();
  const minutes = published.jazzStartMinutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  const london = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  const now = page.getByRole('region', { name: 'On air now' });
  await expect(now.getByText(new RegExp(`${london}–`))).toBeVisible();

  await page.getByRole('link', { name: 'Show times in your time zone (America/New_York)' }).click();
  await expect(page).toHaveURL(/tz=America%2FNew_York/);
  await expect(page.getByText(/Times in New York time \(E[SD]T\)/)).toBeVisible();
  await expect(now.getByText(new RegExp(`${london}–`))).toHaveCount(0);
  await page.getByRole('link', { name: 'Show station time' }).click();
  await expect(now.getByText(new RegExp(`${london}–`))).toBeVisible();
  await context.close();
});

test("a listener reads /on-air in their browser's language and switches it without JavaScript", async ({
  browser,
  published,
}) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL: published.server.url,
  });
  const page = await context.newPage();
  await page.goto('/on-air');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const jetzt = page.getByRole('region', { name: 'Jetzt on air' });
  await expect(jetzt.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();
  // German's long words still fit a phone.
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL(/[?&]lang=fr/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The zone form keeps the language chosen, as every link does.
  await page.getByLabel('Afficher les horaires en').selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Afficher', exact: true }).click();
  await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
  await expect(page).toHaveURL(/[?&]lang=fr/);
  await expect(page.getByText('heure de Tokyo (UTC+9)', { exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: 'À l’antenne' })
    .getByRole('link', { name: 'Morning Jazz' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Prochaines diffusions' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('Station Settings sets the station language: the public pages for a browser asking for none of ours', async ({
  browser,
  page,
  published,
}) => {
  await signInAsManager(page, published);
  const choose = async (name: string) => {
    await page.goto('/settings');
    const station = page.getByRole('region', { name: 'Station', exact: true });
    await station.getByLabel('Station language').selectOption({ label: name });
    await station.getByRole('button', { name: 'Save station' }).click();
    await expect(toast(page, 'Station saved')).toBeVisible();
  };
  await choose('Español');
  const listener = await browser.newContext({ locale: 'ja-JP', baseURL: published.server.url });
  try {
    const onAir = await listener.newPage();
    await onAir.goto('/on-air');
    await expect(onAir.locator('html')).toHaveAttribute('lang', 'es');
    await expect(onAir.getByRole('region', { name: 'Al aire' })).toBeVisible();
  } finally {
    await listener.close();
    await choose('English');
  }
});

test('the public pages pass axe at 1280 and 390 px, and fit a phone without sideways scroll', async ({
  page,
  published,
}) => {
  const paths = [
    '/on-air',
    // The longer words of German and French, and the language switcher.
    '/on-air?lang=de',
    '/on-air?lang=fr',
    `/on-air/shows/${published.jazzId}`,
    `/on-air/hosts/${published.annId}`,
    '/embed/week',
    '/embed/now-next',
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByText('Morning Jazz').first()).toBeVisible();
      // The embeds' layout is the same at both widths: axe reads them once.
      if (width === 1280 || !path.startsWith('/embed')) await expectNoSeriousA11yIssues(page);
      if (width === 390) expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
  }
});

test('the iframe and script embeds work on a page of another origin, the host page keeping its styles', async ({
  page,
  published,
}) => {
  const station = published.server.url;
  const hostPage = `<!doctype html><html lang="en"><head><title>Station website</title>
    <style>p { color: rgb(0, 128, 0); font-family: serif; } h2 { color: rgb(255, 0, 0); }</style></head>
    <body><main><h1>Our station</h1><p id="own">Our own paragraph.</p>
    <iframe src="${station}/embed/now-next?compact=1" title="On air now and next" width="400" height="200"></iframe>
    <script src="${station}/embed.js" data-station-widget="now-next" data-accent="#aa0000"></script>
    <script src="${station}/embed.js" data-station-widget="week" data-days="2" data-compact="1"></script>
    </main></body></html>`;
  const site: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  try {
    expect(new URL(siteUrl).origin).not.toBe(new URL(station).origin);
    await page.goto(siteUrl);
    const frame = page.frameLocator('iframe[title="On air now and next"]');
    await expect(frame.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();
    await expect(frame.getByRole('progressbar')).toBeVisible();

    const nowNext = page.locator('[data-station-widget-root="now-next"]');
    await expect(nowNext.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();
    await expect(
      nowNext.getByRole('progressbar', { name: 'Progress of Morning Jazz' }),
    ).toBeVisible();
    await expect(nowNext.getByText('Evening Rock')).toBeVisible();
    const week = page.locator('[data-station-widget-root="week"]');
    await expect(week.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();

    // The host's rules stay outside the shadow roots, and the widgets change nothing of the host.
    await expect(page.locator('#own')).toHaveCSS('color', 'rgb(0, 128, 0)');
    const widgetHeading = nowNext.getByRole('heading', { level: 2 });
    await expect(widgetHeading).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(nowNext.getByText('On air now', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(170, 0, 0)',
    );
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});

test('the now/next embed fits the height its snippet gives it, compact or not, narrow or wide', async ({
  browser,
  published,
}) => {
  for (const compact of [false, true]) {
    for (const width of [320, 480, 720]) {
      const height = embedHeight('now-next', compact);
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: published.server.url,
      });
      const page = await context.newPage();
      await page.goto(`/embed/now-next${compact ? '?compact=1' : ''}`);
      await expect(page.getByText('Morning Jazz').first()).toBeVisible();
      const needed = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(needed, `now/next at ${width} px${compact ? ', compact' : ''}`).toBeLessThanOrEqual(
        height,
      );
      await context.close();
    }
  }
});

test('Station Settings gives the embed snippets for the options chosen, and a live preview', async ({
  page,
  published,
}) => {
  await signInAsManager(page, published);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Public schedule' });
  await section.getByRole('combobox', { name: 'Widget' }).click();
  await page.getByRole('option', { name: 'The coming days' }).click();
  await section.getByLabel('Days shown').fill('3');
  await section.getByLabel(/^Accent colour \(optional\)/).fill('red');
  await expect(section.getByText('Enter a colour such as #0a7c86')).toBeVisible();
  await section.getByLabel(/^Accent colour \(optional\)/).fill('#AA0000');
  await section.getByRole('checkbox', { name: /Compact/ }).check();

  const script = section.getByLabel('Script snippet');
  await expect(script).toHaveValue(
    `<script src="${published.server.url}/embed.js" data-station-widget="week" data-days="3" data-accent="#aa0000" data-compact="1" async></script>`,
  );
  await expect(section.getByLabel('Iframe snippet')).toHaveValue(
    new RegExp(
      `src="${published.server.url}/embed/week\\?days=3&amp;accent=%23aa0000&amp;compact=1"`,
    ),
  );
  const preview = page.frameLocator('iframe[title="Preview of the embed"]');
  await expect(preview.getByRole('link', { name: 'Morning Jazz' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expectNoSeriousA11yIssues(page);
});

test("a listener's browser asks now/next again with its ETag and is answered 304 until the airing changes", async ({
  page,
}) => {
  await page.goto('/on-air');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The raw answers on the wire: a revalidated read reaches the page as 200 from the cache.
  // The wire's status may be reported before the request itself (CDP's "ExtraInfo" events come
  // in their own order): both are kept by request and matched when looked at.
  const nowReads: string[] = [];
  const wireStatus = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.endsWith('/api/public/v1/now')) nowReads.push(requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    wireStatus.set(requestId, statusCode);
  });
  const statuses = () => nowReads.map((id) => wireStatus.get(id) ?? 0);
  // The first read fills the browser's cache; `no-cache` makes the second one revalidate.
  const reads = await page.evaluate(async () => {
    const first = await fetch('/api/public/v1/now');
    const second = await fetch('/api/public/v1/now', { cache: 'no-cache' });
    const headers = (r: Response) => ({
      etag: r.headers.get('etag'),
      cacheControl: r.headers.get('cache-control'),
      expires: r.headers.get('expires'),
      date: r.headers.get('date'),
    });
    return { first: headers(first), second: headers(second) };
  });
  await expect.poll(statuses).toEqual([200, 304]);
  expect(reads.first.etag).toBeTruthy();
  expect(reads.second.etag).toBe(reads.first.etag);
  // Valid until what is on air or next changes, and never longer than 30 s.
  const maxAge = Number(/max-age=(\d+)/.exec(reads.first.cacheControl ?? '')?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(30);
  // Expires says the same as max-age, from the answer's own Date (each is rounded down to the
  // second); compared with the test's clock instead, a slow machine would fail it.
  const expiresIn = Date.parse(reads.first.expires ?? '') - Date.parse(reads.first.date ?? '');
  expect(Math.abs(expiresIn - maxAge * 1000)).toBeLessThanOrEqual(1000);
});
