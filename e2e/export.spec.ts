import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import feedsEnglish from '../src/shared/i18n/locales/en/feeds.json' with { type: 'json' };
import { weekDocumentSchema } from '../src/shared/exchange/week-document/week-document';
import { addDays } from '../src/shared/schedule/week';
import { openProfileSettings, settingsBanner } from './support/account';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import {
  changeStatus,
  createShow,
  farWeek,
  openWeek,
  placeShow,
  stationZone,
  toast,
  unique,
} from './support/schedule';

/**
 * The schedule leaving the app (issue 6 "Export"): the Export menu downloads the week as
 * iCalendar and JSON, a refusal becomes a toast, and Profile Settings makes and revokes the
 * secret calendar feed URL that calendar apps subscribe to.
 */

/** This journey's own weeks (see farWeek; recurrence journeys use slots 0-6). */
const SLOT = { ics: 14, json: 15, failure: 16 } as const;

const EXPORT_ITEMS = ['iCalendar (.ics)', 'CSV', 'JSON'] as const;

/** Exports by keyboard: Enter opens the menu on its first item, arrows move, Enter chooses. */
async function exportAs(page: Page, label: (typeof EXPORT_ITEMS)[number]): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText([...EXPORT_ITEMS]);
  await expectNoSeriousA11yIssues(page);
  for (let i = 0; i < EXPORT_ITEMS.indexOf(label); i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: label })).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  return downloading;
}

const contentOf = async (download: Download) => readFile((await download.path())!, 'utf8');

test.describe('export', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('downloads the week as iCalendar with the station zone', async ({ page }) => {
    const name = unique('Drive Time');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.ics);
    await placeShow(page, week, { templateId, dayIndex: 2, timeIndex: 40, duration: 8 });
    await openWeek(page, week);

    const download = await exportAs(page, 'iCalendar (.ics)');
    expect(download.suggestedFilename()).toBe(`schedule-${week}.ics`);
    const text = await contentOf(download);
    const zone = await stationZone(page);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(name);
    // Tuesday 10:00-12:00 on the station's wall clock, with the zone named and defined (an
    // alias such as UTC under its canonical name, Etc/UTC).
    const tzid = /BEGIN:VTIMEZONE\r\nTZID:(.+)\r\n/.exec(text)?.[1];
    expect([zone, `Etc/${zone}`]).toContain(tzid);
    for (const [property, time] of [
      ['dtstart', '10:00'],
      ['dtend', '12:00'],
    ] as const) {
      const value = vevent.getFirstProperty(property)!;
      expect(value.getParameter('tzid')).toBe(tzid);
      expect(String(value.getFirstValue())).toBe(`${addDays(week, 2)}T${time}:00`);
    }
  });

  test('downloads the week as JSON that describes its shows', async ({ page }) => {
    const name = unique('Evening Jazz');
    const templateId = await createShow(page, name, 1);
    const week = await farWeek(page, SLOT.json);
    await placeShow(page, week, { templateId, dayIndex: 5, timeIndex: 80, duration: 4 });
    await changeStatus(page, week, 'finalize');
    await openWeek(page, week);

    const download = await exportAs(page, 'JSON');
    expect(download.suggestedFilename()).toBe(`schedule-${week}.json`);
    const document = weekDocumentSchema.parse(JSON.parse(await contentOf(download)));
    expect(document.week).toEqual({ startDate: week, status: 'finalized' });
    expect(document.shows.map((s) => s.name)).toEqual([name]);
    expect(document.placements).toEqual([
      expect.objectContaining({ showName: name, dayIndex: 5, timeIndex: 80, duration: 4 }),
    ]);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

    test('shows a toast', async ({ page }) => {
      const week = await farWeek(page, SLOT.failure);
      await openWeek(page, week);
      // The week is gone by the time the file is asked for (a colleague deleted it).
      await page.route(`**/api/weeks/${week}/export.csv`, (route) =>
        route.fulfill({
          status: 404,
          json: { error: { code: 'not_found', message: 'This week has no schedule to export.' } },
        }),
      );
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
      await expect(toast(page, 'Export failed')).toBeVisible();
      await expect(toast(page, 'Export failed')).toContainText('no schedule to export');
    });
  });
});

test.describe('calendar feeds', () => {
  test('are created with a URL shown once, and revoked after a confirmation', async ({
    page,
    playwright,
    createAccount,
    signIn,
  }) => {
    // A calendar app: no cookies, no session.
    const calendarApp = await playwright.request.newContext();
    await signIn(await createAccount());
    await page.goto('/');
    await openProfileSettings(page);
    await page.getByRole('tab', { name: 'Calendar Feeds' }).click();
    await expect(page.getByRole('heading', { name: 'Calendar Feeds', level: 2 })).toBeVisible();
    await expect(page.getByText('You have no calendar feeds yet.')).toBeVisible();

    await page.getByRole('checkbox', { name: /Include draft weeks/ }).check();
    await page.getByRole('button', { name: 'Create Feed URL' }).click();
    await expect(settingsBanner(page, 'success', feedsEnglish.createdBanner)).toBeVisible();
    const urlField = page.getByRole('textbox', { name: 'Your new feed URL' });
    const url = await urlField.inputValue();
    expect(url).toMatch(/\/api\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const feeds = page.getByRole('list', { name: 'Active calendar feeds' });
    await expect(feeds.getByRole('listitem')).toHaveCount(1);
    await expect(feeds).toContainText('Finalized and draft weeks');

    // A calendar app, without any session, reads the feed.
    const subscribed = await calendarApp.get(url);
    expect(subscribed.status()).toBe(200);
    expect(await subscribed.text()).toContain('BEGIN:VCALENDAR');

    await feeds.getByRole('button', { name: /^Revoke feed created/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke calendar feed?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Revoke Feed' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(settingsBanner(page, 'success', feedsEnglish.revokedBanner)).toBeVisible();
    await expect(page.getByText('You have no calendar feeds yet.')).toBeVisible();
    await expect(urlField).toHaveCount(0);
    expect((await calendarApp.get(url)).status()).toBe(404);
    await calendarApp.dispose();
  });
});
