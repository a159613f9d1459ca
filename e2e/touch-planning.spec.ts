import type { CDPSession, Locator } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import {
  createShow,
  openWeek,
  placeShow,
  randomFarWeek,
  slotPointAsScrolled,
  unique,
} from './support/schedule';

/**
 * Planning on the studio tablet (1024 x 768, touch): real touches through the browser's input
 * pipeline (CDP Input.dispatchTouchEvent), so the browser decides between scrolling and dragging
 * as it does under a finger. A long press picks a show up; a swipe scrolls.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

const SLOT_PX = 20;

type Point = { x: number; y: number };

/** A finger on the page, driven through the browser's own touch input. */
class Finger {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  private at = { x: 0, y: 0 };

  async down(point: Point) {
    this.at = point;
    await this.cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: point.x, y: point.y }],
    });
  }

  /** Glides to `point` in even steps, as a finger's stream of touchmoves. */
  async move(point: Point, steps = 10) {
    const from = this.at;
    for (let step = 1; step <= steps; step += 1) {
      const x = from.x + ((point.x - from.x) * step) / steps;
      const y = from.y + ((point.y - from.y) * step) / steps;
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y }],
      });
    }
    this.at = point;
  }

  async up() {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

function grid(page: Page) {
  return page.getByRole('region', { name: 'Week schedule' });
}

function block(page: Page, name: string, where = ''): Locator {
  const escaped = `${name}, ${where}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}`) });
}

/**
 * Scrolls the grid so that slot `timeIndex` sits `fromTop` px below the grid's top edge (its
 * sticky day headers included): 150 and more keeps it out of the auto-scroll zone under them.
 */
async function bringSlot(page: Page, timeIndex: number, fromTop = 200) {
  await grid(page).evaluate(
    (node, { y, fromTop }) => {
      const columns = node.querySelector('[data-testid="week-columns"]');
      if (!columns) throw new Error('No week columns');
      const above = columns.getBoundingClientRect().top - node.getBoundingClientRect().top;
      node.scrollTo({ top: Math.max(0, node.scrollTop + above + y - fromTop) });
    },
    { y: timeIndex * SLOT_PX + SLOT_PX / 2, fromTop },
  );
}

/** The middle of a slot on screen, as the grid is scrolled now. */
async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function scrollTop(page: Page) {
  return grid(page).evaluate((node) => node.scrollTop);
}

function preview(page: Page) {
  return page.getByTestId('drag-preview').first();
}

/** A show placed by API on a week of the test's own, opened on screen with its slot centred. */
async function weekWithShow(page: Page, dayIndex: number, timeIndex: number, hours: number) {
  const name = unique('Tablet Show');
  const templateId = await createShow(page, name, hours);
  const weekId = await randomFarWeek(page, 2200);
  await placeShow(page, weekId, { templateId, dayIndex, timeIndex, duration: hours * 4 });
  await openWeek(page, weekId);
  return name;
}

