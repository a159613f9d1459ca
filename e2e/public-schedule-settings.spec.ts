import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { E2E_MANAGER } from './support/global-setup';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import type { Mailbox } from './support/mailbox';

/** The e2e station's manager, signed in on this page (confirming the address if still needed). */
async function signInManager(page: Page, baseURL: string, mailbox: Mailbox) {
  const origin = new URL(baseURL).origin;
  const signIn = () =>
    page.request.post('/api/auth/sign-in/email', {
      data: { email: E2E_MANAGER.email, password: E2E_MANAGER.password },
      headers: { Origin: origin },
    });
  let response = await signIn();
  if (response.status() !== 200) {
    const link = await mailbox.latestLink(E2E_MANAGER.email, /Confirm your Radio Station account/);
    await page.request.get(link, { maxRedirects: 0 });
    response = await signIn();
  }
  expect(response.status(), await response.text()).toBe(200);
}

test('a manager publishes the schedule under the station name and a colour, and takes it private again', async ({
  page,
  baseURL,
  mailbox,
}) => {
  await signInManager(page, baseURL!, mailbox);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Public schedule' });
  await expect(section.getByRole('switch', { name: /Publish the schedule/ })).not.toBeChecked();

  await section.getByLabel('Accent colour', { exact: true }).fill('teal');
  await section.getByRole('button', { name: 'Save public schedule' }).click();
  await expect(section.getByText('Enter a colour such as #0a7c86')).toBeVisible();

  await section.getByRole('switch', { name: /Publish the schedule/ }).check();
  await section.getByLabel('Accent colour', { exact: true }).fill('#0A7C86');
  await section.getByRole('button', { name: 'Save public schedule' }).click();
  await expect(toast(page, 'Public schedule saved')).toBeVisible();

  const now = await page.request.get('/api/public/v1/now');
  expect(now.status()).toBe(200);
  expect((await now.json()).station).toMatchObject({
    // The one station name (Station Settings → Station; e2e/station-zone.spec.ts renames it).
    name: 'Radio Station',
    accentColor: '#0a7c86',
  });
  await expect(section.getByRole('link', { name: /Public API reference/ })).toHaveAttribute(
    'href',
    '/api/public/v1/docs',
  );
  await expectNoSeriousA11yIssues(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);

  await section.getByRole('switch', { name: /Publish the schedule/ }).uncheck();
  await section.getByRole('button', { name: 'Save public schedule' }).click();
  await expect(section.getByText(/answer .not published. until you publish/)).toBeVisible();
  expect((await page.request.get('/api/public/v1/now')).status()).toBe(404);
});
