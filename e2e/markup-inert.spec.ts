import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createDjThroughApi, uniqueSuffix } from './support/library';
import { farWeek, openWeek, placeShow } from './support/schedule';

/**
 * DESIGN.md §6: text such as `<img src=x onerror=alert(1)>` renders inert. Markup goes into every
 * free-text field through the API (as a hostile client would send it, past the forms), then each
 * page that shows the field is opened: the text is there as text, no element was made from it,
 * and no dialog opened. (The CSP would block the inline handler anyway; the element check is
 * what proves the markup was never parsed.)
 */
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(2)>';
const SCRIPT = '<script>alert(3)</script>';

async function api(page: Page, method: string, path: string, data: unknown) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, { id: string }>>;
}

/** Nothing was made from the markup: no image from it, no svg with a handler, no new script. */
async function expectInert(page: Page, shown: string[]) {
  for (const text of shown) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}

test('markup in show, DJ and profile text renders as text on every page that shows it', async ({
  page,
  baseURL,
  createAccount,
  signIn,
}) => {
  test.slow(); // several pages on a machine shared with other tests
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(await createAccount());
  await page.goto('/');

  const tag = uniqueSuffix();
  const djName = `${IMG} DJ ${tag}`;
  const showName = `${IMG} Show ${tag}`;
  const djId = await createDjThroughApi(page, baseURL, { name: djName, tags: [IMG] });
  await api(page, 'PATCH', '/api/profile', { username: `${SVG} ${tag}` });
  await api(page, 'PUT', `/api/djs/${djId}`, {
    name: djName,
    bio: `${SCRIPT} bio`,
    tags: [IMG],
    phone: SVG.slice(0, 20),
  });
  const { show } = await api(page, 'POST', '/api/shows', {
    name: showName,
    duration: 1,
    djIds: [djId],
    genres: ['Pop'],
    description: `${SCRIPT} ${SVG}`,
  });
  const week = await farWeek(page, 48);
  await placeShow(page, week, { templateId: show!.id, dayIndex: 3, timeIndex: 36, duration: 4 });

  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(tag);
  await expectInert(page, [showName, `${SCRIPT} ${SVG}`]);

  await page.goto('/djs');
  await page.getByRole('searchbox', { name: 'Search DJs' }).fill(tag);
  await expectInert(page, [djName, `${SCRIPT} bio`]);

  await openWeek(page, week);
  await expectInert(page, [showName]);
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(tag);
  await expectInert(page, [showName]);

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(`${SVG} ${tag}`);
  await expectInert(page, [`${SVG} ${tag}`]);

  expect(dialogs).toEqual([]);
});
