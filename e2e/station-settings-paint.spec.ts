import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';

/** A station of its own: its first account is the Station Manager who opens the settings. */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open' });

/** Holds the station settings' answer back until `release` is called. */
async function holdSettings(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/station-settings', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('Station Settings draws its first screen before the sections below it; an address naming one draws them at once', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount({ email: uniqueEmail('settings-paint') }));
  const backups = page.getByRole('region', { name: 'Backups' });

  // The first screen waits for the settings; the sections below it wait for the first screen
  // (decision 0069, amended 2026-11-28).
  let release = await holdSettings(page);
  await page.goto('/settings');
  await expect(page.getByText('Loading the settings…').first()).toBeVisible();
  await expect(backups).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox', { name: 'Station name' })).toBeVisible();
  await expect(backups).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();

  // The banner's "See the backups" (/settings#backups): the section is there to be found at once.
  await page.unrouteAll({ behavior: 'wait' });
  release = await holdSettings(page);
  await page.goto('about:blank'); // from /settings, only the fragment would change
  await page.goto('/settings#backups');
  await expect(page.getByText('Loading the settings…').first()).toBeVisible();
  await expect(backups).toBeVisible();
  release();
  await expect(page.getByRole('textbox', { name: 'Station name' })).toBeVisible();
});
