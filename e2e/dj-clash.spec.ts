import type { Locator, Page } from '@playwright/test';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { STATUS_MESSAGES } from '../src/shared/schedule/placement';
import { expect, test } from './support/fixtures';
import {
  block,
  openWeek,
  placeShow,
  randomFarWeek,
  slotPoint,
  toast,
  unique,
} from './support/schedule';

/**
 * A DJ in two places at once, and resizing at the edges of a day: a DJ's second show at the same
 * time is named in the drag preview, on both blocks, in its own banner, in the Finalize refusal
 * and on the dashboard; a show past midnight is shortened from its part after midnight; a bottom
 * edge dragged above the top shows a red preview instead of none.
 */

const SLOT_PX = 20;

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function createDj(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/djs', { data: { name }, headers: origin(page) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { dj: { id: string } }).dj.id;
}

async function createShow(page: Page, name: string, hours: number, djIds: string[]) {
  const response = await page.request.post('/api/shows', {
    data: { name, duration: hours, djIds, color: '#3b82f6', genres: [] },
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: { id: string } }).show.id;
}

async function centerOf(locator: Locator) {
  // A library row appears once the search has filtered the list: wait for it, not for luck.
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Press, pass the 4 px threshold, glide to the target; the caller checks and releases. */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
}

