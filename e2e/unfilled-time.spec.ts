import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, currentWeekId, weekRangeLabel } from '../src/shared/schedule/week';
import { expect } from './support/fixtures';
import { refusedRequest } from './support/account';
import { toast } from './support/library';
import { createShow, openWeek, placeShow } from './support/schedule';
import { testOnOwnStation } from './support/own-station';

/**
 * Unfilled time (issue 35, decision 0070), on a server of its own: a week with a 4-hour gap
 * reads "4.0" under Unfilled on the dashboard and "4 h unfilled" in the schedule header; "Show
 * gaps" hatches it on the grid and lists it in the phone agenda; "Place a show here" opens the
 * Place dialog filled in; with "may not be finalized" Finalize is refused with the gap listed.
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open', STATION_TIMEZONE: 'UTC' });
const SHOTS = '/tmp/v-gaps-shots';
// The finalize refusal is a 409 the browser logs itself.
test.use({ allowedConsoleErrors: [refusedRequest(409)] });

const shot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

test('a 4-hour gap: dashboard, header, hatch, agenda, Place a show here, finalize refused', async ({
  page,
  createAccount,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(await createAccount({ username: 'Morgan' }));
  await page.goto('/schedule');
  const week = addDays(currentWeekId(new Date(), 'UTC'), 7);
  const templateId = await createShow(page, 'Round the Clock', 24);
  for (const [dayIndex, timeIndex, duration] of [
    [0, 0, 96],
    [1, 0, 8],
    [1, 24, 72],
    [2, 0, 96],
    [3, 0, 96],
    [4, 0, 96],
    [5, 0, 96],
    [6, 0, 96],
  ] as const) {
    await placeShow(page, week, { templateId, dayIndex, timeIndex, duration });
  }

  // The dashboard: "4.0" under Unfilled, and the Unfilled hours of the listed weeks.
  await page.goto('/');
  const row = page.getByRole('row', { name: new RegExp(weekRangeLabel(week)) });
  await expect(row.getByTestId('week-unfilled')).toHaveText('4.0');
  await expect(page.getByRole('columnheader', { name: 'Unfilled' })).toBeVisible();
  await expect(page.getByTestId('unfilled-stat')).toContainText('Unfilled hours');
  await shot(page, 'dashboard-1440');

  // The schedule: "4 h unfilled", and "Show gaps" hatches the gap.
  await openWeek(page, week);
  await expect(page.getByTestId('unfilled-header')).toHaveText('4 h unfilled');
  const toggle = page.getByRole('button', { name: 'Show gaps' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const gap = page.getByTestId('gap');
  await expect(gap).toHaveCount(1);
  await expect(gap).toContainText('Unfilled 02:00 – 06:00');
  await page.getByRole('region', { name: 'Week schedule' }).evaluate((el) => (el.scrollTop = 0));
  await shot(page, 'schedule-gaps-1440');

  // "Place a show here": the Place dialog with Monday, 02:00 and 4 h filled in.
  await gap.getByRole('button', { name: 'Place a show here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place a show here' });
  await expect(dialog.getByRole('combobox', { name: 'Day' })).toContainText('Monday');
  await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveText('02:00');
  await expect(dialog.getByRole('combobox', { name: 'Length' })).toHaveText('4 h');
  await expect(dialog.getByRole('status')).toContainText('Monday');
  await shot(page, 'place-dialog-1440');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The choice is remembered: it is still on after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show gaps' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Station Settings → Schedule → "Weeks with unfilled time": may not be finalized.
  await page.goto('/settings');
  await page.getByRole('radio', { name: /May not be finalized/ }).check();
  await page.getByRole('button', { name: 'Save gap rules' }).click();
  await expect(toast(page, 'Gap rules saved')).toBeVisible();
  await shot(page, 'settings-1440', true);

  // Finalize is refused with the gap listed, by the server, on screen.
  await openWeek(page, week);
  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(
    page.getByText(
      "Cannot finalize: 1 gap (Mon 02:00–06:00). Fill them or change the station's rule.",
      // The toast, not the screen reader's "Notification …" announcement of it.
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Finalized' })).toHaveCount(0);
  await shot(page, 'finalize-refused-1440');

  // A phone: the agenda lists the gap among Monday's shows.
  await page.setViewportSize({ width: 390, height: 844 });
  await openWeek(page, week);
  await page.getByRole('button', { name: /^Mon, / }).click();
  const agendaGap = page.getByTestId('agenda-gap');
  await expect(agendaGap).toContainText('Unfilled 02:00 – 06:00');
  await expect(agendaGap.getByRole('button', { name: 'Place a show here' })).toBeVisible();
  await shot(page, 'agenda-gaps-390');
  await page.goto('/');
  await expect(page.getByTestId('week-unfilled').first()).toBeVisible();
  await shot(page, 'dashboard-390');
});
