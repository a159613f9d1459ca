import type { Page } from '@playwright/test';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { addDays } from '../src/shared/schedule/week';
import { SERIES_TOASTS, UNDO_TOASTS } from './support/series-texts';
import { expect, test } from './support/fixtures';
import {
  block,
  createShow,
  farWeek,
  nextWeek,
  openWeek,
  placeShow,
  toast,
  unique,
} from './support/schedule';

/**
 * Undo after a delete, a move and a Remove from Series (issue 6): the success toast's Undo button
 * (and Ctrl+Z) put the block back exactly, markers included.
 */

/** Each journey's own weeks (see farWeek; other journeys use the low slots). */
const SLOT = { deleteSeries: 40, move: 41, removal: 42 } as const;

const TUESDAY_10_TO_12 = { dayIndex: 2, timeIndex: 40, duration: 8 };

const headers = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function makeWeekly(page: Page, week: string, templateId: string) {
  const first = await placeShow(page, week, { templateId, ...TUESDAY_10_TO_12 });
  const made = await page.request.post(`/api/scheduled-shows/${first.id}/series`, {
    data: { rule: { frequency: 'weekly', interval: 1, endType: 'count', count: 3 } },
    headers: headers(page),
  });
  expect(made.status(), await made.text()).toBe(201);
}

test.describe('undo', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('undoes deleting the first show of a series: show, time, marker and series are back', async ({
    page,
  }) => {
    const name = unique('Undo Series');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.deleteSeries);
    await makeWeekly(page, week, templateId);
    await openWeek(page, week);
    const placed = block(page, name, 'Tuesday 10:00 - 12:00');
    await expect(placed).toHaveAccessibleName(/, recurring$/);

    await placed.click();
    await page.getByRole('menuitem', { name: 'Delete Show' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(SCHEDULE_TEXTS.deleteConfirm(name));
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(block(page, name)).toHaveCount(0);

    const deleted = toast(page, SCHEDULE_TEXTS.deleted(name));
    await expect(deleted).toContainText('Tuesday 10:00 - 12:00');
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, UNDO_TOASTS.undone)).toBeVisible();
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toHaveAccessibleName(
      `${name}, Tuesday 10:00 - 12:00, recurring`,
    );

    // The series is back too: next week's instance is generated again.
    await nextWeek(page, addDays(week, 7));
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toHaveAccessibleName(/, recurring$/);
  });

  test('undoes a keyboard move with the toast button and with Ctrl+Z', async ({ page }) => {
    const name = unique('Undo Move');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.move);
    await placeShow(page, week, { templateId, ...TUESDAY_10_TO_12 });
    await openWeek(page, week);

    await block(page, name, 'Tuesday 10:00 - 12:00').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(block(page, name, 'Wednesday 10:00 - 12:00')).toBeVisible();
    const moved = toast(page, `${name} moved to Wednesday 10:00`);
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toBeVisible();
    await expect(block(page, name, 'Wednesday')).toHaveCount(0);

    // Moving again, then Ctrl+Z: the move is undone with the fresh version (no conflict).
    await block(page, name, 'Tuesday 10:00 - 12:00').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(block(page, name, 'Tuesday 10:15 - 12:15')).toBeVisible();
    await expect(toast(page, `${name} moved to Tuesday 10:15`)).toBeVisible();
    await page.keyboard.press('Control+z');
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toBeVisible();
    await expect(toast(page, UNDO_TOASTS.failed)).toHaveCount(0);
  });

  test('undoes Remove from Series: the instance is generated again', async ({ page }) => {
    const name = unique('Undo Removal');
    const templateId = await createShow(page, name, 2);
    const week = await farWeek(page, SLOT.removal);
    await makeWeekly(page, week, templateId);
    await openWeek(page, addDays(week, 7));

    await block(page, name, 'Tuesday 10:00 - 12:00').click();
    await page.getByRole('menuitem', { name: 'Remove from Series' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(block(page, name)).toHaveCount(0);
    const removed = toast(page, SERIES_TOASTS.instanceRemoved);
    await removed.getByRole('button', { name: 'Undo' }).click();
    await expect(block(page, name, 'Tuesday 10:00 - 12:00')).toHaveAccessibleName(
      `${name}, Tuesday 10:00 - 12:00, recurring`,
    );
  });
});
