import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, currentWeekId, dateInZone, weekLabel } from '../../src/shared/schedule/week';
import { SLOT_PX } from '../../src/shared/schedule/slots';
import { expect } from './fixtures';

/**
 * The schedule through its API and on screen, for journeys that start from placed shows. Weeks
 * and shows are station-wide and the browser suite shares one server, so each test takes a week
 * of its own far ahead and names its shows uniquely.
 */

function origin(page: Page): { Origin: string } {
  return { Origin: new URL(page.url()).origin };
}

/** The station's time zone (GET /api/config). */
export async function stationZone(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/config')).json()) as {
    stationTimeZone: string;
  };
  return config.stationTimeZone;
}

/** Today in the station's zone. */
export async function stationToday(page: Page): Promise<string> {
  return dateInZone(new Date(), await stationZone(page));
}

/**
 * A week of the test's own, far ahead: `slot` 0, 1, 2... gives weeks 420, 428, 436... after the
 * current one. Each run has a fresh server, so a slot per test keeps the journeys apart; eight
 * weeks leave room for a series or a copy reaching into the following weeks. randomFarWeek picks
 * 1000 and more ahead.
 *
 * Slots in use, one owner each: recurrence and copy 0-6, export 14-16, import 30-32, undo 40-42,
 * print 44, markup 48, accessibility 50, export-import round trip 52-53, series editing 56-57,
 * overlapping names 58-59,
 * and 460 (4100 weeks on, past every randomFarWeek band) for a series without end.
 */
export async function farWeek(page: Page, slot: number): Promise<string> {
  return addDays(currentWeekId(new Date(), await stationZone(page)), (420 + 8 * slot) * 7);
}

/**
 * A week a few weeks ahead (2 + `slot`), for what must stay within six months of today, such as a
 * series' end date. The schedule editor's journeys only visit next week there.
 */
export async function nearWeek(page: Page, slot: number): Promise<string> {
  return addDays(currentWeekId(new Date(), await stationZone(page)), (2 + slot) * 7);
}

/**
 * A random week in a band of 200 far ahead, `from` weeks after the current one on: for journeys
 * that may run again in one server (retries), where a fixed slot would meet its own leftovers.
 * A week is handed out at least eight weeks from any other the same worker handed out, so two
 * journeys of one file never meet in a week, nor through a copy or series reaching ahead. Bands in use (none may reach farWeek's slots, 420 weeks on and 8 per slot):
 * live updates 1000, the activity log 1300, the phone journeys 1600 and 1800, the page widths
 * 2000, touch planning 2200, the schedule finishing journeys 2400, bulk operations 2600 and 2800,
 * DJ clashes 3000, the viewer's zone 3200, the schedule editor 3400, permissions 3600, undoing a
 * copy 3800.
 */
export async function randomFarWeek(page: Page, from: number): Promise<string> {
  let offset = from;
  for (let attempt = 0; attempt < 1000; attempt++) {
    offset = from + (randomBytes(2).readUInt16BE() % 200);
    if (!handedOut.some((taken) => Math.abs(taken - offset) < WEEKS_APART)) break;
  }
  handedOut.push(offset);
  return addDays(currentWeekId(new Date(), await stationZone(page)), offset * 7);
}
/** Weeks handed out by this worker, each kept clear of the series and copies of the others. */
const handedOut: number[] = [];
const WEEKS_APART = 8;

/**
 * A second person's browser: its own context and page, collecting console and page errors so the
 * journey can fail on them. The caller signs it in.
 */
export async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

export const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

/** A library show (no DJs), by API; returns its id. */
export async function createShow(page: Page, name: string, hours: number): Promise<string> {
  const response = await page.request.post('/api/shows', {
    data: { name, duration: hours, color: '#059669', djIds: [], genres: ['Pop'] },
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: { id: string } }).show.id;
}

type Block = {
  id: string;
  templateId: string | null;
  dayIndex: number;
  timeIndex: number;
  isInstance: boolean;
};

/** Places a show on a week by API (opening the week first, which creates it); returns the block. */
export async function placeShow(
  page: Page,
  weekId: string,
  placement: { templateId: string; dayIndex: number; timeIndex: number; duration: number },
): Promise<Block> {
  expect((await page.request.get(`/api/weeks/${weekId}`)).status()).toBe(200);
  const response = await page.request.post(`/api/weeks/${weekId}/shows`, {
    data: placement,
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { week } = (await response.json()) as { week: { blocks: Block[] } };
  const block = week.blocks.find(
    (b) =>
      !b.isInstance &&
      b.templateId === placement.templateId &&
      b.dayIndex === placement.dayIndex &&
      b.timeIndex === placement.timeIndex,
  );
  if (!block) throw new Error('The placed show is not in the answer');
  return block;
}

/** A week status change by API ('save-draft', 'finalize'). */
export async function changeStatus(page: Page, weekId: string, action: 'finalize') {
  expect((await page.request.get(`/api/weeks/${weekId}`)).status()).toBe(200);
  const response = await page.request.post(`/api/weeks/${weekId}/status`, {
    data: { action },
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens a week on the schedule screen and waits until it is drawn. */
export async function openWeek(page: Page, weekId: string): Promise<void> {
  await page.goto(`/schedule?week=${weekId}`);
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(weekId) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading week...' })).toHaveCount(0);
}

/** Moves the screen on by a week with the header's arrow and waits for that week. */
export async function nextWeek(page: Page, weekId: string): Promise<void> {
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(weekId) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading week...' })).toHaveCount(0);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A placed show's block, by the start of its accessible name ("Name, Tuesday 10:00 - 12:00"). */
export function block(page: Page, name: string, where = ''): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escape(name)}, ${escape(where)}`) });
}

/** Every piece of every block drawn on the grid. */
export function drawnBlocks(page: Page): Locator {
  return page.getByTestId('week-columns').locator('[data-block-id]');
}

/** A toast by its title. */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-toast-type]').filter({ hasText: title });
}

/**
 * The middle of a slot on screen, after scrolling the grid so the slot sits mid-viewport (away
 * from the auto-scroll zones at its edges), for drags that drop on it.
 */
export async function slotPoint(page: Page, dayIndex: number, timeIndex: number) {
  await page
    .getByRole('region', { name: 'Week schedule' })
    .first()
    .evaluate(
      (node, y) => node.scrollTo({ top: Math.max(0, y - node.clientHeight / 2) }),
      timeIndex * SLOT_PX,
    );
  return slotPointAsScrolled(page, dayIndex, timeIndex);
}

/** The centre of a slot where the grid is scrolled now (a journey checking that a drag does not scroll). */
export async function slotPointAsScrolled(page: Page, dayIndex: number, timeIndex: number) {
  const box = await page.getByTestId('week-columns').boundingBox();
  if (!box) throw new Error('The week grid is not on screen');
  return {
    x: box.x + (box.width / 7) * (dayIndex + 0.5),
    y: box.y + timeIndex * SLOT_PX + SLOT_PX / 2,
  };
}
