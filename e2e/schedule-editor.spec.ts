import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { STATUS_MESSAGES } from '../src/shared/schedule/placement';
import { addDays, currentWeekId, weekLabel } from '../src/shared/schedule/week';
import { expect, test, type Page } from './support/fixtures';
import { randomFarWeek, slotPoint } from './support/schedule';

/**
 * The weekly schedule editor as a planner uses it (issue 4): real mouse drags from the Show
 * Library panel and on the grid, the block menu, the status buttons, and the same placement by
 * keyboard. Shows and weeks are station-wide, so each test uses its own show names and a week of
 * its own far in the future (next week is only visited).
 */

const SLOT_PX = 20;

type Week = { id: string };

async function stationWeek(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/config')).json()) as {
    stationTimeZone: string;
  };
  return currentWeekId(new Date(), config.stationTimeZone);
}

/** A week nobody else uses, in the schedule editor's own band (see randomFarWeek). */
async function freshWeek(page: Page): Promise<Week> {
  return { id: await randomFarWeek(page, 3400) };
}

async function createShow(page: Page, name: string, hours: number, color = '#3b82f6') {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/shows', {
    data: { name, duration: hours, color, djIds: [], genres: ['Pop'] },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: { id: string } }).show;
}

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

/** A placed show's block, by the start of its accessible name ("Name, Tuesday 10:00 - 12:00"). */
function block(page: Page, name: string, where?: string): Locator {
  const pattern = new RegExp(`^${escape(name)}, ${where ? escape(where) : ''}`);
  return page.getByRole('button', { name: pattern });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function centerOf(locator: Locator, dy?: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { x: box.x + box.width / 2, y: dy === undefined ? box.y + box.height / 2 : box.y + dy };
}

/** Press, move past the 4 px threshold, glide to the target, check the preview, release. */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  previewState?: 'valid' | 'overlap' | 'invalid',
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  if (previewState) {
    await expect(page.getByTestId('drag-preview').first()).toHaveAttribute(
      'data-state',
      previewState,
    );
  }
  await page.mouse.up();
}

/** The library panel row of a show, found through the panel's search so it is at the top. */
async function libraryRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(name);
  // Measured once the search has narrowed the panel to this show: a card of the list drawn
  // before the search applies may be replaced between finding it and measuring it.
  await expect(page.locator('[data-show-id]')).toHaveCount(1);
  return page.locator('[data-show-id]', { hasText: name });
}

async function openWeek(page: Page, weekId: string) {
  await page.goto(`/schedule?week=${weekId}`);
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(weekId) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading week...' })).toHaveCount(0);
}

function toast(page: Page, text: string) {
  return page.locator('[data-toast-type]').filter({ hasText: text });
}

