import { mkdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { test as base, expect } from './support/fixtures';
import { openUserMenu } from './support/account';
import { addDays, currentWeekId } from '../src/shared/schedule/week';
import { createShow, placeShow, secondBrowser } from './support/schedule';
import { setRole, withStationDatabase } from './support/station-database';
import { startStationServer, type StationServer } from './support/station-server';

/**
 * Reports (issue 36) on a station of its own: a quarter (the weeks starting 5 July .. 27
 * September 2026, thirteen, all finalized) written straight in SQL with three content categories.
 * Morning Drive (Local, Ava) airs 06:00-08:00 Monday to Friday, but not on the Fridays of the
 * weeks of 19 July and 23 August, so "at least 10 h of Local a week" misses those two weeks;
 * Newsdesk (News, Cy) airs 12:00-13:00 weekdays; Salsa Nights (Spanish language, Bo) airs
 * Saturday 20:00-23:00 and again, as a repeat, on Sunday.
 */
const SHOTS = '/tmp/w-reports-shots';
const WEEKS = Array.from({ length: 13 }, (_, i) =>
  new Date(Date.UTC(2026, 6, 5 + 7 * i)).toISOString().slice(0, 10),
);
const SHORT_WEEKS = ['2026-07-19', '2026-08-23'];

async function seedQuarter(client: pg.Client) {
  const category = async (
    name: string,
    color: string,
    kind: string | null,
    value: number | null,
    position: number,
  ) =>
    (
      await client.query<{ id: string }>(
        `insert into content_categories (name, color, commitment_kind, commitment_value, position)
         values ($1, $2, $3, $4, $5) returning id`,
        [name, color, kind, value, position],
      )
    ).rows[0]!.id;
  const local = await category('Local', '#16a34a', 'at_least_hours', 10, 0);
  const news = await category('News', '#dc2626', 'at_most_percent', 30, 1);
  const spanish = await category('Spanish language', '#9333ea', null, null, 2);
  const show = async (name: string, genres: string[], categories: string[]) => {
    const id = (
      await client.query<{ id: string }>(
        `insert into shows (name, genres, color) values ($1, $2, '#3b82f6') returning id`,
        [name, genres],
      )
    ).rows[0]!.id;
    for (const c of categories) {
      await client.query(
        'insert into show_content_categories (show_id, category_id) values ($1, $2)',
        [id, c],
      );
    }
    return { id, name, genres };
  };
  const drive = await show('Morning Drive', ['Talk', 'Pop'], [local]);
  const newsdesk = await show('Newsdesk', ['Talk'], [news]);
  const salsa = await show('Salsa Nights', ['Latin'], [spanish]);
  for (const week of WEEKS) {
    const end = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await client.query(
      `insert into weekly_schedules (id, start_date, end_date, status) values ($1, $1, $2, 'finalized')`,
      [week, end],
    );
    const place = (
      s: { id: string; name: string; genres: string[] },
      host: string,
      day: number,
      time: number,
      duration: number,
      repeat = false,
    ) =>
      client.query(
        `insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_genres,
           show_color, dj_names, day_index, time_index, duration, weekly_schedule_status, is_repeat)
         values ($1, $2, $3, $4, '#3b82f6', $5, $6, $7, $8, 'finalized', $9)`,
        [week, s.id, s.name, s.genres, [host], day, time, duration, repeat],
      );
    for (let day = 1; day <= 5; day += 1) {
      if (!(day === 5 && SHORT_WEEKS.includes(week))) await place(drive, 'Ava Brooks', day, 24, 8);
      await place(newsdesk, 'Cy Diaz', day, 48, 4);
    }
    await place(salsa, 'Bo Chen', 6, 80, 12);
    await place(salsa, 'Bo Chen', 0, 80, 12, true);
  }
}

const test = base.extend<object, { station: StationServer }>({
  station: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startStationServer({ SIGNUP_POLICY: 'open' });
      await withStationDatabase(server.logFile, seedQuarter);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ station }, use) => use(station.url),
});

