import type { Page } from '@playwright/test';
import { addDays } from '../src/shared/schedule/week';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { SERIES_MESSAGES } from '../src/shared/schemas/series';
import { SERIES_TOASTS } from './support/series-texts';
import { expect, test } from './support/fixtures';
import {
  block,
  createShow,
  drawnBlocks,
  farWeek,
  nearWeek,
  openWeek,
  placeShow,
  toast,
  unique,
} from './support/schedule';

/**
 * Changing a series after it is made: Edit Series for this and following weeks, Skip This Date
 * on its first show, a guest host on one date, End Series Here. Series are made by API; the
 * journeys use the block menus and dialogs.
 */

const TUESDAY_10_TO_11 = { dayIndex: 2, timeIndex: 40, duration: 4 };
/** farWeek's slot for the series without end: 4100 weeks on, past every band in use. */
const STANDING_SLOT = 460;
const headers = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function weeklySeries(page: Page, week: string, name: string) {
  const templateId = await createShow(page, name, 1);
  const first = await placeShow(page, week, { templateId, ...TUESDAY_10_TO_11 });
  const made = await page.request.post(`/api/scheduled-shows/${first.id}/series`, {
    data: {
      rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 },
    },
    headers: headers(page),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { week: view } = (await made.json()) as {
    week: { blocks: { recurringSeriesId: string | null }[] };
  };
  return view.blocks[0]!.recurringSeriesId!;
}

test.describe('editing a series', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('moves a series to Thursdays for this and the following weeks', async ({ page }) => {
    const name = unique('Drive Time');
    const week = await nearWeek(page, 12);
    await weeklySeries(page, week, name);
    await openWeek(page, addDays(week, 14));
    await block(page, name, 'Tuesday').click();
    await page.getByRole('menuitem', { name: 'Edit Series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Series' });
    await expect(dialog.getByRole('radio', { name: /This and following/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Tuesday' }).click();
    await dialog.getByRole('button', { name: 'Thursday' }).click();
    await expect(dialog).toContainText('Every week on Thursday');
    await dialog.getByRole('button', { name: 'Save Series' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, SERIES_TOASTS.seriesUpdated)).toBeVisible();
    await expect(block(page, name, 'Thursday 10:00 - 11:00')).toBeVisible();
    await expect(block(page, name, 'Tuesday')).toHaveCount(0);

    // The earlier weeks keep their Tuesday.
    await openWeek(page, addDays(week, 7));
    await expect(block(page, name, 'Tuesday 10:00 - 11:00')).toBeVisible();
    await expect(block(page, name, 'Thursday')).toHaveCount(0);
    await openWeek(page, addDays(week, 21));
    await expect(block(page, name, 'Thursday 10:00 - 11:00')).toBeVisible();
  });

  test('skips the first date and ends the series at a later date', async ({ page }) => {
    const name = unique('Late Lounge');
    const week = await farWeek(page, 56);
    await weeklySeries(page, week, name);
    await openWeek(page, week);
    await block(page, name, 'Tuesday').click();
    await page.getByRole('menuitem', { name: 'Skip This Date' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Skip Date' }).click();
    await expect(toast(page, SERIES_TOASTS.dateSkipped)).toBeVisible();
    await expect(drawnBlocks(page)).toHaveCount(0);

    // The series continues; ending it on the next date leaves the later weeks empty.
    await openWeek(page, addDays(week, 7));
    await block(page, name, 'Tuesday').click();
    await page.getByRole('menuitem', { name: 'End Series Here' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End Series' }).click();
    await expect(toast(page, SERIES_TOASTS.seriesEnded)).toBeVisible();
    await expect(block(page, name, 'Tuesday 10:00 - 11:00')).toBeVisible();
    await openWeek(page, addDays(week, 14));
    await expect(drawnBlocks(page)).toHaveCount(0);
  });

  test('takes a guest host on one date', async ({ page }) => {
    const name = unique('Jazz Hour');
    const guest = unique('Ava Brooks');
    const dj = await page.request.post('/api/djs', {
      data: { name: guest },
      headers: headers(page),
    });
    expect(dj.status(), await dj.text()).toBe(201);
    const week = await farWeek(page, 57);
    await weeklySeries(page, week, name);
    await openWeek(page, addDays(week, 7));
    await block(page, name, 'Tuesday').click();
    await page.getByRole('menuitem', { name: 'Edit This Instance' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit This Instance' });
    await edit.getByRole('checkbox', { name: guest }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page, SERIES_TOASTS.exceptionCreated)).toBeVisible();
    await expect(block(page, name, 'Tuesday')).toContainText(guest);
    await openWeek(page, addDays(week, 14));
    await expect(block(page, name, 'Tuesday')).not.toContainText(guest);
  });

  test('Edit This Instance, then Cancel or Escape: the date stays in its series', async ({
    page,
  }) => {
    const name = unique('Night Owls');
    // Near enough for Edit Series' end date to stay within six months of today.
    const week = await nearWeek(page, 16);
    const seriesId = await weeklySeries(page, week, name);
    const date = addDays(week, 9);
    await openWeek(page, addDays(week, 7));
    const instance = block(page, name, 'Tuesday 10:00 - 11:00');
    const edit = page.getByRole('dialog', { name: 'Edit This Instance' });

    // Cancel, after typing a change; then Escape with nothing changed.
    await instance.click();
    await page.getByRole('menuitem', { name: 'Edit This Instance' }).click();
    await edit.getByLabel('Show Name').fill(`${name} Special`);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);
    await instance.click();
    await page.getByRole('menuitem', { name: 'Edit This Instance' }).click();
    await expect(edit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toHaveCount(0);
    // Save Changes with nothing changed stores nothing either.
    await instance.click();
    await page.getByRole('menuitem', { name: 'Edit This Instance' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);

    await expect(toast(page, SERIES_TOASTS.exceptionCreated)).toHaveCount(0);
    await expect(instance).toContainText(SCHEDULE_TEXTS.recurring);
    const stored = await page.request.get(`/api/weeks/${addDays(week, 7)}`);
    const { week: view } = (await stored.json()) as { week: { blocks: { isInstance: boolean }[] } };
    expect(view.blocks).toEqual([expect.objectContaining({ isInstance: true })]);
    const again = await page.request.post(`/api/series/${seriesId}/instances/${date}/removal`, {
      headers: headers(page),
      data: {},
      failOnStatusCode: false,
    });
    // Nothing took the date: it can still be removed (undone at once, by the same route).
    expect(again.status()).toBe(201);
    await page.request.delete(`/api/series/${seriesId}/instances/${date}/removal`, {
      headers: headers(page),
    });

    // Edit Series still reaches the date.
    await openWeek(page, addDays(week, 7));
    await block(page, name, 'Tuesday').click();
    await page.getByRole('menuitem', { name: 'Edit Series' }).click();
    const series = page.getByRole('dialog', { name: 'Edit Series' });
    await series.getByRole('button', { name: 'Tuesday' }).click();
    await series.getByRole('button', { name: 'Wednesday' }).click();
    await series.getByRole('button', { name: 'Save Series' }).click();
    await expect(series).toHaveCount(0);
    await expect(block(page, name, 'Wednesday 10:00 - 11:00')).toContainText(
      SCHEDULE_TEXTS.recurring,
    );
    await expect(block(page, name, 'Tuesday')).toHaveCount(0);
  });

  test('a standing schedule: Monday to Friday mornings with End Never, still there two years on', async ({
    page,
  }) => {
    const name = unique('Morning Drive');
    const templateId = await createShow(page, name, 4);
    // Beyond every other journey's weeks: this series has no end (see farWeek).
    const week = await farWeek(page, STANDING_SLOT);
    const first = await placeShow(page, week, {
      templateId,
      dayIndex: 1,
      timeIndex: 24,
      duration: 16,
    });
    await openWeek(page, week);
    await block(page, name, 'Monday 06:00 - 10:00').click();
    await page.getByRole('menuitem', { name: 'Make Recurring' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Recurring Series' });
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await dialog.getByRole('button', { name: day }).click();

    // 30 more is refused at the field as it is typed, before Save.
    await dialog.getByRole('spinbutton', { name: 'Additional occurrences' }).fill('30');
    await expect(dialog.getByText(SERIES_MESSAGES.countTooHigh)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Never end' }).click();
    await expect(dialog.getByText(SERIES_MESSAGES.countTooHigh)).toHaveCount(0);
    await expect(dialog).toContainText(
      'Every week on Monday, Tuesday, Wednesday, Thursday and Friday, until changed',
    );
    await dialog.getByRole('button', { name: 'Create Recurring Series' }).click();
    await expect(dialog).toHaveCount(0);

    for (const weeksAhead of [1, 104]) {
      await openWeek(page, addDays(week, 7 * weeksAhead));
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
        await expect(block(page, name, `${day} 06:00 - 10:00`)).toContainText(
          SCHEDULE_TEXTS.recurring,
        );
    }
    // Edit Series offers the series as it is: without end.
    await block(page, name, 'Wednesday').click();
    await page.getByRole('menuitem', { name: 'Edit Series' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Series' });
    await expect(edit.getByRole('radio', { name: 'Never end' })).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Deleting the first show ends the series, so no later journey meets it.
    const gone = await page.request.delete(`/api/scheduled-shows/${first.id}`, {
      headers: headers(page),
    });
    expect(gone.status()).toBe(200);
  });
});
