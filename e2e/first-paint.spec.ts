import { SESSION_CHECK_DELAY_MS } from '../src/shared/constants/limits';
import { expect, test, type Page } from './support/fixtures';

// The first paint of a page: the session, the signed-in frame and the page's code are fetched
// side by side, and the page shows without passing through a "Loading page..." fallback (each
// fallback used to cost React's ~300 ms Suspense throttle on top of the download).

/** Records every text the page showed while loading, from the first byte on. */
async function recordShownTexts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { shownTexts: Set<string> }).shownTexts = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const line of text.split('\n')) if (line.trim()) seen.add(line.trim());
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test('a page opened by address shows without a page-loading fallback, with one session check', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  await recordShownTexts(page);
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/get-session')
      sessionChecks.push(request.url());
  });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  const shown = await page.evaluate(() => [
    ...(window as unknown as { shownTexts: Set<string> }).shownTexts,
  ]);
  expect(shown).not.toContain('Loading page...');
  // The session check the page starts with (a preload) is the one the app uses.
  expect(sessionChecks).toHaveLength(1);
});

test('a signed-in page asks for its code and its first reads with the HTML, not after a chain of scripts', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/access') reads.push(path);
  });

  const answer = await page.goto('/profile');
  const html = await answer!.text();
  // The page's own code and the first reads are named in the HTML of the address itself.
  expect(html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/profile-page-[^"]+\.js"/);
  expect(html).toContain('<link rel="preload" href="/api/access" as="fetch"');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  // The first reads start before the last script has arrived (the cache is empty here), and
  // the app uses those answers instead of asking again.
  const timing = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd };
    }),
  );
  const access = timing.find((t) => t.path === '/api/access')!;
  const lastScriptEnd = Math.max(
    ...timing.filter((t) => /^\/assets\/.+\.js$/.test(t.path)).map((t) => t.end),
  );
  expect(access.start).toBeLessThan(lastScriptEnd);
  expect(reads.filter((p) => p === '/api/access')).toHaveLength(1);
});

test('the profile is read once as a page starts: its early answer is also the session check', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  // The page's timers wait for this test's word, so the check's moment comes when it says.
  await page.clock.install();
  const profileReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/profile') profileReads.push(url.href);
  });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  // Past the start-up session check (SPEC.md §4: about 1 s after start).
  await page.clock.runFor(SESSION_CHECK_DELAY_MS * 2);
  // A read asked after the check's moment arrives after any the check asked.
  await page.evaluate(() => fetch('/api/config').then((r) => r.text()));
  expect(profileReads).toHaveLength(1);
});

test('a page preloads the code it paints with, not the libraries of other pages', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  const html = await (await page.goto('/profile'))!.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(preloads.some((href) => /\/profile-page-/.test(href))).toBe(true);
  // The recurrence library (rrule) is for the pages that show or edit series, not this one.
  for (const href of preloads) {
    const script = await (await page.request.get(href)).text();
    expect(script, href).not.toContain('BYWEEKNO');
  }
});

test('the libraries paint without the dialog, select, menu and forms code', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  for (const address of ['/library', '/djs']) {
    const html = await (await page.goto(address))!.text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(preloads.length, address).toBeGreaterThan(0);
    // A closed dialog, a closed select and a form not yet opened fetch their code after the
    // page has painted (decision 0058): the dialog and select primitives and the forms library.
    for (const href of preloads) {
      const script = await (await page.request.get(href)).text();
      const held = ['DialogContent', 'SelectTrigger', 'shouldUnregister'].filter((mark) =>
        script.includes(mark),
      );
      expect(held, href).toEqual([]);
    }
  }
  await expect(page.getByRole('combobox', { name: 'Sort DJs by' })).toBeVisible();
});

test('a visitor without a session is not sent the signed-in reads', async ({ page }) => {
  const answer = await page.goto('/profile');
  const html = await answer!.text();
  expect(html).not.toContain('/api/access');
  expect(html).not.toContain('profile-page');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the scripts and styles arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(path)) {
      encodings.set(path, response.headers()['content-encoding'] ?? 'none');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(encodings.size).toBeGreaterThan(1);
  for (const [path, encoding] of encodings) expect(encoding, path).toMatch(/^(br|gzip)$/);
});

test.describe('when a part of the code cannot be downloaded', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test('the page says so and offers to reload', async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/profile');
    await expect(page.getByText('This page could not be loaded.')).toBeVisible();
    await expect(page.getByText('Loading Radio Station...')).toBeHidden();

    await page.unroute(/\/assets\/profile-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  });
});