test.describe('weekly schedule editor', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('opens next week from the current one', async ({ page }) => {
    const current = await stationWeek(page);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: weekLabel(current) })).toBeVisible();
    await page.getByRole('button', { name: 'Next week' }).click();
    const next = addDays(current, 7);
    await expect(page.getByRole('heading', { level: 1, name: weekLabel(next) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`week=${next}`));
    await expect(page.getByRole('button', { name: 'Go to current week' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: weekLabel(current) })).toBeVisible();
  });

  test('plans a week by mouse: place, move, resize, overlap, delete, statuses', async ({
    page,
  }) => {
    const morning = unique('Morning Drive');
    const jazz = unique('Jazz Hour');
    await createShow(page, morning, 2);
    await createShow(page, jazz, 1, '#f59e0b');
    const week = await freshWeek(page);
    await openWeek(page, week.id);
    await expect(page.getByText('Status: Not Started')).toBeVisible();

    // Drag the show from the panel onto Tuesday 10:00.
    const target = await slotPoint(page, 2, 40);
    await drag(page, await centerOf(await libraryRow(page, morning)), target, 'valid');
    const placed = block(page, morning, 'Tuesday 10:00 - 12:00');
    await expect(placed).toBeVisible();
    await expect(placed).toContainText('10:00 - 12:00');
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);

    // Move it to Wednesday 11:00, holding it by its first slot.
    const moveTo = await slotPoint(page, 3, 44);
    await drag(page, await centerOf(placed, 10), moveTo, 'valid');
    const moved = block(page, morning, 'Wednesday 11:00 - 13:00');
    await expect(moved).toBeVisible();

    // Lengthen it by two slots from its bottom edge.
    await slotPoint(page, 3, 48);
    const bottom = await moved.boundingBox();
    if (!bottom) throw new Error('No block');
    const edge = { x: bottom.x + bottom.width / 2, y: bottom.y + bottom.height - 2 };
    await drag(page, edge, { x: edge.x, y: edge.y + 2 * SLOT_PX + 4 }, 'valid');
    const resized = block(page, morning, 'Wednesday 11:00 - 13:30');
    await expect(resized).toBeVisible();
    await expect(resized).toContainText('11:00 - 13:30');

    // A second show on top: allowed in a draft, flagged with the banner and red markers.
    const onTop = await slotPoint(page, 3, 48);
    await drag(page, await centerOf(await libraryRow(page, jazz)), onTop, 'overlap');
    await expect(page.getByText(SCHEDULE_TEXTS.overlapBanner)).toBeVisible();
    await expect(block(page, jazz, 'Wednesday 12:00 - 13:00')).toHaveAccessibleName(
      /overlaps another show$/,
    );
    await expect(resized).toHaveAccessibleName(/overlaps another show$/);
    await expect(page.getByTestId('overlap-marker')).toHaveCount(2);

    // Finalize is refused while shows overlap.
    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect(toast(page, STATUS_MESSAGES.finalizeOverlaps)).toBeVisible();
    await expect(page.getByText('Status: Not Started')).toBeVisible();

    // Delete the second show from its menu, after the question.
    await block(page, jazz).click();
    await page.getByRole('menuitem', { name: 'Delete Show' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(SCHEDULE_TEXTS.deleteConfirm(jazz));
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(block(page, jazz)).toHaveCount(0);
    await expect(page.getByText(SCHEDULE_TEXTS.overlapBanner)).toHaveCount(0);
    await expect(page.getByTestId('overlap-marker')).toHaveCount(0);

    // Save Draft, Finalize, Revert to Draft.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await page.getByRole('button', { name: 'Finalize' }).click();
    await expect(page.getByText('Status: Finalized')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Revert to Draft' }).click();
    const revert = page.getByRole('alertdialog');
    await expect(revert).toContainText(SCHEDULE_TEXTS.revertConfirm);
    await revert.getByRole('button', { name: 'Revert to Draft' }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible();

    // A reload keeps the week, its status and its show.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: weekLabel(week.id) })).toBeVisible();
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await expect(block(page, morning, 'Wednesday 11:00 - 13:30')).toBeVisible();
  });

  test('a show running past midnight continues on the next day', async ({ page }) => {
    const late = unique('Late Night Mix');
    await createShow(page, late, 2, '#7c3aed');
    const week = await freshWeek(page);
    await openWeek(page, week.id);

    const target = await slotPoint(page, 1, 92);
    await drag(page, await centerOf(await libraryRow(page, late)), target, 'valid');
    await expect(block(page, late, 'Monday 23:00 - 01:00')).toBeVisible();
    const pieces = page.getByTestId('week-columns').locator('[data-block-id]', { hasText: late });
    await expect(pieces).toHaveCount(2);
    await expect(pieces.filter({ hasText: SCHEDULE_TEXTS.continuation })).toHaveCount(1);

    // The continuation sits at the top of Tuesday's column.
    const columns = await page.getByTestId('week-columns').boundingBox();
    const cont = await pieces.filter({ hasText: SCHEDULE_TEXTS.continuation }).boundingBox();
    if (!columns || !cont) throw new Error('Not on screen');
    expect(Math.floor((cont.x - columns.x) / (columns.width / 7))).toBe(2);
    expect(Math.round(cont.y - columns.y)).toBeLessThan(SLOT_PX);

    await page.reload();
    await expect(pieces.filter({ hasText: SCHEDULE_TEXTS.continuation })).toHaveCount(1);
  });

  test('a past week is read-only', async ({ page }) => {
    const show = unique('Archive Hour');
    await createShow(page, show, 1);
    const past = addDays(await stationWeek(page), -7 * (3 + (randomBytes(1).readUInt8() % 50)));
    await openWeek(page, past);
    await expect(page.getByText(SCHEDULE_TEXTS.pastWeek)).toBeVisible();
    await expect(page.getByText('Past', { exact: true })).toBeVisible();
    for (const name of ['Save Draft', 'Finalize', 'Revert to Draft']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    const row = await libraryRow(page, show);
    await expect(row.getByRole('button', { name: `Place ${show}` })).toHaveCount(0);

    // A drag onto the grid starts nothing and places nothing.
    const target = await slotPoint(page, 2, 40);
    await drag(page, await centerOf(row), target);
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(page.getByTestId('week-columns').locator('[data-block-id]')).toHaveCount(0);
  });

  test('places, moves and resizes a show by keyboard', async ({ page }) => {
    const morning = unique('Morning Drive');
    await createShow(page, morning, 1);
    const week = await freshWeek(page);
    await openWeek(page, week.id);

    // Place: the row's Place button opens a dialog; day and time are chosen with the keys.
    await (
      await libraryRow(page, morning)
    )
      .getByRole('button', { name: `Place ${morning}` })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: `Place ${morning}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Day' }).press('Enter');
    // Radix Select moves focus a tick after each key: wait for it, as a person's eyes would.
    await expect(page.getByRole('option', { name: /^Sunday/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /^Monday/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /^Tuesday/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Day' })).toContainText('Tuesday');
    await dialog.getByRole('combobox', { name: 'Start time' }).press('Enter');
    await expect(page.getByRole('option', { name: '06:00' })).toBeFocused();
    await page.keyboard.type('10:00');
    await expect(page.getByRole('option', { name: '10:00' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Start time' })).toContainText('10:00');
    await expect(dialog.getByRole('status')).toHaveText('Tuesday 10:00 - 11:00');
    await dialog.getByRole('button', { name: 'Place Show' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    const placed = block(page, morning, 'Tuesday 10:00 - 11:00');
    await expect(placed).toBeVisible();
    const live = page.getByRole('status').filter({ hasText: `${morning} placed on Tuesday 10:00` });
    await expect(live).toHaveCount(1);

    // Move: arrows move the preview, Enter saves; the move is announced.
    await placed.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('drag-preview')).toHaveAttribute('data-state', 'valid');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const moved = block(page, morning, 'Wednesday 10:15 - 11:15');
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: `${morning} moved to Wednesday 10:15` }),
    ).toHaveCount(1);

    // Resize: Shift+ArrowDown lengthens by a slot; Escape cancels a pending move.
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await expect(block(page, morning, 'Wednesday 10:15 - 11:45')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('drag-preview')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(block(page, morning, 'Wednesday 10:15 - 11:45')).toBeVisible();

    // The block's menu opens from the keyboard too.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit Show' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(block(page, morning)).toBeFocused();
  });

  test('edits a placed show in its modal', async ({ page }) => {
    const morning = unique('Morning Drive');
    await createShow(page, morning, 1);
    const week = await freshWeek(page);
    await openWeek(page, week.id);
    const target = await slotPoint(page, 4, 32);
    await drag(page, await centerOf(await libraryRow(page, morning)), target, 'valid');
    await block(page, morning, 'Thursday 08:00').click();
    await page.getByRole('menuitem', { name: 'Edit Show' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Show' });
    const renamed = `${morning} Live`;
    await dialog.getByLabel('Show Name').fill(renamed);
    await dialog.getByRole('radio', { name: 'Green' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(block(page, renamed, 'Thursday 08:00 - 09:00')).toBeVisible();
  });

  test('blocks that are not dragged do not re-render during a drag', async ({ page }) => {
    const show = await createShow(page, unique('Block'), 1);
    const week = await freshWeek(page);
    const origin = new URL(page.url()).origin;
    expect((await page.request.get(`/api/weeks/${week.id}`)).status()).toBe(200);
    for (let i = 0; i < 28; i++) {
      const response = await page.request.post(`/api/weeks/${week.id}/shows`, {
        data: {
          templateId: show.id,
          dayIndex: i % 7,
          timeIndex: 28 + 4 * Math.floor(i / 7),
          duration: 4,
        },
        headers: { Origin: origin },
      });
      expect(response.status()).toBe(201);
    }
    await page.addInitScript(() => {
      (window as { __renderProbe?: Record<string, number> }).__renderProbe = {};
    });
    await openWeek(page, week.id);
    await expect(page.getByTestId('week-columns').locator('[data-block-id]')).toHaveCount(28);
    const renders = () =>
      page.evaluate(
        () => (window as { __renderProbe?: Record<string, number> }).__renderProbe?.block ?? 0,
      );

    const target = await slotPoint(page, 3, 40);
    const first = page.getByTestId('week-columns').locator('[data-block-id]').first();
    const before = await renders();
    expect(before).toBeGreaterThanOrEqual(28); // the probe is on: each block rendered once
    const from = await centerOf(first, 10);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    // Wander over other blocks and days, then settle on Wednesday 10:00.
    for (const [dx, dy] of [
      [-150, -60],
      [120, 40],
      [260, -20],
      [0, 0],
    ] as const) {
      await page.mouse.move(target.x + dx, target.y + dy, { steps: 6 });
    }
    await expect(page.getByTestId('drag-preview').first()).toBeVisible();
    expect(await renders()).toBe(before);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
  });
});
