import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { SCHEDULE_TEXTS } from './support/schedule-texts';
import { expect, test as base, type Account, type Page } from './support/fixtures';
import {
  block,
  createShow,
  openWeek,
  placeShow,
  randomFarWeek,
  secondBrowser,
  slotPoint,
  toast,
  unique,
} from './support/schedule';

/**
 * Two colleagues plan the same week at once (issue 6, "Live updates"): what one does appears in
 * the other's browser without a reload, and a change to the show someone is editing is pointed
 * out instead of being overwritten. Each test takes a week of its own. (The issue asks for
 * "within a second"; tests never time it, since a busy machine would fail them.)
 */

/** A week far ahead that no other journey uses: 1000 to 1199 weeks after the current one. */
const liveWeek = (page: Page) => randomFarWeek(page, 1000);

/** A second person: their own browser context, signed in, failing on console errors. */
async function colleague(browser: Browser, baseURL: string, account: Account) {
  const person = await secondBrowser(browser, baseURL);
  const { page } = person;
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/');
  return person;
}

/**
 * Every journey here: Alice (the test's page) and Bob, a colleague in a browser of their own, both
 * signed in on the app; Bob's browser must end the journey without a console error.
 */
const test = base.extend<{ bob: Awaited<ReturnType<typeof colleague>> }>({
  bob: async ({ page, browser, baseURL, createAccount, signIn }, use) => {
    const hex = () => randomBytes(2).toString('hex');
    await signIn(await createAccount({ username: `Alice ${hex()}` }));
    await page.goto('/');
    const bob = await colleague(
      browser,
      baseURL!,
      await createAccount({ username: `Bob ${hex()}` }),
    );
    await use(bob);
    try {
      expect(bob.errors).toEqual([]);
    } finally {
      await bob.close();
    }
  },
});

/** Marks the page so a reload would be noticed. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(
    true,
  );
}

/** The block's version and id, as the server has it now. */
async function savedBlock(page: Page, weekId: string, name: string) {
  const week = (await (await page.request.get(`/api/weeks/${weekId}`)).json()) as {
    week: { blocks: { id: string; version: number; showName: string }[] };
  };
  const found = week.week.blocks.find((b) => b.showName === name);
  if (!found) throw new Error(`${name} is not on week ${weekId}`);
  return found;
}