test('on the tablet the library panel starts closed and the top bar is one row', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  await page.goto('/');
  await weekWithShow(page, 6, 40, 1);
  // Closed, so Saturday is in view beside the time column; the strip opens it.
  await expect(page.getByRole('complementary', { name: 'Show Library' })).toHaveCount(0);
  await expect(grid(page).getByText('Saturday', { exact: true })).toBeInViewport({ ratio: 1 });
  const tops = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // The choice to open it is remembered; the default is not (a wide screen opens it itself).
  await page.getByRole('button', { name: 'Show Show Library' }).tap();
  await expect(page.getByRole('complementary', { name: 'Show Library' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Show Library' })).toBeVisible();
});

test.describe('planning by touch on a tablet', () => {
  test.beforeEach(async ({ page, createAccount, signIn }) => {
    await signIn(await createAccount());
    await page.goto('/');
  });

  test('a long press picks up a show, which moves two hours later on the next day', async ({
    page,
  }) => {
    const name = await weekWithShow(page, 1, 40, 1);
    const placed = block(page, name, 'Monday 10:00 - 11:00');
    // The drag's path (10:00 to 12:00, 160 px) stays clear of the auto-scroll zones.
    await bringSlot(page, 40, 150);
    const scrolled = await scrollTop(page);
    const finger = await Finger.on(page);

    await finger.down(await slotPointAsScrolled(page, 1, 40));
    await expect(placed).toHaveAttribute('data-lifted', 'true');
    await finger.move(await slotPointAsScrolled(page, 2, 48), 12);
    await expect(preview(page)).toHaveAttribute('data-state', 'valid');
    await expect(preview(page)).toContainText('12:00 - 13:00');
    // The finger dragged the show: the grid under it stayed where it was.
    expect(await scrollTop(page)).toBe(scrolled);
    await finger.up();

    await expect(block(page, name, 'Tuesday 12:00 - 13:00')).toBeVisible();
    await expect(block(page, name, 'Monday')).toHaveCount(0);
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(page.locator('[data-lifted]')).toHaveCount(0);
  });

  test('a long press on a library card carries the show onto the grid', async ({ page }) => {
    const name = await weekWithShow(page, 0, 8, 1);
    const second = unique('Tablet Card');
    await createShow(page, second, 2);
    // The panel starts closed on the tablet: the strip's button opens it.
    await page.getByRole('button', { name: 'Show Show Library' }).tap();
    await page.getByRole('searchbox', { name: 'Search shows' }).fill(second);
    const card = page.locator('[data-show-id]', { hasText: second });
    await bringSlot(page, 40);
    const finger = await Finger.on(page);

    const box = await card.boundingBox();
    if (!box) throw new Error('The card is not on screen');
    // Its name, away from its buttons.
    await finger.down({ x: box.x + 24, y: box.y + 14 });
    await expect(card).toHaveAttribute('data-lifted', 'true');
    await finger.move(await slotPointAsScrolled(page, 3, 40), 16);
    await expect(preview(page)).toHaveAttribute('data-state', 'valid');
    await expect(preview(page)).toContainText('10:00 - 12:00');
    await finger.up();

    await expect(block(page, second, 'Wednesday 10:00 - 12:00')).toBeVisible();
    await expect(card).not.toHaveAttribute('data-lifted');
    await expect(block(page, name, 'Sunday 02:00 - 03:00')).toBeVisible();
  });

  test('a tap opens the menu and shows touch handles; a handle resizes by finger', async ({
    page,
  }) => {
    const name = await weekWithShow(page, 1, 40, 1);
    const placed = block(page, name, 'Monday 10:00 - 11:00');
    await bringSlot(page, 42);

    await placed.tap();
    await expect(page.getByRole('menu', { name: `${name} actions` })).toBeVisible();
    const handle = page.locator('[data-resize-handle="bottom"]');
    await expect(handle).toBeVisible();
    const size = await handle.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(24);
    expect(size?.height).toBeGreaterThanOrEqual(24);
    // The menu stands clear of the handle: a finger on the handle reaches it.
    const middle = await centreOf(handle);
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-resize-handle]') !== null,
        middle,
      ),
    ).toBe(true);

    // The tablet's view with a menu and handles open is as accessible as the desktop's.
    await expectNoSeriousA11yIssues(page);

    const finger = await Finger.on(page);
    await finger.down(middle);
    await expect(placed).toHaveAttribute('data-lifted', 'true');
    await finger.move({ x: middle.x, y: middle.y + 2 * SLOT_PX }, 6);
    await expect(preview(page)).toHaveAttribute('data-state', 'valid');
    await expect(preview(page)).toContainText('10:00 - 11:30');
    await finger.up();

    await expect(block(page, name, 'Monday 10:00 - 11:30')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a finger dragging a two-hour show scrolls the grid only at the edge of the rows in sight', async ({
    page,
  }) => {
    const name = await weekWithShow(page, 1, 40, 2);
    await bringSlot(page, 40, 180);
    const before = await scrollTop(page);
    const view = await grid(page).boundingBox();
    if (!view) throw new Error('No grid');
    const bottom = Math.min(view.y + view.height, 768);
    const finger = await Finger.on(page);

    await finger.down(await slotPointAsScrolled(page, 1, 40));
    await expect(block(page, name, 'Monday 10:00 - 12:00')).toHaveAttribute('data-lifted', 'true');
    // 105 px above the bottom: inside the old 120 px zone, which scrolled the preview on to
    // 23:15; the short tablet grid's edge band is narrower, so the grid holds still.
    const start = await slotPointAsScrolled(page, 1, 40);
    await finger.move({ x: start.x, y: bottom - 105 }, 12);
    await expect(preview(page)).toHaveAttribute('data-state', 'valid');
    const held = await preview(page).textContent();
    await expect.poll(() => scrollTop(page)).toBe(before);
    expect(await preview(page).textContent()).toBe(held);
    // At the very edge it scrolls.
    await finger.move({ x: start.x, y: bottom - 8 }, 4);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 40);
    await finger.up();
  });

  test('a quick swipe over a show scrolls the grid and moves nothing', async ({ page }) => {
    const name = await weekWithShow(page, 1, 40, 1);
    await bringSlot(page, 40);
    const before = await scrollTop(page);
    const finger = await Finger.on(page);

    const start = await slotPointAsScrolled(page, 1, 40);
    await finger.down(start);
    await finger.move({ x: start.x, y: start.y - 160 }, 8);
    await finger.up();

    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 80);
    await expect(page.locator('[data-lifted]')).toHaveCount(0);
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(block(page, name, 'Monday 10:00 - 11:00')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