test('a quarter report: figures, missed weeks, charts with tables, CSV, print; a DJ is refused', async ({
  page,
  browser,
  station,
  createAccount,
  signIn,
}) => {
  test.slow(); // a server of its own and two accounts on a shared machine
  mkdirSync(SHOTS, { recursive: true });
  const manager = await createAccount({ username: 'Morgan' });
  const dj = await createAccount({ username: 'Dana' });
  await signIn(manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  // Reports is in the user menu (the top bar keeps its one row).
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Range').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-07-01');
  await page.getByLabel('To', { exact: true }).fill('2026-09-30');

  // 11 weeks of 21 h and the two short weeks of 19 h; Local 10 h a week but 8 h twice.
  const figures = page.getByRole('list', { name: 'Figures' });
  await expect(figures.getByText('269', { exact: true })).toBeVisible();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Distinct hosts' })).toContainText(
    '3',
  );
  await expect(figures.getByRole('listitem').filter({ hasText: 'Repeats' })).toContainText('39');
  await expect(page.getByText(/Finalized weeks only · 13 weeks/)).toBeVisible();

  const commitments = page.getByTestId('commitment');
  await expect(commitments.filter({ hasText: 'Local' })).toContainText(
    'Met 11 of 13 weeks; missed 2',
  );
  const missed = page.getByRole('list', { name: 'Weeks Local missed' }).getByRole('listitem');
  await expect(missed).toHaveText([/Jul 19.*: 8 h/, /Aug 23.*: 8 h/]);
  await expect(commitments.filter({ hasText: 'News' })).toContainText('Met 13 of 13 weeks');

  // Four charts, each described, each with its table.
  const charts = page.getByRole('img');
  for (const title of [
    'Hours per week by category',
    'Hours by genre',
    'How often each hour was filled',
    'Top hosts',
  ]) {
    const chart = page.getByRole('region', { name: title });
    await expect(chart.getByRole('img', { name: title })).toBeVisible();
    await chart.getByRole('button', { name: 'Table' }).click();
    await expect(chart.getByRole('table')).toBeVisible();
    await chart.getByRole('button', { name: 'Chart' }).click();
  }
  await expect(charts.filter({ has: page.locator('svg.recharts-surface') })).toHaveCount(3);
  const genre = page.getByRole('region', { name: 'Hours by genre' });
  await genre.getByRole('button', { name: 'Table' }).click();
  await expect(genre.getByRole('row', { name: /Talk/ })).toContainText('191');
  await genre.getByRole('button', { name: 'Chart' }).click();

  // The CSV of hours by show.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Hours by show' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hours-by-show-2026-07-01-to-2026-09-30.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual([
    'Show,Hours,Airings',
    'Morning Drive,126,63',
    'Salsa Nights,78,26',
    'Newsdesk,65,65',
    '',
  ]);

  await page.screenshot({ path: `${SHOTS}/reports-1440.png`, fullPage: true });
  // Printed from a 900 px window (one column, charts wider than A4): as the page is laid out
  // for paper, every chart is drawn at its printed box's width, neither cut off nor left small.
  await page.setViewportSize({ width: 900, height: 900 });
  await page.evaluate(() => {
    const print = window.matchMedia('print');
    // Added after the charts' own listeners, so it sees what they drew for the paper.
    print.addEventListener('change', () => {
      if (!print.matches) return;
      (window as { printedCharts?: number[][] }).printedCharts = [
        ...document.querySelectorAll('figure.report-chart'),
      ].flatMap((figure) => {
        const svg = figure.querySelector('.recharts-wrapper > svg.recharts-surface');
        return svg ? [[svg.getBoundingClientRect().width, figure.clientWidth]] : [];
      });
    });
  });
  await page.pdf({
    path: `${SHOTS}/report-900.pdf`,
    preferCSSPageSize: true,
    printBackground: true,
  });
  const printed = await page.evaluate(
    () => (window as { printedCharts?: number[][] }).printedCharts,
  );
  expect(printed).toHaveLength(3);
  for (const [chart, box] of printed!) {
    expect(chart).toBeLessThanOrEqual(box!);
    expect(chart).toBeGreaterThan(box! * 0.95);
  }
  // The PDF is the print stylesheet's document: A4 (the station's default), no app frame.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await page.pdf({ path: `${SHOTS}/report.pdf`, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Top hosts' }).getByRole('img')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/reports-390.png`, fullPage: true });

  // A DJ: no menu entry, the address explains, and the API answers 403.
  const other = await browser.newContext({ baseURL: station.url });
  const djPage = await other.newPage();
  const signedIn = await djPage.request.post('/api/auth/sign-in/email', {
    data: { email: dj.email, password: dj.password },
    headers: { Origin: new URL(station.url).origin },
  });
  expect(signedIn.status()).toBe(200);
  await djPage.setViewportSize({ width: 1440, height: 900 });
  await djPage.goto('/');
  const djMenu = await openUserMenu(djPage);
  await expect(djMenu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(djMenu.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
  await djPage.keyboard.press('Escape');
  const refused = await djPage.request.get('/api/reports');
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'forbidden' } });
  await djPage.goto('/reports');
  await expect(
    djPage.getByRole('heading', { name: 'Reports are for station managers' }),
  ).toBeVisible();
  await other.close();
});

test("the report follows a colleague's change to a week of its range, without a reload", async ({
  page,
  browser,
  station,
  createAccount,
  signIn,
}) => {
  test.slow(); // a server of its own and two browsers on a shared machine
  const manager = await createAccount({ username: 'Riley' });
  await setRole(station.logFile, manager.email, 'Station Manager');
  await signIn(manager);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // A week three weeks ahead: it can still be planned.
  const week = addDays(currentWeekId(new Date(), 'UTC'), 21);
  const show = await createShow(page, 'Live Desk', 2);
  await placeShow(page, week, { templateId: show, dayIndex: 1, timeIndex: 40, duration: 8 });

  await page.goto('/reports');
  await page.getByLabel('Range').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill(week);
  await page.getByLabel('To', { exact: true }).fill(addDays(week, 6));
  await page.getByLabel('Weeks counted').selectOption('all');
  const scheduled = page
    .getByRole('list', { name: 'Figures' })
    .getByRole('listitem')
    .filter({ hasText: 'Scheduled hours' });
  await expect(scheduled).toHaveText(/Scheduled hours\s*2\s*1 airings/);
  // From here on the figures must never leave the screen (no loading line in between).
  await page.evaluate(() => {
    const w = window as { reportFiguresGone?: boolean };
    w.reportFiguresGone = false;
    new MutationObserver(() => {
      if (!document.querySelector('ul[aria-label="Figures"]')) w.reportFiguresGone = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // A colleague (the manager on another device) places two more hours in the week.
  const colleague = await secondBrowser(browser, station.url);
  try {
    const signedIn = await colleague.page.request.post('/api/auth/sign-in/email', {
      data: { email: manager.email, password: manager.password },
      headers: { Origin: new URL(station.url).origin },
    });
    expect(signedIn.status()).toBe(200);
    await colleague.page.goto('/');
    await placeShow(colleague.page, week, {
      templateId: show,
      dayIndex: 3,
      timeIndex: 40,
      duration: 8,
    });
  } finally {
    await colleague.close();
  }

  await expect(scheduled).toHaveText(/Scheduled hours\s*4\s*2 airings/);
  expect(
    await page.evaluate(() => (window as { reportFiguresGone?: boolean }).reportFiguresGone),
  ).toBe(false);
});
