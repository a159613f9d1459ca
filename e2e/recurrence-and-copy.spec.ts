import type { Page } from '@playwright/test';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import {
  COPY_MESSAGES,
  defaultUntilDate,
  earliestUntilDate,
} from '../src/shared/schedule/copy-week';
import { addDays, addMonths, weekNumber, weekRangeLabel } from '../src/shared/schedule/week';
import { SERIES_MESSAGES } from '../src/shared/schemas/series';
import { COPY_TOASTS, SERIES_TOASTS, UNDO_TOASTS } from './support/series-texts';
import { expect, test } from './support/fixtures';
import {
  block,
  changeStatus,
  createShow,
  drawnBlocks,
  farWeek,
  nearWeek,
  nextWeek,
  openWeek,
  placeShow,
  randomFarWeek,
  stationToday,
  toast,
  unique,
} from './support/schedule';

/**
 * Recurring series and Copy Week as a planner uses them (issue 5): Make Recurring from a placed
 * show's menu, the generated instances in the following weeks, Edit This Instance and Remove from
 * Series on them, and copying a week forward; plus the two dialogs' input rules. Shows are placed
 * through the API (placing by mouse and keyboard is the schedule editor's journey).
 */

/** Each journey's own weeks (see farWeek). */
const SLOT = {
  defaults: 0,
  exception: 1,
  remove: 2,
  endSeries: 3,
  copy: 4,
  copyUntil: 5,
  copyRules: 6,
} as const;

const TUESDAY_10_TO_12 = { dayIndex: 2, timeIndex: 40, duration: 8 };

