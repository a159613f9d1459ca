import AxeBuilder from '@axe-core/playwright';
import { addDays, currentWeekId, weekRangeLabel } from '../src/shared/schedule/week';
import { expect, test as base, type Page } from './support/fixtures';
import startServer from './support/global-setup';
import { toast } from './support/library';
import { storeWeekDirectly } from './support/station-database';

/**
 * Weeks belong to the station, not to an account, and other journeys add weeks to the shared
 * server while this one runs. Exact totals and the empty state need a station of their own: each
 * test here gets a fresh one (the harness's own server start: new data directory, free port), and
 * the page, its API calls, the sign-up and the mailbox all go there.
 */
/** Each station's server log, by its address: it locates the station's database. */
const stationLogs = new Map<string, string>();

const test = base.extend<{ station: string }>({
  station: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shared = { url: process.env.E2E_BASE_URL, log: process.env.E2E_SERVER_LOG };
      const stop = await startServer();
      const url = process.env.E2E_BASE_URL;
      if (url && process.env.E2E_SERVER_LOG) stationLogs.set(url, process.env.E2E_SERVER_LOG);
      process.env.E2E_BASE_URL = shared.url;
      process.env.E2E_SERVER_LOG = shared.log;
      if (!url) throw new Error('The station server did not report its address');
      await use(url);
      await stop();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ station }, use) => use(station),
});

test.beforeEach(async ({ createAccount, signIn }) => {
  await signIn(await createAccount());
});

const OVERLAP_REFUSAL =
  'Cannot finalize week with overlapping shows. Please resolve conflicts first.';

/** Fails on serious or critical accessibility violations (DESIGN.md §6). */
async function expectNoSeriousA11yIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The station's API as the page's signed-in user (the context holds the session cookie). */
function stationApi(page: Page, baseURL: string | undefined) {
  if (!baseURL) throw new Error('No baseURL');
  const headers = { Origin: new URL(baseURL).origin };
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, data, headers });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, { id: string }>>;
  };
  return {
    /** Today's week in the station's zone. */
    async currentWeek() {
      const config = (await call('GET', '/api/config')) as unknown as { stationTimeZone: string };
      return currentWeekId(new Date(), config.stationTimeZone);
    },
    /** "Create Schedule" for a week: stores it, not started. */
    openWeek: (weekId: string) => call('POST', `/api/weeks/${weekId}`),
    async createShow(name: string, hours: number) {
      return (await call('POST', '/api/shows', { name, duration: hours })).show!.id;
    },
    /** Places a show: day 0-6 (Sunday first), start and length in 15-minute slots. */
    place: (
      weekId: string,
      templateId: string,
      dayIndex: number,
      timeIndex: number,
      slots: number,
    ) =>
      call('POST', `/api/weeks/${weekId}/shows`, {
        templateId,
        dayIndex,
        timeIndex,
        duration: slots,
      }),
    status: (weekId: string, action: 'save-draft' | 'finalize') =>
      call('POST', `/api/weeks/${weekId}/status`, { action }),
  };
}

