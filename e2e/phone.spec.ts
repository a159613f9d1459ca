import type { Locator, Page } from '@playwright/test';
import {
  DAY_NAMES,
  dayDate,
  shortDateLabel,
  weekLabel,
  weekRangeLabel,
} from '../src/shared/schedule/week';
import { expect, test } from './support/library-fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import {
  createShow,
  openWeek,
  placeShow,
  randomFarWeek,
  stationToday,
  unique,
} from './support/schedule';

/**
 * A phone (390 × 844, touch): the schedule as a day agenda with its block menu, days changed by
 * arrows, keys and a swipe; the week grid one tap away; the panel as a sheet; the dashboard's week
 * cards and their actions.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ libraryAccount, signIn }) => {
  await signIn(libraryAccount);
});

const agendaOf = (page: Page, day: number) =>
  page.getByRole('region', { name: `Shows on ${DAY_NAMES[day]}` });

function dayHeading(page: Page, weekId: string, day: number): Locator {
  return page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${DAY_NAMES[day]}, ${shortDateLabel(dayDate(weekId, day))}`),
  });
}

/** A horizontal finger swipe across an element, through Chromium's touch input (CDP). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe on');
  const y = box.y + Math.min(120, box.height / 2);
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width - 30, box.x + 30]
      : [box.x + 30, box.x + box.width - 30];
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 6; step += 1) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('the schedule opens as a day agenda: menu, days by arrows, keys and swipes, grid, sheet', async ({
  page,
}) => {
  test.slow(); // a dozen steps and an axe scan on a machine shared with other tests
  await page.goto('/');
  const week = await randomFarWeek(page, 1600);
  const breakfast = unique('Phone Breakfast');
  const late = unique('Phone Late Night');
  const midday = unique('Phone Midday');
  const breakfastId = await createShow(page, breakfast, 1);
  const lateId = await createShow(page, late, 2);
  const middayId = await createShow(page, midday, 1);
  // Tuesday: Breakfast 06:00; Monday 23:00 - Tuesday 01:00 Late Night; Wednesday 12:00 Midday.
  await placeShow(page, week, { templateId: breakfastId, dayIndex: 2, timeIndex: 24, duration: 4 });
  await placeShow(page, week, { templateId: lateId, dayIndex: 1, timeIndex: 92, duration: 8 });
  await placeShow(page, week, { templateId: middayId, dayIndex: 3, timeIndex: 48, duration: 4 });

  await openWeek(page, week);
  // A week without today opens on its first day with shows (Monday), not on an empty Sunday; the
  // day buttons say which days have shows; the panel is closed; nothing scrolls sideways.
  await expect(dayHeading(page, week, 1)).toBeVisible();
  await expect(agendaOf(page, 1).getByRole('listitem')).toHaveText([new RegExp(`^23:00.*${late}`)]);
  const strip = page.getByRole('group', { name: 'Day of the week' });
  const marks = ['no shows', '1 show', '2 shows', '1 show', 'no shows', 'no shows', 'no shows'];
  for (const [day, shows] of marks.entries()) {
    await expect(strip.getByRole('button').nth(day)).toHaveAccessibleName(
      `${DAY_NAMES[day]?.slice(0, 3)}, ${shortDateLabel(dayDate(week, day))}, ${shows}`,
    );
  }
  // The marks are seen too: a dot under Monday to Wednesday, none under the empty days.
  for (const [day, marked] of [false, true, true, true, false, false, false].entries()) {
    await expect(strip.getByRole('button').nth(day).getByTestId('day-mark')).toHaveCount(
      marked ? 1 : 0,
    );
  }
  await expect(page.getByRole('dialog', { name: 'Show Library' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Tuesday by its day button: the night's continuation first (read by the show's own hours,
  // decision 0057), then breakfast.
  await strip.getByRole('button', { name: `Tue, ${shortDateLabel(dayDate(week, 2))},` }).tap();
  const tuesday = agendaOf(page, 2);
  await expect(tuesday.getByRole('listitem')).toHaveText([
    new RegExp(`^23:00 - 01:00${late}.*\\(cont\\.\\)`),
    new RegExp(`^06:00 - 07:00${breakfast}`),
  ]);
  await expectNoSeriousA11yIssues(page);

  // Tapping an entry opens the grid's block menu; Delete Show asks first, then it is gone.
  await tuesday.getByRole('button', { name: new RegExp(`^${breakfast}, Tuesday 06:00`) }).tap();
  const menu = page.getByRole('menu', { name: `${breakfast} actions` });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Edit Show',
    'Make Recurring',
    'Delete Show',
  ]);
  await menu.getByRole('menuitem', { name: 'Delete Show' }).tap();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(breakfast);
  await question.getByRole('button', { name: 'Delete' }).tap();
  await expect(tuesday.getByText(breakfast)).toHaveCount(0);
  await expect(tuesday.getByRole('listitem')).toHaveCount(1);

  // The arrows, a swipe each way, and the Left and Right keys move between days.
  await page.getByRole('button', { name: 'Next day' }).tap();
  await expect(agendaOf(page, 3).getByText(midday)).toBeVisible();
  await swipe(page, agendaOf(page, 3), 'left');
  await expect(dayHeading(page, week, 4)).toBeVisible();
  await swipe(page, agendaOf(page, 4), 'right');
  await expect(dayHeading(page, week, 3)).toBeVisible();
  await agendaOf(page, 3).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dayHeading(page, week, 2)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dayHeading(page, week, 3)).toBeVisible();

  // The panel opens as a sheet; Place puts a show on the day in view.
  await page.getByRole('button', { name: 'Show Show Library' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Show Library' });
  await sheet.getByRole('searchbox', { name: 'Search shows' }).fill(breakfast);
  await sheet.getByRole('button', { name: `Place ${breakfast}` }).tap();
  await expect(sheet).toHaveCount(0);
  const place = page.getByRole('dialog', { name: `Place ${breakfast}` });
  await expect(place.getByRole('combobox', { name: 'Day' })).toContainText('Wednesday');
  await place.getByRole('button', { name: 'Place Show' }).tap();
  await expect(place).toHaveCount(0);
  await expect(agendaOf(page, 3).getByRole('listitem')).toHaveText([
    new RegExp(`^06:00 - 07:00${breakfast}`),
    new RegExp(`^12:00 - 13:00${midday}`),
  ]);

  // The week's actions fold into one button; Save Draft works from there.
  await page.getByRole('button', { name: 'Week actions' }).tap();
  await page
    .getByRole('group', { name: 'Week actions' })
    .getByRole('button', { name: 'Save Draft' })
    .tap();
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);

  // The full grid is one tap away, and the choice is remembered.
  await page.getByRole('radio', { name: 'Week grid' }).tap();
  await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible();
  await page.getByRole('radio', { name: 'Day agenda' }).tap();
  await expect(dayHeading(page, week, 1)).toBeVisible();

  // Back from Sunday is the Saturday of the week before.
  await page.getByRole('button', { name: 'Previous day' }).tap();
  await expect(dayHeading(page, week, 0)).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).tap();
  const before = dayDate(week, -7);
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(before) })).toBeVisible();
  await expect(dayHeading(page, before, 6)).toBeVisible();
});

test('the current week opens on today', async ({ page }) => {
  await page.goto('/schedule');
  const today = await stationToday(page);
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${DAY_NAMES[day]}, ${shortDateLabel(today)}, today`,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${DAY_NAMES[day]?.slice(0, 3)}, ${shortDateLabel(today)},` }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the dashboard lists weeks as cards whose actions work', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const week = await randomFarWeek(page, 1800);
  const created = await page.request.post(`/api/weeks/${week}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.reload();
  const card = page
    .getByRole('list', { name: 'Weekly schedules' })
    .getByRole('listitem', { name: weekRangeLabel(week) });
  const label = weekRangeLabel(week);
  await expect(card).toContainText('Not Started');
  await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: `Finalize Week (${label})` }).tap();
  await expect(toast(page, 'Week finalized')).toBeVisible();
  await expect(card).toContainText('Finalized');

  await card.getByRole('button', { name: `Revert to Draft (${label})` }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revert to Draft' }).tap();
  await expect(toast(page, 'Week reverted to draft')).toBeVisible();
  await expect(card).toContainText('Draft');

  await card.getByRole('link', { name: `View/Edit Week (${label})` }).tap();
  await expect(page).toHaveURL(`/schedule?week=${week}`);
  await page.goBack();

  await card.getByRole('button', { name: `Delete Week (${label})` }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Week' }).tap();
  await expect(toast(page, 'Week deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
