import type { Browser } from '@playwright/test';
import { fillInDateLabel } from '../src/shared/activity/fill-in-phrases';
import { addDays, weekIdOf } from '../src/shared/schedule/week';
import { refusedRequest } from './support/account';
import { expect, type Account, type Page } from './support/fixtures';
import { testOnOwnStation } from './support/own-station';
import { block, changeStatus, openWeek, placeShow, stationToday, toast } from './support/schedule';

/**
 * Issue 33's journey on the screens of fill-ins, on a server of its own (its first account is the
 * manager, linked to a DJ entry of their own): Alex is away next Tuesday and asks for a fill-in
 * for that Tuesday's Jazz Hour (a series date in a finalized week) from the block menu; Blair is
 * e-mailed, Casey (away too) is not; Blair takes it on the Fill-ins page; the manager's later
 * take is refused with "Already taken by Blair"; the activity log and the grid say who hosts it.
 * Then the Fill-ins page, a request and the ask dialog at 1440, 1024 touch and 390 px: nothing
 * scrolls sideways (screenshots to $FILL_IN_SHOTS when set).
 */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open', STATION_TIMEZONE: 'America/New_York' });

/** The block menu's item and My Shows' button ("Ask for a fill-in: Jazz Hour, …"). */
const ASK_ITEM = 'Ask for a fill-in';

