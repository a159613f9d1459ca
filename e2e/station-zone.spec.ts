import { expect } from './support/fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import { testOnOwnStation } from './support/own-station';

/**
 * Station Settings → Station (decision 0054) on a server of its own, started in London: its
 * manager names the station and moves it to New York, after a confirmation that says every show
 * keeps its time of day; the schedule and the header follow without a restart.
 */
const test = testOnOwnStation({
  SIGNUP_POLICY: 'open',
  STATION_TIMEZONE: 'Europe/London',
  PUBLIC_SCHEDULE: 'true',
});

test('a manager names the station and moves it to New York; the schedule and header follow', async ({
  page,
  createAccount,
  signIn,
}) => {
  // The station's first account is its manager.
  await signIn(await createAccount({ username: 'Morgan' }));
  await page.goto('/schedule');
  await expect(page.getByTestId('station-zone-label')).toContainText('Times in London time');

  await page.goto('/settings');
  const station = page.getByRole('region', { name: 'Station', exact: true });
  await station.getByLabel('Station name', { exact: true }).fill('Harbour FM');
  const zone = station.getByRole('combobox', { name: 'Station time zone' });
  await expect(zone).toHaveText(/London/);
  await zone.click();
  await page.getByRole('combobox', { name: 'Search time zones' }).fill('New York');
  await page.getByRole('option', { name: /^Eastern Time \(New York\)/ }).click();
  await station.getByRole('button', { name: 'Save station' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Change the station time zone?' });
  await expect(confirm).toContainText('a show at 06:00 stays at 06:00, now New York time');
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole('button', { name: 'Change time zone' }).click();
  await expect(toast(page, 'Station saved')).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByText('Harbour FM', { exact: true })).toBeVisible();
  await header.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByTestId('station-zone-label')).toContainText('Times in New York time');
  // After a reload too: the zone and the name are the station's, stored.
  await page.reload();
  await expect(page.getByTestId('station-zone-label')).toContainText('Times in New York time');
  await expect(header.getByText('Harbour FM', { exact: true })).toBeVisible();
  // The public pages' name is the same one.
  const now = await page.request.get('/api/public/v1/now');
  expect((await now.json()).station).toMatchObject({ name: 'Harbour FM' });
  // On paper too: the sheet starts with the station's name, printed at New York's time.
  await expect(page.getByTestId('print-heading')).toContainText(/^Harbour FM · Printed .*\(E[SD]T/);
});
