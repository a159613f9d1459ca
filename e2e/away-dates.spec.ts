import { awayRangeLabel } from '../src/shared/away/away-periods';
import awayEnglish from '../src/shared/i18n/locales/en/away.json' with { type: 'json' };
import { addDays, weekIdOf } from '../src/shared/schedule/week';
import { refusedRequest } from './support/account';
import { expect } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';
import { block, openWeek, placeShow, stationToday, toast } from './support/schedule';

/**
 * Away dates (issue 33 item 1, decision 0065) on a server of its own (its first account is the
 * manager): a DJ adds away dates for next Tuesday in My Shows; the manager sees "host away" on
 * that Tuesday's show on the grid and the count on the dashboard's week row. Saving dates deleted
 * meanwhile says why in the save's error toast.
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open', STATION_TIMEZONE: 'America/New_York' });

// The manager's page asks for the backups; once the DJ has signed in on it that is refused (403).
// The save of away dates deleted meanwhile is refused on purpose (404). Chromium's line carries
// the status only (the address is its location), so that is what is allowed.
test.use({ allowedConsoleErrors: [refusedRequest(403, 404)] });

test('a DJ marks away dates; the manager sees host away on the grid and the dashboard', async ({
  page,
  createAccount,
  signIn,
}) => {
  test.slow();
  const manager = await createAccount({ username: 'Morgan' });
  const dj = await createAccount({ username: 'Alex' });
  await signIn(manager);
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin };
  const entry = await page.request.post('/api/djs', {
    data: { name: 'Alex Kim', email: dj.email },
    headers,
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const djId = ((await entry.json()) as { dj: { id: string } }).dj.id;
  const made = await page.request.post('/api/shows', {
    data: { name: 'Jazz Hour', duration: 1, djIds: [djId] },
    headers,
  });
  expect(made.status(), await made.text()).toBe(201);
  const showId = ((await made.json()) as { show: { id: string } }).show.id;
  const week = addDays(weekIdOf(await stationToday(page)), 14);
  const tuesday = addDays(week, 2);
  await placeShow(page, week, { templateId: showId, dayIndex: 2, timeIndex: 40, duration: 4 });
  await placeShow(page, week, { templateId: showId, dayIndex: 3, timeIndex: 40, duration: 4 });

  // The DJ, in My Shows: away the whole of that Tuesday.
  await signIn(dj);
  await page.goto('/my-shows');
  const section = page.getByRole('region', { name: awayEnglish['sectionTitle'] });
  await expect(section.getByText(awayEnglish['empty'])).toBeVisible();
  await section.getByRole('button', { name: awayEnglish['add'] }).click();
  const dialog = page.getByRole('dialog', { name: awayEnglish['addTitle'] });
  await dialog.getByLabel(awayEnglish['firstDay'], { exact: true }).fill(tuesday);
  await dialog.getByLabel(awayEnglish['lastDay'], { exact: true }).fill(tuesday);
  await dialog.getByLabel(awayEnglish['note']).fill('Family visit');
  await dialog.getByRole('button', { name: awayEnglish['save'] }).click();
  await expect(toast(page, awayEnglish['saved']).last()).toBeVisible();
  const label = awayRangeLabel({
    fromDate: tuesday,
    toDate: tuesday,
    startTime: null,
    endTime: null,
  });
  await expect(section.getByText(label)).toBeVisible();
  await expect(section.getByText('Family visit')).toBeVisible();

  // Deleted meanwhile (another tab): the edit says why it was not saved, in the error toast.
  await section.getByRole('button', { name: `${awayEnglish['edit']} ${label}` }).click();
  const editing = page.getByRole('dialog', { name: awayEnglish['editTitle'] });
  const listed = await page.request.get(`/api/djs/${djId}/away-periods`);
  const [period] = ((await listed.json()) as { periods: { id: string }[] }).periods;
  const gone = await page.request.delete(`/api/djs/${djId}/away-periods/${period!.id}`, {
    headers,
  });
  expect(gone.status()).toBe(204);
  await editing.getByRole('button', { name: awayEnglish['save'] }).click();
  await expect(toast(page, awayEnglish['saveFailed'])).toContainText(
    awayEnglish['refusal.notFound'],
  );
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await section.getByRole('button', { name: awayEnglish['add'] }).click();
  await dialog.getByLabel(awayEnglish['firstDay'], { exact: true }).fill(tuesday);
  await dialog.getByLabel(awayEnglish['lastDay'], { exact: true }).fill(tuesday);
  await dialog.getByRole('button', { name: awayEnglish['save'] }).click();
  await expect(section.getByText(label)).toBeVisible();

  // The manager: Tuesday's airing says "host away" (text and colour), Wednesday's does not.
  await signIn(manager);
  await openWeek(page, week);
  await expect(block(page, 'Jazz Hour', 'Tuesday').getByText('(host away)')).toBeVisible();
  await expect(block(page, 'Jazz Hour', 'Wednesday').getByText('(host away)')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('img', { name: '1 airing has its host away' }).first()).toBeVisible();
});