// The manager's page asks for the backups; once a DJ has signed in on it that is refused (403).
test.use({ allowedConsoleErrors: [refusedRequest(403)] });

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  { name: '1024-touch', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

test('a DJ asks for a fill-in; an eligible DJ takes it on the Fill-ins page; a later taker is refused', async ({
  page,
  browser,
  baseURL,
  createAccount,
  signIn,
  mailbox,
}) => {
  test.slow();
  const manager = await createAccount({ username: 'Morgan' });
  const alex = await createAccount({ username: 'Alex' });
  const blair = await createAccount({ username: 'Blair' });
  const casey = await createAccount({ username: 'Casey' });
  await signIn(manager);
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, { id: string }>;
  };
  const ids: Record<string, string> = {};
  for (const [name, account] of [
    ['Morgan', manager],
    ['Alex', alex],
    ['Blair', blair],
    ['Casey', casey],
  ] as const)
    ids[name] = (await post('/api/djs', { name, email: account.email })).dj!.id;
  const showId = (await post('/api/shows', { name: 'Jazz Hour', duration: 1, djIds: [ids.Alex] }))
    .show!.id;
  // Jazz Hour every Tuesday from next week; the week after is finalized.
  const first = addDays(weekIdOf(await stationToday(page)), 7);
  const anchor = await placeShow(page, first, {
    templateId: showId,
    dayIndex: 2,
    timeIndex: 40,
    duration: 4,
  });
  await post(`/api/scheduled-shows/${anchor.id}/series`, {
    rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
  });
  const week = addDays(first, 7);
  const tuesday = addDays(week, 2);
  await changeStatus(page, week, 'finalize');
  await post(`/api/djs/${ids.Casey}/away-periods`, { fromDate: tuesday, toDate: tuesday });

  // Alex, away that Tuesday, asks from the block's menu on the grid.
  await signIn(alex);
  await post(`/api/djs/${ids.Alex}/away-periods`, { fromDate: tuesday, toDate: tuesday });
  await openWeek(page, week);
  await block(page, 'Jazz Hour', 'Tuesday').click();
  await page.getByRole('menuitem', { name: ASK_ITEM }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for a fill-in' });
  await ask.getByLabel('Note (optional)').fill('Family visit');
  await ask.getByRole('button', { name: 'Ask for a fill-in' }).click();
  await expect(toast(page, 'Fill-in asked for')).toBeVisible();
  await expect(ask).toHaveCount(0);

  // Blair is e-mailed with the request's link; Casey, away then, is not.
  const subject = new RegExp(`^Fill-in wanted: Jazz Hour on ${fillInDateLabel(tuesday)}$`);
  const link = await mailbox.latestLink(blair.email, subject);
  expect((await mailbox.to(casey.email)).filter((m) => subject.test(m.subject))).toEqual([]);

  // The manager's dashboard counts it, on its week's row too; the settings say who may take it.
  await signIn(manager);
  await page.goto('/');
  await expect(page.getByTestId('open-fill-ins')).toContainText('Open fill-ins: 1');
  await expect(page.getByRole('img', { name: '1 open fill-in' })).toBeVisible();
  await shotOf(page, 'dashboard');
  await page.goto('/settings');
  const policy = page.getByRole('group', { name: 'Taking a fill-in' });
  await expect(
    policy.getByRole('radio', { name: /^Any eligible DJ may take a fill-in/ }),
  ).toBeChecked();
  await page.getByRole('region', { name: 'Fill-ins' }).scrollIntoViewIfNeeded();
  await shotOf(page, 'settings', false);

  // Blair takes it from the Fill-ins page.
  await signIn(blair);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Fill-ins' })
    .click();
  const canTake = page.getByRole('region', { name: 'You can take' });
  await canTake.getByRole('link', { name: /Jazz Hour/ }).click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Jazz Hour' })).toBeVisible();
  await expect(page.getByText('Family visit')).toBeVisible();
  await page.getByRole('button', { name: 'Take this show' }).click();
  await expect(toast(page, 'You took this show')).toBeVisible();
  await expect(page.getByRole('main').getByText('Taken', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give it back' })).toBeVisible();

  // The manager, eligible too, comes second: refused, and the request says who has it.
  await signIn(manager);
  const late = await page.request.post(
    `${new URL(link).pathname.replace('/fill-ins', '/api/fill-ins')}/take`,
    {
      headers,
    },
  );
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
    'Already taken by Blair',
  );
  await page.goto(link);
  await expect(page.getByText('Blair')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take this show' })).toHaveCount(0);

  // The activity log names the take; the grid has Blair that Tuesday and Alex the one after.
  await page.goto('/activity');
  await expect(
    page.getByText(`took Jazz Hour on ${fillInDateLabel(tuesday)} for Alex`).first(),
  ).toBeVisible();
  await openWeek(page, week);
  await expect(block(page, 'Jazz Hour', 'Tuesday')).toContainText('Blair');
  await openWeek(page, addDays(week, 7));
  await expect(block(page, 'Jazz Hour', 'Tuesday')).toContainText('Alex');

  await screensOf(browser, baseURL!, alex, new URL(link).pathname);
});

/** A screenshot to $FILL_IN_SHOTS when set. */
async function shotOf(page: Page, what: string, fullPage = true) {
  const dir = process.env.FILL_IN_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/1280-${what}.png`, fullPage });
}

/** Alex's Fill-ins page, the request and the ask dialog at each size: no sideways scroll. */
async function screensOf(browser: Browser, baseURL: string, account: Account, requestPath: string) {
  const dir = process.env.FILL_IN_SHOTS;
  for (const size of SIZES) {
    const context = await browser.newContext({ ...size, baseURL });
    const page = await context.newPage();
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { Origin: new URL(baseURL).origin },
    });
    expect(signedIn.status()).toBe(200);
    const shot = async (what: string, fullPage = true) => {
      await expectNoSidewaysScroll(page, size.viewport.width);
      if (dir) await page.screenshot({ path: `${dir}/${size.name}-${what}.png`, fullPage });
    };
    await page.goto('/fill-ins');
    const mine = page.getByRole('region', { name: 'You asked for' });
    await expect(mine.getByRole('link', { name: /Jazz Hour/ })).toBeVisible();
    await shot('fill-ins');
    await page.goto(requestPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz Hour' })).toBeVisible();
    await shot('request');
    await page.goto('/my-shows');
    await page
      .getByRole('button', { name: new RegExp(`^${ASK_ITEM}: Jazz Hour`) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Ask for a fill-in' })).toBeVisible();
    await shot('ask-dialog', false);
    await context.close();
  }
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
}
