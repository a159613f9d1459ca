import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import { E2E_MANAGER } from './support/global-setup';
import { expectNoSeriousA11yIssues } from './support/library';
import type { Mailbox } from './support/mailbox';
import {
  block,
  createShow,
  openWeek,
  placeShow,
  randomFarWeek,
  secondBrowser,
  toast,
  unique,
} from './support/schedule';

/**
 * Who changed what (the activity log): a colleague's move is named in the other's toast and in
 * the week's history; the station manager finds it in the station-wide log, a DJ is told that
 * page is not theirs.
 */

/** A week far ahead that no other journey uses: 1300 to 1499 weeks after the current one. */
const historyWeek = (page: Page) => randomFarWeek(page, 1300);

/**
 * The station manager (the e2e server's first account) in a browser of their own. Its e-mail is
 * confirmed here if no journey did so before; a link already used leaves it confirmed.
 */
async function stationManager(browser: Browser, baseURL: string, mailbox: Mailbox) {
  const manager = await secondBrowser(browser, baseURL);
  const { page } = manager;
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
  return manager;
}

test("a move is named in a colleague's toast, the week history and the station log", async ({
  page,
  browser,
  baseURL,
  mailbox,
  createAccount,
  signIn,
}) => {
  const name = `Morgan ${randomBytes(2).toString('hex')}`;
  const morgan = await createAccount({ username: name });
  await signIn(morgan);
  await page.goto('/');
  const manager = await stationManager(browser, baseURL!, mailbox);
  const show = unique('Jazz Hour');
  const templateId = await createShow(page, show, 1);
  const weekId = await historyWeek(page);
  await placeShow(page, weekId, { templateId, dayIndex: 2, timeIndex: 40, duration: 4 });
  await openWeek(manager.page, weekId);
  await openWeek(page, weekId);

  // Morgan moves the show a day later with the keyboard.
  await block(page, show, 'Tuesday 10:00 - 11:00').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(block(page, show, 'Wednesday 10:00 - 11:00')).toBeVisible();
  const sentence = `${name} moved ${show} from Tue 10:00 to Wed 10:00`;

  // The manager's toast names Morgan; Morgan's own screen says nothing of the kind.
  await expect(toast(manager.page, sentence)).toBeVisible();
  await expect(toast(page, sentence)).toHaveCount(0);

  // The week's history says it too, and the sheet is accessible.
  await manager.page.getByRole('button', { name: 'History' }).click();
  const sheet = manager.page.getByRole('dialog', { name: 'Week history' });
  await expect(sheet.getByRole('listitem').first()).toContainText(`${sentence}, just now · `);
  await expect(sheet.getByText(`${name} placed ${show} on Tue 10:00`)).toBeVisible();
  // A look-alike name cannot pass: the manager sees whose account it is on keyboard focus (and
  // on hover, below in the station log).
  const actor = sheet.getByRole('listitem').first().getByRole('button', { name });
  await actor.focus();
  await expect(manager.page.getByRole('tooltip')).toHaveText(morgan.email);
  await expect(actor).toHaveAccessibleDescription(morgan.email);
  await expectNoSeriousA11yIssues(manager.page, '[role="dialog"]');
  // Escape closes the tooltip first, then the sheet.
  await manager.page.keyboard.press('Escape');
  await expect(manager.page.getByRole('tooltip')).toHaveCount(0);
  await manager.page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // The station-wide log, from the user menu, filtered to Morgan's schedule changes.
  await manager.page.getByRole('button', { name: /^User menu for/ }).click();
  await manager.page.getByRole('menuitem', { name: 'Activity' }).click();
  await expect(manager.page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await manager.page.getByRole('combobox', { name: 'Member' }).click();
  await manager.page.getByRole('option', { name }).click();
  await manager.page.getByRole('combobox', { name: 'Kind of change' }).click();
  await manager.page.getByRole('option', { name: 'Schedule' }).click();
  const log = manager.page.getByRole('region', { name: 'Activity log' });
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText(sentence);
  await log.getByRole('listitem').first().getByRole('button', { name }).hover();
  await expect(manager.page.getByRole('tooltip')).toHaveText(morgan.email);
  await expectNoSeriousA11yIssues(manager.page);

  // Days the wrong way round are pointed out at the field.
  await manager.page.getByLabel('From').fill('2026-12-02');
  await manager.page.getByLabel('To').fill('2026-12-01');
  await expect(
    manager.page.getByText('The start date must not be after the end date'),
  ).toBeVisible();

  await manager.page.getByLabel('From').fill('');
  await manager.page.getByLabel('To').fill('');

  // On a phone the page fits its width.
  await manager.page.setViewportSize({ width: 390, height: 800 });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  expect(
    await manager.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  // Morgan, a DJ, is offered no Activity entry, and the address tells them why.
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/activity');
  await expect(page.getByText('This page is for station managers')).toBeVisible();
  await expect(
    page.getByText("Only station managers can see the station's activity log."),
  ).toBeVisible();

  expect(manager.errors).toEqual([]);
  await manager.close();
});
