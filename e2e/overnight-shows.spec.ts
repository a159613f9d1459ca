import type { Page } from '@playwright/test';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { expect } from './support/fixtures';
import { toast } from './support/library';
import { changeStatus, createShow, openWeek, placeShow } from './support/schedule';
import { testOnOwnStation } from './support/own-station';

/**
 * "Overnight shows may continue into the next week" (decision 0057), on a server of its own
 * (London, published): a nightly 23:00–05:00 series is cut at Saturday midnight with the setting
 * off, and the grid, CSV, .ics and public API say 00:00; with it on (Station Settings →
 * Schedule) they say 05:00 and the next Sunday shows the "(cont.)".
 */
const test = testOnOwnStation({
  SIGNUP_POLICY: 'open',
  STATION_TIMEZONE: 'Europe/London',
  PUBLIC_SCHEDULE: 'true',
});

const headers = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function texts(page: Page, weekId: string) {
  const saturday = addDays(weekId, 6);
  const csv = await (await page.request.get(`/api/weeks/${weekId}/export.csv`)).text();
  const ics = (await (await page.request.get(`/api/weeks/${weekId}/export.ics`)).text()).replace(
    /\r\n /g,
    '',
  );
  const pub = (await (
    await page.request.get(`/api/public/v1/schedule?from=${saturday}&to=${saturday}`)
  ).json()) as { occurrences: { title: string; startLocal: string; endLocal: string }[] };
  return { csv, ics, pub, saturday };
}

test('a nightly 23:00–05:00 series is cut at the week end, then continues into Sunday', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount({ username: 'Morgan' }));
  await page.goto('/schedule');
  const week = currentWeekId(new Date(), 'Europe/London');
  const showId = await createShow(page, 'Night Owls', 6);
  // Placed on Sunday 23:00 of the current week (a past day of a current week is allowed).
  const first = await placeShow(page, week, {
    templateId: showId,
    dayIndex: 0,
    timeIndex: 92,
    duration: 24,
  });
  const made = await page.request.post(`/api/scheduled-shows/${first.id}/series`, {
    data: { rule: { frequency: 'daily', interval: 1, endType: 'never' } },
    headers: headers(page),
  });
  expect(made.status(), await made.text()).toBe(201);
  await changeStatus(page, week, 'finalize');

  // Off (the default): cut at the week's end, everywhere alike.
  await openWeek(page, week);
  const saturdayBlock = page.getByRole('button', { name: /^Night Owls, Saturday 23:00 - 00:00/ });
  await expect(saturdayBlock).toContainText("cut at the week's end");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/overnight-off-1440.png' });
  let out = await texts(page, week);
  expect(out.csv).toContain(`${out.saturday},23:00,24:00,1,Night Owls`);
  expect(out.ics).toContain(
    `DTEND;TZID=Europe/London:${addDays(week, 7).replaceAll('-', '')}T000000`,
  );
  expect(
    out.pub.occurrences.filter((o) => o.startLocal.startsWith(`${out.saturday}T23:00`)),
  ).toEqual([expect.objectContaining({ endLocal: `${addDays(week, 7)}T00:00:00+00:00` })]);

  // On, through Station Settings → Schedule.
  await page.goto('/settings');
  const schedule = page.getByRole('region', { name: 'Schedule', exact: true });
  await schedule.getByLabel('Overnight shows may continue into the next week').check();
  await schedule.getByRole('button', { name: 'Save schedule settings' }).click();
  await expect(toast(page, 'Schedule settings saved')).toBeVisible();
  await page.screenshot({ path: 'test-results/overnight-settings-1440.png', fullPage: true });

  await openWeek(page, week);
  await expect(
    page.getByRole('button', { name: /^Night Owls, Saturday 23:00 - 05:00/ }),
  ).not.toContainText("cut at the week's end");
  out = await texts(page, week);
  expect(out.csv).toContain(`${out.saturday},23:00,05:00 (+1 day),6,Night Owls`);
  expect(out.ics).not.toContain('RECURRENCE-ID');
  expect(
    out.pub.occurrences.filter((o) => o.startLocal.startsWith(`${out.saturday}T23:00`)),
  ).toEqual([expect.objectContaining({ endLocal: `${addDays(week, 7)}T05:00:00+00:00` })]);

  // The next week's Sunday shows the continuation, read-only there.
  const next = addDays(week, 7);
  const answer = (await (await page.request.get(`/api/weeks/${next}`)).json()) as {
    week: { carriedIn: { showName: string; dayIndex: number }[] };
  };
  expect(answer.week.carriedIn).toEqual([
    expect.objectContaining({ showName: 'Night Owls', dayIndex: -1 }),
  ]);
  await openWeek(page, next);
  await expect(page.getByTestId('week-columns').getByText('(cont.)').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/overnight-on-1440.png' });

  // The phone's agenda reads the show's whole hours on the Sunday.
  await page.setViewportSize({ width: 390, height: 844 });
  await openWeek(page, next);
  await page
    .getByRole('group', { name: 'Day of the week' })
    .getByRole('button', { name: /^Sun, / })
    .click();
  await expect(page.getByText('23:00 - 05:00').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/overnight-on-390.png' });
});
