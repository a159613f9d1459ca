import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { weekLabel } from '../src/shared/schedule/week';
import { expect, test } from './support/fixtures';
import { changeStatus, farWeek, openWeek, placeShow, unique } from './support/schedule';

/**
 * Printing the schedule screen (issue 6): in print media the week is one landscape page with its
 * title, status, seven days, hours and coloured, named blocks, and none of the app's chrome.
 */

const SLOT = 44; // this journey's own week (see farWeek)

async function createShow(
  page: Page,
  name: string,
  hours: number,
  color: string,
  djIds: string[] = [],
) {
  const response = await page.request.post('/api/shows', {
    data: { name, duration: hours, color, djIds, genres: ['Pop'] },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: { id: string } }).show.id;
}

/** How many pages a PDF has: its /Type /Page objects, not the /Pages tree nodes. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

test('prints the whole week on one landscape page without the app chrome', async ({
  page,
  createAccount,
  signIn,
}, testInfo) => {
  await signIn(await createAccount());
  await page.goto('/');
  const week = await farWeek(page, SLOT);
  const host = unique('Studio Guest');
  const dj = await page.request.post('/api/djs', {
    data: { name: host },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(dj.status(), await dj.text()).toBe(201);
  const hostId = ((await dj.json()) as { dj: { id: string } }).dj.id;
  const shows = [
    { name: unique('Night Owls'), hours: 2, color: '#7c3aed', dayIndex: 0, timeIndex: 0 },
    { name: unique('Morning Drive'), hours: 3, color: '#dc2626', dayIndex: 1, timeIndex: 24 },
    { name: unique('Jazz Hour'), hours: 1, color: '#3b82f6', dayIndex: 3, timeIndex: 48 },
    { name: unique('Late Mix'), hours: 2, color: '#059669', dayIndex: 6, timeIndex: 88 },
  ];
  for (const show of shows) {
    // The 1-hour show has a host: its DJ line must print whole under the name.
    const hosts = show.hours === 1 ? [hostId] : [];
    const templateId = await createShow(page, show.name, show.hours, show.color, hosts);
    await placeShow(page, week, {
      templateId,
      dayIndex: show.dayIndex,
      timeIndex: show.timeIndex,
      duration: show.hours * 4,
    });
  }
  await changeStatus(page, week, 'finalize');

  await openWeek(page, week);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByLabel('Shows', { exact: true })).toBeVisible(); // the library panel
  await page.emulateMedia({ media: 'print' });
  // A landscape page less its margins, as the printed page lays it out.
  await page.setViewportSize({ width: 1060, height: 760 });

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show Show Library' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(week) })).toBeVisible();
  await expect(page.getByText('Status: Finalized')).toBeVisible();
  for (const day of ['Sunday', 'Wednesday', 'Saturday']) {
    await expect(page.getByText(day, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Shows', { exact: true })).toBeHidden();
  const grid = page.getByTestId('week-columns');
  for (const show of shows) await expect(grid.getByText(show.name)).toBeVisible();
  const jazz = grid.locator('[data-block-id]', { hasText: shows[2]!.name });
  const jazzBox = await jazz.boundingBox();
  const hostLine = await jazz.getByText(host).boundingBox();
  expect(hostLine, 'the DJ line of a 1-hour show prints').not.toBeNull();
  expect((hostLine?.y ?? 0) + (hostLine?.height ?? 0)).toBeLessThanOrEqual(
    (jazzBox?.y ?? 0) + (jazzBox?.height ?? 0),
  );

  // The whole day fits: the last show (Saturday 22:00-24:00) ends inside the window.
  const box = await grid.boundingBox();
  if (!box) throw new Error('The grid is not drawn');
  expect(box.y + box.height).toBeLessThanOrEqual(760);
  const late = await grid.getByText(shows[3]!.name).boundingBox();
  expect((late?.y ?? 0) + (late?.height ?? 0)).toBeLessThanOrEqual(box.y + box.height);

  await page.screenshot({ path: testInfo.outputPath('print-week.png'), fullPage: true });

  const pdf = await page.pdf({ landscape: true, preferCSSPageSize: true, printBackground: true });
  await writeFile(testInfo.outputPath('print-week.pdf'), pdf);
  expect(pageCount(pdf)).toBe(1);
});
