import { sampleWeekDocument } from '../src/shared/exchange/week-document/sample-week-document';
import { COPY_TOASTS } from './support/series-texts';
import { addDays } from '../src/shared/schedule/week';
import { expect, test } from './support/fixtures';
import {
  block,
  createShow,
  drawnBlocks,
  nextWeek,
  openWeek,
  placeShow,
  randomFarWeek,
  toast,
  unique,
} from './support/schedule';

declare global {
  interface Window {
    djAddedToasts: Set<Element>;
  }
}

/**
 * Bulk operations never multiply a schedule: a form sent twice writes once, and a week copied
 * twice has each show once (docs/decisions/0033).
 */
test.beforeEach(async ({ createAccount, signIn }) => {
  await signIn(await createAccount());
});

test('Enter pressed twice in Add DJ gives one DJ and one toast', async ({ page }) => {
  const name = unique('Twice');
  await page.goto('/djs');
  await page.getByRole('button', { name: 'Add DJ' }).click();
  const form = page.getByRole('dialog', { name: 'Add New DJ' });
  await form.getByLabel('Name').fill(name);
  await page.evaluate(() => {
    window.djAddedToasts = new Set();
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-toast-type]'))
        if (element.textContent?.includes('DJ added')) window.djAddedToasts.add(element);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await form.getByLabel('Name').press('Enter');
  // The person's second press, 150 ms after the first (their timing, not a wait for the app).
  await page.evaluate(() => new Promise((done) => setTimeout(done, 150)));
  if (await form.isVisible())
    await form
      .getByLabel('Name')
      .press('Enter')
      .catch(() => {});
  await expect(form).toHaveCount(0);
  // Counted as they appear: on a busy machine a 5 s toast may be gone before it is looked for.
  await expect.poll(() => page.evaluate(() => window.djAddedToasts.size)).toBe(1);
  const response = await page.request.get('/api/djs');
  const djs = ((await response.json()) as { djs: { name: string }[] }).djs;
  expect(djs.filter((d) => d.name === name)).toHaveLength(1);
});

test('copying a week twice adds no doubles, and the preview says what is already there', async ({
  page,
}) => {
  const talk = unique('Talk Twice');
  await page.goto('/');
  const week = await randomFarWeek(page, 2600);
  await placeShow(page, week, {
    templateId: await createShow(page, talk, 1),
    dayIndex: 1,
    timeIndex: 36,
    duration: 4,
  });
  await openWeek(page, week);
  const copyFor = async (weeks: string) => {
    await page.getByRole('button', { name: 'Copy Week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Week Schedule' });
    await dialog.getByRole('spinbutton', { name: 'Number of weeks' }).fill(weeks);
    return dialog;
  };

  const first = await copyFor('2');
  const rows = first.getByRole('region', { name: 'Weeks to copy to' }).getByRole('listitem');
  await expect(rows.first()).toContainText('1 to copy');
  await first.getByRole('button', { name: 'Copy Schedule' }).click();
  await expect(toast(page, COPY_TOASTS.copied(2))).toBeVisible();
  await expect(first).toHaveCount(0);

  const second = await copyFor('3');
  const again = second.getByRole('region', { name: 'Weeks to copy to' }).getByRole('listitem');
  await expect(again).toHaveCount(3);
  await expect(again.nth(0)).toContainText('0 to copy, 1 already there (skipped)');
  await expect(again.nth(1)).toContainText('0 to copy, 1 already there (skipped)');
  await expect(again.nth(2)).toContainText('1 to copy');
  await second.getByRole('button', { name: 'Copy Schedule' }).click();
  await expect(toast(page, COPY_TOASTS.copied(3))).toBeVisible();

  for (const offset of [7, 14, 21]) {
    await nextWeek(page, addDays(week, offset));
    await expect(block(page, talk, 'Monday 09:00 - 10:00')).toBeVisible();
    await expect(drawnBlocks(page)).toHaveCount(1);
  }
});

test('importing a week with series with the default choice changes no later week', async ({
  page,
}) => {
  const tag = unique('').trim();
  const document = sampleWeekDocument();
  for (const show of document.shows) show.name = `${show.name} ${tag}`;
  for (const p of document.placements) p.showName = `${p.showName} ${tag}`;
  await page.goto('/');
  const week = await randomFarWeek(page, 2800);
  await openWeek(page, week);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Schedule' });
  await dialog.getByLabel('File to import').setInputFiles({
    name: 'week.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(document)),
  });
  const morning = dialog.getByRole('group', { name: `Series: Morning Show ${tag}` });
  await expect(morning.getByRole('radio', { name: 'Place in this week only' })).toBeChecked();
  await expect(morning).toContainText('Recreated, it would also reach:');
  await dialog.getByRole('button', { name: 'Import 9 shows' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Schedule imported')).toBeVisible();
  await expect(drawnBlocks(page)).toHaveCount(9);
  await nextWeek(page, addDays(week, 7));
  await expect(drawnBlocks(page)).toHaveCount(0);
});