function statCard(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Statistics' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

async function expectStats(
  page: Page,
  stats: { total: number; finalized: number; drafts: number; hours: number },
) {
  const cards = [
    ['Total Weeks', stats.total],
    ['Finalized', stats.finalized],
    ['Drafts', stats.drafts],
    ['Total Hours', stats.hours],
  ] as const;
  for (const [label, value] of cards) {
    await expect(statCard(page, label).getByText(String(value), { exact: true })).toBeVisible();
  }
}

async function choose(
  page: Page,
  select: 'Filter weeks by status' | 'Sort weeks by',
  option: string,
) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const weeksTable = (page: Page) => page.getByRole('table', { name: 'Weekly schedules' });
const rowOf = (page: Page, weekId: string) =>
  weeksTable(page)
    .getByRole('row')
    .filter({ hasText: weekRangeLabel(weekId) });
/** The week column of every row, top to bottom, as regular expressions for toHaveText. */
const inOrder = (...weekIds: string[]) => weekIds.map((id) => new RegExp(`^${weekRangeLabel(id)}`));

test('a new station shows the empty state, and Create Schedule opens next week', async ({
  page,
  baseURL,
}) => {
  const api = stationApi(page, baseURL);
  const nextWeek = addDays(await api.currentWeek(), 7);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Schedule Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Manage your weekly radio schedules and track their status'),
  ).toBeVisible();
  await expectStats(page, { total: 0, finalized: 0, drafts: 0, hours: 0 });
  await expect(page.getByText('Showing 0 of 0 weeks')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No weeks found' })).toBeVisible();
  await expect(page.getByText('No weekly schedules have been created yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Schedule' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Show Library' })).toHaveAttribute(
    'href',
    '/library',
  );
  await expectNoSeriousA11yIssues(page);

  await choose(page, 'Filter weeks by status', 'Draft');
  await expect(page.getByText('No weeks with "Draft" status found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Show All Statuses' }).click();
  await expect(page.getByText('No weekly schedules have been created yet.')).toBeVisible();

  // Create Schedule makes the week one week from today and opens it in the schedule screen.
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Create Schedule', exact: true })
    .click();
  await expect(page).toHaveURL(`/schedule?week=${nextWeek}`);
  await page.goBack();
  await expect(page.getByText('Showing 1 of 1 weeks')).toBeVisible();
  await expect(rowOf(page, nextWeek)).toContainText('Not Started');
  await expectStats(page, { total: 1, finalized: 0, drafts: 0, hours: 0 });
});

test('the dashboard counts, filters and sorts the weeks and offers the allowed actions', async ({
  page,
  baseURL,
}) => {
  test.slow(); // sets up five weeks and runs accessibility scans
  const api = stationApi(page, baseURL);
  const current = await api.currentWeek();
  const past = addDays(current, -7);
  const overlapping = addDays(current, 7);
  const finalized = addDays(current, 14);
  const empty = addDays(current, 21);
  const show = await api.createShow('Morning Drive', 1);

  // A past week exists only if it was written while current: stored straight in the database.
  await storeWeekDirectly(stationLogs.get(baseURL!)!, past, addDays(past, 6));
  await api.openWeek(current);
  await api.place(current, show, 1, 24, 8); // Mon 06:00, 2 h
  await api.status(current, 'save-draft');
  await api.openWeek(overlapping);
  await api.place(overlapping, show, 1, 40, 4); // Mon 10:00-11:00
  await api.place(overlapping, show, 1, 42, 6); // Mon 10:30-12:00: overlaps
  await api.status(overlapping, 'save-draft');
  await api.openWeek(finalized);
  await api.place(finalized, show, 3, 60, 5); // Wed 15:00, 1.25 h
  await api.status(finalized, 'finalize');
  await api.openWeek(empty);

  await page.goto('/');
  const table = weeksTable(page);
  for (const header of [
    'Week',
    'Status',
    'Shows',
    'Hours',
    'Unfilled',
    'Last Modified',
    'Actions',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // 2 + 2.5 + 1.25 = 5.75 hours, shown as a whole number.
  await expectStats(page, { total: 5, finalized: 1, drafts: 2, hours: 6 });
  await expect(page.getByText('Showing 5 of 5 weeks')).toBeVisible();
  // By date: this week on top, then the weeks ahead soonest first, then the past.
  await expect(table.getByRole('rowheader')).toHaveText(
    inOrder(current, overlapping, finalized, empty, past),
  );

  // Shows and hours (one decimal) per week; markers for the current, past and overlapping weeks.
  await expect(rowOf(page, overlapping).getByRole('cell')).toHaveText([
    /Draft/,
    '2',
    '2.5',
    /^\d+\.\d$/, // Unfilled (decision 0070): the overlapping pair covers less than 2.5 h.
    /\d/,
    /View\/Edit/,
  ]);
  await expect(rowOf(page, finalized).getByRole('cell').nth(2)).toHaveText('1.3');
  await expect(rowOf(page, current).getByRole('cell').nth(2)).toHaveText('2.0');
  await expect(table.getByText('Current Week')).toHaveCount(1);
  await expect(rowOf(page, current)).toContainText('Current Week');
  await expect(table.getByText('Past', { exact: true })).toHaveCount(1);
  await expect(rowOf(page, past)).toContainText('Past');
  await expect(table.getByRole('img', { name: 'Has overlapping shows' })).toHaveCount(1);
  await expect(
    rowOf(page, overlapping).getByRole('img', { name: 'Has overlapping shows' }),
  ).toBeVisible();

  // Actions by state: a past week can only be opened; a finalized one reverted; others finalized.
  const pastLabel = weekRangeLabel(past);
  await expect(rowOf(page, past).getByRole('button')).toHaveCount(0);
  await expect(
    rowOf(page, past).getByRole('link', { name: `View/Edit Week (${pastLabel})` }),
  ).toHaveAttribute('href', `/schedule?week=${past}`);
  const finalizedLabel = weekRangeLabel(finalized);
  await expect(rowOf(page, finalized).getByRole('button')).toHaveText([/Revert/, /Delete/]);
  await expect(rowOf(page, empty).getByRole('button')).toHaveText([/Finalize/, /Delete/]);
  await expectNoSeriousA11yIssues(page);

  // Filter by status; the choice is kept in the address, so it survives a reload.
  await choose(page, 'Filter weeks by status', 'Draft');
  await expect(page.getByText('Showing 2 of 5 weeks')).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText(inOrder(current, overlapping));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter weeks by status' })).toHaveText('Draft');
  await expect(page.getByText('Showing 2 of 5 weeks')).toBeVisible();
  await choose(page, 'Filter weeks by status', 'Not Started');
  await expect(table.getByRole('rowheader')).toHaveText(inOrder(empty, past));
  await choose(page, 'Filter weeks by status', 'Finalized');
  await expect(page.getByText('Showing 1 of 5 weeks')).toBeVisible();
  await choose(page, 'Filter weeks by status', 'All Statuses');
  await expect(page.getByText('Showing 5 of 5 weeks')).toBeVisible();

  // Sort by status: not started, draft, finalized (in date order within each).
  await choose(page, 'Sort weeks by', 'Status');
  await expect(table.getByRole('rowheader')).toHaveText(
    inOrder(empty, past, current, overlapping, finalized),
  );

  // Finalize is refused for the week with overlapping shows, with the spec's message.
  const overlappingLabel = weekRangeLabel(overlapping);
  await page.getByRole('button', { name: `Finalize Week (${overlappingLabel})` }).click();
  await expect(toast(page, OVERLAP_REFUSAL)).toBeVisible();
  await expect(rowOf(page, overlapping)).toContainText('Draft');

  // Finalize a week without overlaps.
  const emptyLabel = weekRangeLabel(empty);
  await page.getByRole('button', { name: `Finalize Week (${emptyLabel})` }).click();
  await expect(toast(page, 'Week finalized')).toBeVisible();
  await expect(rowOf(page, empty)).toContainText('Finalized');
  await expectStats(page, { total: 5, finalized: 2, drafts: 2, hours: 6 });

  // Revert asks first; from the keyboard, Cancel (focused first) keeps the week final.
  const revert = page.getByRole('button', { name: `Revert to Draft (${finalizedLabel})` });
  await revert.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Revert to Draft' });
  await expect(question).toContainText(`Revert "${finalizedLabel}" to draft status?`);
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(revert).toBeFocused();
  await expect(rowOf(page, finalized)).toContainText('Finalized');
  await revert.click();
  await question.getByRole('button', { name: 'Revert to Draft' }).click();
  await expect(toast(page, 'Week reverted to draft')).toBeVisible();
  await expect(rowOf(page, finalized)).toContainText('Draft');
  await expect(rowOf(page, finalized).getByRole('button')).toHaveText([/Finalize/, /Delete/]);
  await expectStats(page, { total: 5, finalized: 1, drafts: 3, hours: 6 });

  // Delete asks first, then the week is gone (also after a reload).
  await page.getByRole('button', { name: `Delete Week (${emptyLabel})` }).click();
  const deletion = page.getByRole('alertdialog', { name: 'Delete Week' });
  await expect(deletion).toContainText(
    `Delete schedule for "${emptyLabel}"? This action cannot be undone.`,
  );
  await deletion.getByRole('button', { name: 'Delete Week' }).click();
  await expect(toast(page, 'Week deleted')).toBeVisible();
  await expect(rowOf(page, empty)).toHaveCount(0);
  // Its row went away with the button: focus waits on the list's heading.
  await expect(page.getByRole('heading', { name: 'Weekly Schedules' })).toBeFocused();
  await expect(page.getByText('Showing 4 of 4 weeks')).toBeVisible();
  await expectStats(page, { total: 4, finalized: 0, drafts: 3, hours: 6 });
  await page.reload();
  await expect(page.getByText('Showing 4 of 4 weeks')).toBeVisible();

  // No finalized week is left.
  await choose(page, 'Filter weeks by status', 'Finalized');
  await expect(page.getByText('No weeks with "Finalized" status found.')).toBeVisible();

  // The row actions carry SPEC.md's names, in full where the table has room.
  await choose(page, 'Filter weeks by status', 'All Statuses');
  await expect(rowOf(page, current).getByRole('button')).toHaveText([
    'Finalize Week',
    'Delete Week',
  ]);
  await expect(rowOf(page, current).getByRole('link')).toHaveText('View/Edit Week');

  // On a phone each week is a card with all its actions; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Weekly schedules' });
  const card = cards.getByRole('listitem', { name: weekRangeLabel(current) });
  await expect(card).toContainText('Current Week');
  await expect(card.getByRole('button')).toHaveText(['Finalize Week', 'Delete Week']);
  await expect(card.getByRole('link')).toHaveText('View/Edit Week');
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);

  // View/Edit opens the week in the schedule screen.
  await page.getByRole('link', { name: `View/Edit Week (${weekRangeLabel(current)})` }).click();
  await expect(page).toHaveURL(`/schedule?week=${current}`);
});

test.describe('when overlaps appear after the list was loaded', () => {
  // The browser logs the refused request itself; the refusal is what this test is about.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('Finalize shows the server’s refusal', async ({ page, baseURL }) => {
    const api = stationApi(page, baseURL);
    const week = addDays(await api.currentWeek(), 7);
    const show = await api.createShow('Evening Talk', 1);
    await api.openWeek(week);
    await api.place(week, show, 2, 72, 4); // Tue 18:00-19:00

    await page.goto('/');
    await expect(rowOf(page, week)).toContainText('Not Started');
    await expect(page.getByRole('img', { name: 'Has overlapping shows' })).toHaveCount(0);
    await api.place(week, show, 2, 74, 4); // Tue 18:30, while the dashboard is open

    await page.getByRole('button', { name: `Finalize Week (${weekRangeLabel(week)})` }).click();
    await expect(toast(page, OVERLAP_REFUSAL)).toBeVisible();
    // The list is reloaded: the week is still not started and now carries the warning.
    await expect(
      rowOf(page, week).getByRole('img', { name: 'Has overlapping shows' }),
    ).toBeVisible();
    await expect(rowOf(page, week)).toContainText('Not Started');
  });
});