/** The origin header the API wants on writes from outside the page. */
const headers = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Places a show on Tuesday 10:00-12:00 and makes it weekly with `count` occurrences, by API. */
async function makeWeeklySeries(page: Page, week: string, templateId: string, count: number) {
  const first = await placeShow(page, week, { templateId, ...TUESDAY_10_TO_12 });
  const made = await page.request.post(`/api/scheduled-shows/${first.id}/series`, {
    data: { rule: { frequency: 'weekly', interval: 1, endType: 'count', count } },
    headers: headers(page),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { week: view } = (await made.json()) as {
    week: { blocks: { recurringSeriesId: string | null }[] };
  };
  const seriesId = view.blocks[0]?.recurringSeriesId;
  if (!seriesId) throw new Error('The series was not made');
  return seriesId;
}

/** Places a show a few weeks ahead (within an end date's reach) and opens Make Recurring. */
async function openSeriesDialog(page: Page, slot: number) {
  const name = unique('Rules Show');
  const templateId = await createShow(page, name, 1);
  const week = await nearWeek(page, slot);
  await placeShow(page, week, { templateId, ...TUESDAY_10_TO_12, duration: 4 });
  await openWeek(page, week);
  await block(page, name).click();
  await page.getByRole('menuitem', { name: 'Make Recurring' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Recurring Series' });
  const create = dialog.getByRole('button', { name: 'Create Recurring Series' });
  return { name, dialog, create };
}

test.describe('recurring series and copy week', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('makes a placed show weekly with the defaults: the next four weeks have it, not the fifth', async ({
    page,
  }) => {
    const name = unique('Morning Drive');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.defaults);
    await placeShow(page, week, { templateId, ...TUESDAY_10_TO_12 });
    await openWeek(page, week);

    // A plain show's menu offers Make Recurring.
    await block(page, name, 'Tuesday 10:00 - 12:00').click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Edit Show',
      'Make Recurring',
      'Delete Show',
    ]);
    await page.getByRole('menuitem', { name: 'Make Recurring' }).click();

    // The dialog starts weekly, every 1, on the show's day, after 4 more occurrences.
    const dialog = page.getByRole('dialog', { name: 'Create Recurring Series' });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('Tuesday');
    await expect(dialog).toContainText('No DJs assigned');
    await expect(dialog.getByRole('spinbutton', { name: 'Repeat every' })).toHaveValue('1');
    await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('week');
    await expect(dialog.getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(
      dialog.getByRole('radio', { name: 'End after 4 additional occurrences' }),
    ).toBeChecked();
    await expect(dialog.getByLabel('End date', { exact: true })).toBeDisabled();
    // This show is years ahead, past the six months an end date may reach.
    await expect(dialog.getByRole('radio', { name: 'End on a date' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Create Recurring Series' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'Recurring series created')).toBeVisible();

    // The placed show is now the series' first show: marked, and no longer offered as new.
    const first = block(page, name, 'Tuesday 10:00 - 12:00');
    await expect(first).toHaveAccessibleName(/, recurring$/);
    await expect(first).toContainText(SCHEDULE_TEXTS.recurring);
    await first.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Edit Show',
      'Skip This Date',
      'Edit Series',
      'End Series Here',
      'Delete Show',
    ]);
    await page.keyboard.press('Escape');

    // Four more Tuesdays, then none.
    for (let i = 1; i <= 4; i++) {
      await nextWeek(page, addDays(week, 7 * i));
      const instance = block(page, name, 'Tuesday 10:00 - 12:00');
      await expect(instance).toContainText(SCHEDULE_TEXTS.recurring);
      await expect(drawnBlocks(page)).toHaveCount(1);
    }
    await nextWeek(page, addDays(week, 35));
    await expect(drawnBlocks(page)).toHaveCount(0);
  });

  test('edits one instance: an exception, edited, moved and marked', async ({ page }) => {
    const name = unique('Morning Drive');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.exception);
    await makeWeeklySeries(page, week, templateId, 5);

    // An instance is not moved by the keyboard; its menu offers the instance actions.
    await openWeek(page, addDays(week, 7));
    const instance = block(page, name, 'Tuesday 10:00 - 12:00');
    await instance.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await instance.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Edit This Instance',
      'Edit Series',
      'End Series Here',
      'Remove from Series',
    ]);
    await page.getByRole('menuitem', { name: 'Edit This Instance' }).click();

    // The instance opens for editing; saving the change makes it the exception, and says so.
    const edit = page.getByRole('dialog', { name: 'Edit This Instance' });
    await edit.getByLabel('Show Name').fill(`${name} Live`);
    await expect(toast(page, SERIES_TOASTS.exceptionCreated)).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page, SERIES_TOASTS.exceptionCreated)).toBeVisible();
    const exception = block(page, `${name} Live`, 'Tuesday 10:00 - 12:00');
    await expect(exception).toHaveAccessibleName(/, exception$/);
    await expect(exception).toContainText(SCHEDULE_TEXTS.exception);
    await expect(exception).toHaveClass(/border-dashed/);

    // An exception moves like any stored show, and offers its own menu.
    await exception.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const moved = block(page, `${name} Live`, 'Tuesday 10:15 - 12:15');
    await expect(moved).toBeVisible();
    await moved.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Edit Exception',
      'End Series Here',
      'Delete Exception',
    ]);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(block(page, `${name} Live`, 'Tuesday 10:15 - 12:15')).toContainText(
      SCHEDULE_TEXTS.exception,
    );
  });

  test('removes another instance from the series', async ({ page }) => {
    const name = unique('Morning Drive');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.remove);
    await makeWeeklySeries(page, week, templateId, 5);

    // Remove the second instance, after the question.
    await openWeek(page, addDays(week, 14));
    await block(page, name, 'Tuesday 10:00 - 12:00').click();
    await page.getByRole('menuitem', { name: 'Remove from Series' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(
      `Remove this instance of "${name}" from the recurring series?`,
    );
    await question.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, SERIES_TOASTS.instanceRemoved)).toBeVisible();
    await expect(drawnBlocks(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Loading week...' })).toHaveCount(0);
    await expect(drawnBlocks(page)).toHaveCount(0);

    // The week after still has its instance.
    await nextWeek(page, addDays(week, 21));
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toContainText(
      SCHEDULE_TEXTS.recurring,
    );
  });

  test('deleting the first show ends the series; its exception stays as a plain show', async ({
    page,
  }) => {
    const name = unique('Jazz Hour');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.endSeries);
    const seriesId = await makeWeeklySeries(page, week, templateId, 4);
    const exception = await page.request.post(
      `/api/series/${seriesId}/instances/${addDays(week, 9)}/exception`,
      { headers: headers(page) },
    );
    expect(exception.status(), await exception.text()).toBe(201);

    await openWeek(page, week);
    await block(page, name, 'Tuesday 10:00 - 12:00').click();
    await page.getByRole('menuitem', { name: 'Delete Show' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(SCHEDULE_TEXTS.deleteConfirm(name));
    await expect(question).toContainText(
      'This is the first show of a recurring series: deleting it ends the series. Its generated instances disappear from every week; instances edited as exceptions stay as plain shows.',
    );
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(drawnBlocks(page)).toHaveCount(0);

    await nextWeek(page, addDays(week, 7));
    const kept = block(page, name, 'Tuesday 10:00 - 12:00');
    await expect(kept).toHaveAccessibleName(`${name}, Tuesday 10:00 - 12:00`);
    await expect(kept).not.toContainText(SCHEDULE_TEXTS.exception);
    await nextWeek(page, addDays(week, 14));
    await expect(drawnBlocks(page)).toHaveCount(0);
  });

  test('copies a week forward two weeks', async ({ page }) => {
    const talk = unique('Talk Back');
    const mix = unique('Evening Mix');
    const week = await farWeek(page, SLOT.copy);
    await placeShow(page, week, {
      templateId: await createShow(page, talk, 1),
      dayIndex: 1,
      timeIndex: 36,
      duration: 4,
    });
    await placeShow(page, week, {
      templateId: await createShow(page, mix, 2),
      dayIndex: 5,
      timeIndex: 72,
      duration: 8,
    });
    await openWeek(page, week);
    await page.getByRole('button', { name: 'Copy Week' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy Week Schedule' });
    const source = dialog.getByRole('region', { name: 'Source week' });
    await expect(source).toContainText(`Week ${weekNumber(week)}`);
    await expect(source).toContainText(weekRangeLabel(week));
    await expect(source).toContainText('2 scheduled shows');
    await expect(dialog.getByRole('radio', { name: 'Copy for the next 4 weeks' })).toBeChecked();
    await expect(dialog.getByLabel('End date', { exact: true })).toBeDisabled();
    await expect(dialog.getByText('Preview: 4 weeks')).toBeVisible();
    const rows = dialog.getByRole('region', { name: 'Weeks to copy to' }).getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText(weekRangeLabel(addDays(week, 7)));
    await expect(rows.first()).toContainText('1 of 4');
    await expect(dialog.getByRole('heading', { name: 'Important Notes' })).toBeVisible();
    for (const note of [
      'Existing shows in destination weeks are not overwritten.',
      'Conflicts appear as overlapping shows.',
      'Recurring shows are copied as individual non-recurring instances (left out where their series already runs that week).',
      'Overlaps can be resolved afterwards in each week.',
    ])
      await expect(dialog).toContainText(note);

    await dialog.getByRole('spinbutton', { name: 'Number of weeks' }).fill('2');
    await expect(dialog.getByText('Preview: 2 weeks')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.last()).toContainText(weekRangeLabel(addDays(week, 14)));
    await expect(rows.last()).toContainText('2 of 2');
    await dialog.getByRole('button', { name: 'Copy Schedule' }).click();
    await expect(toast(page, COPY_TOASTS.copied(2))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    for (const offset of [7, 14]) {
      await nextWeek(page, addDays(week, offset));
      await expect(block(page, talk, 'Monday 09:00 - 10:00')).toBeVisible();
      await expect(block(page, mix, 'Friday 18:00 - 20:00')).toBeVisible();
      await expect(drawnBlocks(page)).toHaveCount(2);
    }
    await nextWeek(page, addDays(week, 21));
    await expect(drawnBlocks(page)).toHaveCount(0);
  });

  test('Undo takes a copy back from every week it wrote to, and says what it undid', async ({
    page,
  }) => {
    const talk = unique('Talk Back');
    const week = await randomFarWeek(page, 3800);
    await placeShow(page, week, {
      templateId: await createShow(page, talk, 1),
      dayIndex: 1,
      timeIndex: 36,
      duration: 4,
    });
    await openWeek(page, week);
    await page.getByRole('button', { name: 'Copy Week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Week Schedule' });
    await dialog.getByRole('spinbutton', { name: 'Number of weeks' }).fill('3');
    await expect(dialog.getByText('Preview: 3 weeks')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy Schedule' }).click();
    const copied = toast(page, COPY_TOASTS.copied(3));
    await copied.getByRole('button', { name: 'Undo' }).click();
    const undone = toast(page, UNDO_TOASTS.undone);
    await expect(undone).toContainText(COPY_TOASTS.undone(3));
    await expect(undone).not.toContainText(COPY_TOASTS.copied(3));

    await expect(block(page, talk, 'Monday 09:00 - 10:00')).toBeVisible();
    for (const offset of [7, 14, 21]) {
      await nextWeek(page, addDays(week, offset));
      await expect(drawnBlocks(page)).toHaveCount(0);
    }
  });

  test('copying until a date leaves a finalized week alone and says so', async ({ page }) => {
    const talk = unique('Talk Back');
    const week = await farWeek(page, SLOT.copyUntil);
    await placeShow(page, week, {
      templateId: await createShow(page, talk, 1),
      dayIndex: 3,
      timeIndex: 48,
      duration: 4,
    });
    await changeStatus(page, addDays(week, 7), 'finalize');
    await openWeek(page, week);
    await page.getByRole('button', { name: 'Copy Week' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy Week Schedule' });
    await dialog.getByRole('radio', { name: 'Copy until a date' }).click();
    const until = dialog.getByLabel('End date', { exact: true });
    await expect(until).toBeEnabled();
    await expect(until).toHaveValue(defaultUntilDate(week));
    await expect(dialog.getByRole('spinbutton', { name: 'Number of weeks' })).toBeDisabled();
    await until.fill(addDays(week, 17));
    await expect(dialog.getByText('Preview: 2 weeks')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy Schedule' }).click();
    await expect(toast(page, COPY_TOASTS.copied(1))).toBeVisible();
    await expect(
      toast(page, `Skipped finalized week ${weekRangeLabel(addDays(week, 7))}`),
    ).toBeVisible();

    await nextWeek(page, addDays(week, 7));
    await expect(drawnBlocks(page)).toHaveCount(0);
    await nextWeek(page, addDays(week, 14));
    await expect(block(page, talk, 'Wednesday 12:00 - 13:00')).toBeVisible();
  });

  test.describe('input rules', () => {
    // The failure paths below are answered with a refusal, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of (404|409)/] });

    test('the recurrence dialog: repeat every, weekdays, month days, months', async ({ page }) => {
      const { dialog, create } = await openSeriesDialog(page, 0);

      // Repeat every: text that is not a number becomes 1; more than 99 is refused.
      const every = dialog.getByRole('spinbutton', { name: 'Repeat every' });
      await every.fill('');
      await every.blur();
      await expect(every).toHaveValue('1');
      await every.fill('150');
      await create.click();
      await expect(dialog.getByText('Repeat every 1 to 99')).toBeVisible();
      await every.fill('2');
      await expect(dialog.getByText('Repeat every 1 to 99')).toHaveCount(0);

      // Weekdays toggle and stay in week order.
      await dialog.getByRole('button', { name: 'Thursday' }).click();
      await dialog.getByRole('button', { name: 'Tuesday' }).click();
      await dialog.getByRole('button', { name: 'Monday' }).click();
      await expect(dialog.getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(dialog).toContainText('Every 2 weeks on Monday and Thursday');

      // Monthly: only whole days 1 to 31 are kept.
      await dialog.getByRole('combobox', { name: 'Frequency' }).click();
      await page.getByRole('option', { name: 'months', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Monday' })).toHaveCount(0);
      const days = dialog.getByRole('textbox', { name: 'Days of the month' });
      await days.fill('15, 1, 40, abc, 2.5, 15, 0');
      await expect(dialog.getByText('Days kept: 1, 15')).toBeVisible();
      await days.blur();
      await expect(days).toHaveValue('1, 15');
      await expect(dialog).toContainText('Every 2 months on day 1 and 15');

      // Yearly: month buttons.
      await dialog.getByRole('combobox', { name: 'Frequency' }).click();
      await page.getByRole('option', { name: 'years', exact: true }).click();
      await dialog.getByRole('button', { name: 'March' }).click();
      await dialog.getByRole('button', { name: 'January' }).click();
      await expect(dialog.getByRole('button', { name: 'January' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(dialog).toContainText('Every 2 years in January and March');
    });

    test('the recurrence dialog: end, and a refusal', async ({ page }) => {
      const { name, dialog, create } = await openSeriesDialog(page, 1);

      // End: at most 25 more; the date end is at most six months from today.
      const more = dialog.getByRole('spinbutton', { name: 'Additional occurrences' });
      await more.fill('26');
      await create.click();
      await expect(dialog.getByText(SERIES_MESSAGES.countTooHigh)).toBeVisible();
      await dialog.getByRole('radio', { name: 'End on a date' }).click();
      await expect(more).toBeDisabled();
      const endDate = dialog.getByLabel('End date', { exact: true });
      await expect(endDate).toBeEnabled();
      const today = await stationToday(page);
      await expect(endDate).toHaveAttribute('max', addMonths(today, 6));
      await create.click();
      await expect(dialog.getByText('Choose an end date')).toBeVisible();
      await endDate.fill(addMonths(today, 7));
      await create.click();
      await expect(dialog.getByText(SERIES_MESSAGES.endTooLate)).toBeVisible();
      await dialog.getByRole('radio', { name: /^End after/ }).click();
      await more.fill('3');

      // A refusal (someone else made the show recurring a moment ago): "Creating Series..."
      // while waiting, then the refusal with the server's reason, not the spec's "Please try
      // again" (a retry cannot succeed); the dialog stays open.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/scheduled-shows/*/series', async (route) => {
        await answered;
        await route.fulfill({
          status: 409,
          json: { error: { code: 'already_recurring', message: SERIES_MESSAGES.alreadyRecurring } },
        });
      });
      await create.click();
      await expect(dialog.getByRole('button', { name: 'Creating Series...' })).toBeDisabled();
      answer();
      const failed = toast(page, SERIES_TOASTS.setupRefused);
      await expect(failed).toBeVisible();
      await expect(failed).not.toContainText('Please try again');
      await expect(failed).toContainText(SERIES_MESSAGES.alreadyRecurring);
      await expect(create).toBeEnabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(block(page, name)).not.toContainText(SCHEDULE_TEXTS.recurring);
    });

    test('the copy dialog', async ({ page }) => {
      const week = await farWeek(page, SLOT.copyRules);
      await placeShow(page, week, {
        templateId: await createShow(page, unique('Copy Rules'), 1),
        dayIndex: 0,
        timeIndex: 0,
        duration: 4,
      });
      await openWeek(page, week);
      await page.getByRole('button', { name: 'Copy Week' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy Week Schedule' });
      await expect(dialog.getByRole('region', { name: 'Source week' })).toContainText(
        '1 scheduled show',
      );
      const copy = dialog.getByRole('button', { name: 'Copy Schedule' });
      const count = dialog.getByRole('spinbutton', { name: 'Number of weeks' });

      // An empty box says the range, as 0 does, until it is left: non-numeric becomes 1; 0 and
      // 53 are refused and leave nothing to copy.
      await count.fill('');
      await expect(dialog.getByText(COPY_MESSAGES.weeksRange)).toBeVisible();
      await expect(copy).toBeDisabled();
      await count.blur();
      await expect(dialog.getByText(COPY_MESSAGES.weeksRange)).toHaveCount(0);
      await expect(count).toHaveValue('1');
      await expect(dialog.getByText('Preview: 1 week', { exact: true })).toBeVisible();
      for (const refused of ['53', '0']) {
        await count.fill(refused);
        await expect(dialog.getByText(COPY_MESSAGES.weeksRange)).toBeVisible();
        await expect(dialog.getByText('Preview: 0 weeks')).toBeVisible();
        await expect(copy).toBeDisabled();
      }
      await count.fill('52');
      await expect(dialog.getByText('52 of 52', { exact: true })).toBeAttached();
      await expect(copy).toBeEnabled();

      // Until: the date must be after the source week; an empty box is not a date.
      await dialog.getByRole('radio', { name: 'Copy until a date' }).click();
      await expect(count).toBeDisabled();
      const until = dialog.getByLabel('End date', { exact: true });
      await expect(until).toHaveAttribute('min', earliestUntilDate(week));
      await until.fill(addDays(week, 6));
      await expect(dialog.getByText(COPY_MESSAGES.untilAfterSource)).toBeVisible();
      await expect(copy).toBeDisabled();
      await until.fill('');
      await expect(dialog.getByText(COPY_MESSAGES.invalidDate)).toBeVisible();
      await expect(copy).toBeDisabled();
      await until.fill(addDays(week, 7));
      await expect(dialog.getByText('Preview: 1 week', { exact: true })).toBeVisible();

      // A refusal writes nothing: the spec's message with the server's reason; the dialog stays.
      await page.route('**/api/weeks/*/copy', (route) =>
        route.fulfill({
          status: 404,
          json: { error: { code: 'not_found', message: COPY_MESSAGES.sourceNotFound } },
        }),
      );
      await copy.click();
      const failed = toast(page, COPY_TOASTS.failed);
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(COPY_MESSAGES.sourceNotFound);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await nextWeek(page, addDays(week, 7));
      await expect(drawnBlocks(page)).toHaveCount(0);
    });
  });
});