test.describe('DJ double-booking and resizing at the day edges', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('a DJ on two shows at once is named everywhere, and does not stop a draft', async ({
    page,
  }) => {
    const ava = unique('Ava Brooks');
    const avaId = await createDj(page, ava);
    const drive = unique('Morning Drive');
    const jazz = unique('Jazz Hour');
    const driveId = await createShow(page, drive, 2, [avaId]);
    await createShow(page, jazz, 1, [avaId]);
    const weekId = await randomFarWeek(page, 3000);
    await placeShow(page, weekId, { templateId: driveId, dayIndex: 2, timeIndex: 36, duration: 8 });
    await openWeek(page, weekId);

    // Jazz Hour dragged onto Tuesday 10:00: yellow (overlap) and the DJ named in the preview.
    await page.getByRole('searchbox', { name: 'Search shows' }).fill(jazz);
    const row = page.locator('[data-show-id]', { hasText: jazz });
    await dragTo(page, await centerOf(row), await slotPoint(page, 2, 40));
    await expect(page.getByTestId('drag-preview').first()).toHaveAttribute('data-state', 'overlap');
    await expect(page.getByTestId('drag-preview-clash')).toHaveText(
      `${ava} is also on ${drive}, Tue 09:00–11:00`,
    );
    await page.mouse.up();

    // Placed (a draft is never refused); both blocks marked, their names say why.
    const placed = block(page, jazz, 'Tuesday 10:00 - 11:00');
    await expect(placed).toBeVisible();
    await expect(placed).toHaveAccessibleName(
      new RegExp(`${ava} is also on ${drive}, Tue 09:00–11:00$`),
    );
    await expect(block(page, drive)).toHaveAccessibleName(
      new RegExp(`${ava} is also on ${jazz}, Tue 10:00–11:00$`),
    );
    await expect(page.getByTestId('dj-clash-marker')).toHaveCount(2);
    const banner = page.getByRole('status', { name: SCHEDULE_TEXTS.djClashBanner });
    await expect(banner).toContainText(
      `${ava}: ${drive}, Tue 09:00–11:00 and ${jazz}, Tue 10:00–11:00`,
    );

    // Finalize: the spec's refusal, naming the DJ booked twice.
    await page.getByRole('button', { name: 'Finalize' }).click();
    const refusal = toast(page, STATUS_MESSAGES.finalizeOverlaps);
    await expect(refusal).toContainText(`DJs booked twice: ${ava}: ${drive}`);

    // The dashboard marks the week and counts the double-booking.
    await page.goto('/');
    await expect(page.getByTestId('dj-clash-stat')).toContainText('DJ double-bookings:');
    await expect(page.getByTestId('week-dj-clash').first()).toBeVisible();

    // Deleting the DJ says which show loses them.
    await page.goto('/djs');
    await page.getByRole('searchbox', { name: 'Search DJs' }).fill(ava);
    await page
      .getByRole('button', { name: new RegExp(`Delete ${ava}`) })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Are you sure you want to delete ${ava}? 2 shows will lose this DJ:`,
    );
  });

  test('a heavy week lists its first clashes on a desktop and the rest on request', async ({
    page,
  }) => {
    const ava = unique('Ava Brooks');
    const avaId = await createDj(page, ava);
    const first = await createShow(page, unique('Early Talk'), 1, [avaId]);
    const second = await createShow(page, unique('Late Talk'), 1, [avaId]);
    const weekId = await randomFarWeek(page, 3000);
    // Five days with the same DJ on two shows at 10:00: five clashes.
    for (let day = 1; day <= 5; day++) {
      for (const templateId of [first, second])
        await placeShow(page, weekId, { templateId, dayIndex: day, timeIndex: 40, duration: 4 });
    }
    await openWeek(page, weekId);
    const banner = page.getByRole('status', { name: SCHEDULE_TEXTS.djClashBanner });
    // The list's items a person sees (a folded one is not in the accessibility tree).
    const clashes = banner.getByRole('listitem');
    await expect(clashes).toHaveCount(3);
    await banner.getByRole('button', { name: 'Show all 5' }).click();
    await expect(clashes).toHaveCount(5);
    await banner.getByRole('button', { name: 'Hide' }).click();
    await expect(clashes).toHaveCount(3);
  });

  test('a show past midnight is cut back from its part after midnight; an inverted resize shows red', async ({
    page,
  }) => {
    const late = unique('Late Night');
    const lateId = await createShow(page, late, 2, []);
    const weekId = await randomFarWeek(page, 3000);
    const placed = await placeShow(page, weekId, {
      templateId: lateId,
      dayIndex: 1,
      timeIndex: 92,
      duration: 8,
    });
    await openWeek(page, weekId);
    await expect(block(page, late, 'Monday 23:00 - 01:00')).toBeVisible();

    // Its bottom edge is on Tuesday's piece, at 01:00: dragged up to 00:30.
    await slotPoint(page, 2, 4);
    const piece = page.locator(`[data-block-id="${placed.id}"]`).nth(1);
    const box = await piece.boundingBox();
    if (!box) throw new Error('No continuation piece');
    const edge = { x: box.x + box.width / 2, y: box.y + box.height - 2 };
    await dragTo(page, edge, { x: edge.x, y: edge.y - 2 * SLOT_PX - 4 });
    await expect(page.getByTestId('drag-preview').first()).toHaveAttribute('data-state', 'valid');
    await page.mouse.up();
    await expect(block(page, late, 'Monday 23:00 - 00:30')).toBeVisible();
    await expect(toast(page, `${late} now runs 23:00 – 00:30`)).toBeVisible();

    // The bottom edge of a Wednesday 10:00-11:00 show dragged above its top: red, not gone.
    const short = await placeShow(page, weekId, {
      templateId: lateId,
      dayIndex: 3,
      timeIndex: 40,
      duration: 4,
    });
    await openWeek(page, weekId);
    await slotPoint(page, 3, 40);
    const box2 = await page.locator(`[data-block-id="${short.id}"]`).boundingBox();
    if (!box2) throw new Error('No block');
    const x = box2.x + box2.width / 2;
    await dragTo(page, { x, y: box2.y + box2.height - 2 }, { x, y: box2.y - 3 * SLOT_PX });
    await expect(page.getByTestId('drag-preview')).toHaveCount(1);
    await expect(page.getByTestId('drag-preview')).toHaveAttribute('data-state', 'invalid');
    await page.mouse.up();
    await expect(block(page, late, 'Wednesday 10:00 - 11:00')).toBeVisible();
  });
});
