import { weekRangeLabel } from '../src/shared/schedule/week';
import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import { createShow, placeShow, randomFarWeek, stationZone, unique } from './support/schedule';

/**
 * The profile's time zone is the one times of events are read in: a member whose browser runs
 * in Los Angeles sets Kolkata in the profile, and the dashboard's Last Modified and the week's
 * history turn to Kolkata time, named "GMT+5:30", without a reload.
 */

const BROWSER_ZONE = 'America/Los_Angeles';
const PROFILE_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: BROWSER_ZONE });

/** A week far ahead that no other journey uses: 3200 to 3399 weeks after the current one. */
const zoneWeek = (page: Page) => randomFarWeek(page, 3200);

/**
 * What the screen must say for an instant in a zone, spelled out here rather than taken from the
 * product's formatter: "Nov 24, 2026, 20:30 GMT+5:30".
 */
function expected(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('times of events follow the zone chosen in the profile, with its abbreviation', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount({ username: unique('Zoe') }));
  await page.goto('/');
  const show = unique('Night Owls');
  const templateId = await createShow(page, show, 1);
  const weekId = await zoneWeek(page);
  await placeShow(page, weekId, { templateId, dayIndex: 3, timeIndex: 88, duration: 4 });

  // Nothing saved yet: the dashboard reads the browser's zone, and says so.
  await page.goto('/');
  const row = page
    .getByRole('table', { name: 'Weekly schedules' })
    .getByRole('row')
    .filter({ hasText: weekRangeLabel(weekId) });
  const lastModified = row.locator('time');
  await expect(lastModified).toHaveText(/ P[SD]T$/);
  const modifiedAt = (await lastModified.getAttribute('datetime')) ?? '';
  await expect(lastModified).toHaveText(expected(modifiedAt, BROWSER_ZONE));

  // The profile says what the zone changes and what it leaves in station time.
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { zoneJourney: 'no reload' }));
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  const timezone = page.getByRole('combobox', { name: 'Timezone' });
  const station = (await stationZone(page)).replaceAll('_', ' ');
  await expect(timezone).toHaveAccessibleDescription(
    new RegExp(
      `are shown in this zone, with its abbreviation\\. The schedule grid, its weeks, days and "today" stay in station time \\(${escape(station)}\\)\\.`,
    ),
  );
  await timezone.click();
  await page.getByRole('combobox', { name: 'Search time zones' }).fill('Kolkata');
  await page.getByRole('option', { name: 'India (Kolkata) (UTC+05:30)', exact: true }).click();
  await expect(page.getByText(/^The time now in this zone: .* GMT\+5:30$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Back on the dashboard, without a reload: the same instant, now in Kolkata time.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(lastModified).toHaveText(expected(modifiedAt, PROFILE_ZONE));
  await expect(lastModified).toHaveText(/ GMT\+5:30$/);
  expect(expected(modifiedAt, PROFILE_ZONE)).not.toBe(expected(modifiedAt, BROWSER_ZONE));
  expect(await page.evaluate(() => (window as { zoneJourney?: string }).zoneJourney)).toBe(
    'no reload',
  );

  // The week's history tells when the show was placed, in Kolkata time too.
  await row.getByRole('link', { name: /^View\/Edit Week/ }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const sheet = page.getByRole('dialog', { name: 'Week history' });
  const entry = sheet.getByRole('listitem').filter({ hasText: `placed ${show} on Wed 22:00` });
  const placedAt = (await entry.locator('time').getAttribute('datetime')) ?? '';
  const exact = escape(expected(placedAt, PROFILE_ZONE));
  await expect(entry.locator('time')).toHaveText(
    new RegExp(`^(just now|\\d+ min ago) · ${exact}$`),
  );
  await expect(entry).toContainText('GMT+5:30');
});