test.describe('live updates', () => {
  test('a placement and a delete in one browser appear in the other without reloading', async ({
    page,
    bob,
  }) => {
    const show = unique('Morning Drive');
    await createShow(page, show, 1);
    const weekId = await liveWeek(page);

    await openWeek(page, weekId);
    await openWeek(bob.page, weekId);
    await markPage(bob.page);
    await expect(block(bob.page, show)).toHaveCount(0);

    // Alice places the show with the Place dialog, on Tuesday 10:00.
    await page.getByRole('searchbox', { name: 'Search shows' }).fill(show);
    await page.getByRole('button', { name: `Place ${show}` }).click();
    const dialog = page.getByRole('dialog', { name: `Place ${show}` });
    await dialog.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: /^Tuesday/ }).click();
    await dialog.getByRole('combobox', { name: 'Start time' }).press('Enter');
    await expect(page.getByRole('option', { name: '06:00' })).toBeFocused();
    await page.keyboard.type('10:00');
    await expect(page.getByRole('option', { name: '10:00' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Tuesday 10:00 - 11:00');
    await dialog.getByRole('button', { name: 'Place Show' }).click();
    await expect(block(page, show, 'Tuesday 10:00 - 11:00')).toBeVisible();

    // Bob sees it without reloading: his page reads the week again only when the change stream
    // tells it to (no polling). How soon is not asserted: a busy machine may take a while.
    await expect(block(bob.page, show, 'Tuesday 10:00 - 11:00')).toBeVisible();
    await expectNotReloaded(bob.page);

    // Bob deletes it; it goes from Alice's screen, by the same stream.
    await block(bob.page, show).click();
    await bob.page.getByRole('menuitem', { name: 'Delete Show' }).click();
    await bob.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(block(bob.page, show)).toHaveCount(0);
    await expect(block(page, show)).toHaveCount(0);
  });

  test("a colleague's change to the show being edited is pointed out, not overwritten", async ({
    page,
    bob,
  }) => {
    const show = unique('Jazz Hour');
    const templateId = await createShow(page, show, 1);
    const weekId = await liveWeek(page);
    await placeShow(page, weekId, { templateId, dayIndex: 3, timeIndex: 48, duration: 4 });
    await openWeek(bob.page, weekId);
    await markPage(bob.page);

    // Bob starts editing the show's name.
    await block(bob.page, show).click();
    await bob.page.getByRole('menuitem', { name: 'Edit Show' }).click();
    const dialog = bob.page.getByRole('dialog', { name: 'Edit Show' });
    const bobsName = `${show} by Bob`;
    await dialog.getByLabel('Show Name').fill(bobsName);

    // Meanwhile Alice saves another name.
    const alicesName = `${show} by Alice`;
    const saved = await savedBlock(page, weekId, show);
    const patched = await page.request.patch(`/api/scheduled-shows/${saved.id}`, {
      data: { version: saved.version, showName: alicesName },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(patched.status(), await patched.text()).toBe(200);

    // Bob's dialog says so, keeps his typing, and will not save over Alice's change.
    await expect(dialog.getByText(SCHEDULE_TEXTS.changedUnderneath)).toBeVisible();
    await expect(dialog.getByLabel('Show Name')).toHaveValue(bobsName);
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    // He loads her version and builds on it.
    await dialog.getByRole('button', { name: SCHEDULE_TEXTS.loadTheirVersion }).click();
    await expect(dialog.getByLabel('Show Name')).toHaveValue(alicesName);
    await expect(dialog.getByText(SCHEDULE_TEXTS.changedUnderneath)).toHaveCount(0);
    await dialog.getByLabel('Show Name').fill(`${alicesName} and Bob`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(block(bob.page, `${alicesName} and Bob`)).toBeVisible();
    await expect(toast(bob.page, 'Failed to update show')).toHaveCount(0);

    // While Bob edits it again, Alice deletes the show: his dialog says so instead of vanishing.
    const finalName = `${alicesName} and Bob`;
    await block(bob.page, finalName).click();
    await bob.page.getByRole('menuitem', { name: 'Edit Show' }).click();
    await dialog.getByLabel('Description').fill('Late-night jazz');
    const latest = await savedBlock(page, weekId, finalName);
    const deleted = await page.request.delete(`/api/scheduled-shows/${latest.id}`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await expect(dialog.getByText(SCHEDULE_TEXTS.removedUnderneath)).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue('Late-night jazz');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(block(bob.page, finalName)).toHaveCount(0);
    await expectNotReloaded(bob.page);
  });

  test('a change arriving during a drag waits for the drop', async ({ page, bob }) => {
    const dragged = unique('Drive Time');
    const added = unique('Evening News');
    const draggedId = await createShow(page, dragged, 1);
    const addedId = await createShow(page, added, 1);
    const weekId = await liveWeek(page);
    await placeShow(page, weekId, {
      templateId: draggedId,
      dayIndex: 1,
      timeIndex: 40,
      duration: 4,
    });
    await openWeek(bob.page, weekId);

    // What reaches Bob's browser: the change messages, and his loads of the week.
    const cdp = await bob.page.context().newCDPSession(bob.page);
    await cdp.send('Network.enable');
    let changeMessages = 0;
    cdp.on('Network.eventSourceMessageReceived', (m) => {
      if (m.eventName === 'changes') changeMessages++;
    });
    const loads: string[] = [];
    bob.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === `/api/weeks/${weekId}` || path.startsWith('/api/scheduled-shows/'))
        loads.push(`${r.method()} ${path.split('/')[2]}`);
    });

    // Bob drags his block towards Tuesday 10:00 and holds it there.
    await slotPoint(bob.page, 2, 40);
    const start = await block(bob.page, dragged).boundingBox();
    if (!start) throw new Error('No block');
    await bob.page.mouse.move(start.x + start.width / 2, start.y + 10);
    await bob.page.mouse.down();
    await bob.page.mouse.move(start.x + start.width / 2 + 6, start.y + 16, { steps: 2 });
    const target = await slotPoint(bob.page, 2, 40);
    await bob.page.mouse.move(target.x, target.y, { steps: 12 });
    const preview = bob.page.getByTestId('drag-preview').first();
    await expect(preview).toHaveAttribute('data-state', 'valid');

    // Alice places a show meanwhile; the change reaches Bob's browser, which does not redraw yet.
    await placeShow(page, weekId, { templateId: addedId, dayIndex: 4, timeIndex: 40, duration: 4 });
    await expect.poll(() => changeMessages).toBeGreaterThan(0);
    await bob.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(loads).toEqual([]);
    await expect(preview).toHaveAttribute('data-state', 'valid');

    // The drop saves Bob's move; then the week is loaded again and Alice's show appears.
    await bob.page.mouse.up();
    await expect(block(bob.page, dragged, 'Tuesday 10:00 - 11:00')).toBeVisible();
    await expect(block(bob.page, added, 'Thursday 10:00 - 11:00')).toBeVisible();
    expect(loads[0]).toBe('PATCH scheduled-shows');
    // The saved move's answer already holds Alice's show; the held refresh follows within a
    // batching interval (at most ten a second), so it may land after both blocks are drawn.
    await expect.poll(() => loads).toContain('GET weeks');
  });
});

test("a colleague's show made while the page's first read and its change stream are on their way appears", async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  const suffix = randomBytes(3).toString('hex');
  const seen = `Seen Show ${suffix}`;
  const missed = `Missed Show ${suffix}`;
  await page.goto('/');
  await createShow(page, seen, 1);
  // The change stream is held back until the colleague's show is made: the library's first read
  // (started by the HTML) has answered without it, and the stream was not listening when it came.
  let letStreamThrough: () => void = () => undefined;
  const streamHeld = new Promise<void>((resolve) => (letStreamThrough = resolve));
  await page.route('**/api/events', async (route) => {
    await streamHeld;
    await route.continue();
  });
  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(suffix);
  await expect(page.getByRole('article', { name: seen })).toBeVisible();
  await createShow(page, missed, 1);
  letStreamThrough();
  // Its `ready` names newer revisions than the first read's: the library is read again.
  await expect(page.getByRole('article', { name: missed })).toBeVisible();
});
