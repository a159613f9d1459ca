import type { Page } from '@playwright/test';
import { addDays, shortDateLabel, weekIdOf } from '../src/shared/schedule/week';
import { expect } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import { block, createShow, openWeek, placeShow, stationToday, toast } from './support/schedule';
import { testOnOwnStation } from './support/own-station';
import { SEASON_TEXTS } from './support/season-texts';

/**
 * Seasons (issue 30 item 2, decision 0056) on a server of its own (seasons are the station's,
 * and a journey elsewhere must not find its weeks in them): a manager defines "Fall" and
 * "Spring", makes a weekly show end with Fall in Make Recurring, carries Fall into Spring after
 * the preview, sees the show in Spring, carries again to no effect, and takes the carry back.
 */
const test = testOnOwnStation({
  SIGNUP_POLICY: 'open',
  STATION_TIMEZONE: 'America/New_York',
});

// The overlapping season the journey tries is refused (409), which Chromium logs.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
});

const FRIDAY = 5;

async function addSeason(page: Page, name: string, firstDay: string, lastDay: string) {
  const section = page.getByRole('region', { name: SEASON_TEXTS.sectionTitle });
  await section.getByRole('button', { name: SEASON_TEXTS.add }).click();
  const form = section.getByRole('form', { name: SEASON_TEXTS.add });
  await form.getByLabel(SEASON_TEXTS.nameLabel).fill(name);
  await form.getByLabel(SEASON_TEXTS.firstDayLabel).fill(firstDay);
  await form.getByLabel(SEASON_TEXTS.lastDayLabel).fill(lastDay);
  await form.getByRole('button', { name: SEASON_TEXTS.save }).click();
  await expect(toast(page, SEASON_TEXTS.created).last()).toBeVisible();
  await expect(section.getByText(SEASON_TEXTS.span(firstDay, lastDay))).toBeVisible();
}

async function openCarry(page: Page, season: string) {
  await page.getByRole('button', { name: `${SEASON_TEXTS.carry}: ${season}` }).click();
  return page.getByRole('dialog');
}

test('seasons: a show ends with Fall, is carried into Spring once, and the carry is undone', async ({
  page,
  createAccount,
  signIn,
}) => {
  // The station's first account is its manager.
  await signIn(await createAccount({ username: 'Morgan' }));
  await page.goto('/settings');
  const today = await stationToday(page);
  const fallFirst = addDays(weekIdOf(today), 14);
  const fallLast = addDays(fallFirst, 7 * 10 - 1);
  const springFirst = addDays(fallLast, 8);
  const springLast = addDays(springFirst, 7 * 8 - 1);
  await addSeason(page, 'Fall', fallFirst, fallLast);
  await addSeason(page, 'Spring', springFirst, springLast);
  // Overlapping days are refused at the field.
  const section = page.getByRole('region', { name: SEASON_TEXTS.sectionTitle });
  await section.getByRole('button', { name: SEASON_TEXTS.add }).click();
  const form = section.getByRole('form', { name: SEASON_TEXTS.add });
  await form.getByLabel(SEASON_TEXTS.nameLabel).fill('Winter');
  await form.getByLabel(SEASON_TEXTS.firstDayLabel).fill(fallLast);
  await form.getByLabel(SEASON_TEXTS.lastDayLabel).fill(addDays(fallLast, 3));
  await form.getByRole('button', { name: SEASON_TEXTS.save }).click();
  await expect(form.getByText('These days overlap the season "Fall"').first()).toBeVisible();
  await form.getByRole('button', { name: SEASON_TEXTS.cancel }).click();

  // A weekly show made recurring, ending with Fall.
  const name = 'Friday Jazz';
  const templateId = await createShow(page, name, 2);
  await placeShow(page, fallFirst, { templateId, dayIndex: FRIDAY, timeIndex: 56, duration: 8 });
  await openWeek(page, fallFirst);
  await expect(page.getByText(SEASON_TEXTS.headerLabel('Fall'))).toBeVisible();
  await block(page, name).click();
  await page.getByRole('menuitem', { name: 'Make Recurring' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Recurring Series' });
  await dialog.getByRole('radio', { name: SEASON_TEXTS.endLabel(fallLast) }).click();
  await expect(dialog).toContainText(`(the end of the season)`);
  await dialog.getByRole('button', { name: 'Create Recurring Series' }).click();
  await expect(toast(page, 'Recurring series created')).toBeVisible();
  const lastFallWeek = weekIdOf(fallLast);
  const springWeek = addDays(springFirst, 14);
  await openWeek(page, lastFallWeek);
  await expect(block(page, name, 'Friday')).toBeVisible();
  await openWeek(page, springWeek);
  await expect(page.getByText(SEASON_TEXTS.headerLabel('Spring'))).toBeVisible();
  await expect(block(page, name)).toHaveCount(0);

  // The carry: previewed with the show ticked, then carried.
  await page.goto('/settings');
  let carry = await openCarry(page, 'Fall');
  await expect(carry.getByRole('heading', { name: 'Carry "Fall" into "Spring"' })).toBeVisible();
  const tick = carry.getByRole('checkbox', { name: new RegExp(name) });
  await expect(tick).toBeChecked();
  await expect(carry).toContainText(`Fri · 14:00 - 16:00 · No DJs assigned`);
  await expect(carry).toContainText(SEASON_TEXTS.carryNoClash);
  await expectNoSeriousA11yIssues(page);
  await carry.getByRole('button', { name: SEASON_TEXTS.carryButton }).click();
  await expect(toast(page, SEASON_TEXTS.carried(1))).toBeVisible();

  // The show airs in Spring (read in a second tab; this one keeps the carry's Undo).
  const schedule = await page.context().newPage();
  await openWeek(schedule, springWeek);
  await expect(block(schedule, name, 'Friday 14:00 - 16:00')).toBeVisible();

  // A second carry finds nothing to carry.
  carry = await openCarry(page, 'Fall');
  await expect(carry).toContainText(SEASON_TEXTS.carryNothing);
  await expect(carry.getByRole('button', { name: SEASON_TEXTS.carryButton })).toBeDisabled();
  await carry.getByRole('button', { name: SEASON_TEXTS.cancel }).click();

  // Undo takes it back.
  await page.getByRole('button', { name: SEASON_TEXTS.undoCarry }).click();
  await expect(toast(page, 'Change undone')).toBeVisible();
  await openWeek(schedule, springWeek);
  await expect(block(schedule, name)).toHaveCount(0);
  carry = await openCarry(page, 'Fall');
  await expect(carry.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await expect(carry).toContainText(shortDateLabel(springLast));
});
