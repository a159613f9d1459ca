import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  createShow,
  drawnBlocks,
  farWeek,
  openWeek,
  placeShow,
  toast,
  unique,
} from './support/schedule';

/**
 * A week leaves the app and comes back (issue 6): the JSON the Export menu downloads, imported
 * through the Import dialog into another week, draws the same programme there, recurring
 * markers included.
 */

/** This journey's own weeks (see farWeek). */
const SLOT = { source: 52, target: 53 } as const;

/** What the grid says of each block: name, day, times and markers, in drawing order. */
async function programme(page: Page): Promise<string[]> {
  await expect(drawnBlocks(page).first()).toBeVisible();
  const names = await drawnBlocks(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  expect(names.every((name) => name.length > 0)).toBe(true);
  return names.sort();
}

test('a week exported as JSON and imported into another week draws the same programme', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  await page.goto('/');
  const jazz = await createShow(page, unique('Round Trip Jazz'), 1);
  const news = await createShow(page, unique('Round Trip News'), 0.5);
  const source = await farWeek(page, SLOT.source);
  await placeShow(page, source, { templateId: news, dayIndex: 1, timeIndex: 28, duration: 2 });
  const first = await placeShow(page, source, {
    templateId: jazz,
    dayIndex: 2,
    timeIndex: 80,
    duration: 4,
  });
  const series = await page.request.post(`/api/scheduled-shows/${first.id}/series`, {
    data: { rule: { frequency: 'daily', interval: 1, endType: 'count', count: 3 } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(series.status(), await series.text()).toBe(201);

  await openWeek(page, source);
  const before = await programme(page);
  expect(before).toHaveLength(4); // the news, the series' first show and its two instances
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON' }).click();
  const exported = await (await downloading).path();

  const target = await farWeek(page, SLOT.target);
  await openWeek(page, target);
  await expect(drawnBlocks(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Schedule' });
  await dialog.getByLabel('File to import').setInputFiles(exported);
  await dialog.getByRole('radio', { name: 'Recreate the series' }).check();
  await expect(dialog).toContainText('1 recurring series will be recreated');
  await dialog.getByRole('button', { name: /^Import \d+ shows?$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Schedule imported')).toBeVisible();

  await expect(drawnBlocks(page)).toHaveCount(before.length);
  expect(await programme(page)).toEqual(before);
});
