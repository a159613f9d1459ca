import { refusedRequest } from './support/account';
import { expect, test as base, type Page } from './support/fixtures';
import startServer from './support/global-setup';
import { expectNoSeriousA11yIssues, toast, uniqueSuffix } from './support/library';
import { randomFarWeek } from './support/schedule';
import { DEFAULT_ACCESS_SETTINGS, setRole, setStationSettings } from './support/station-database';

/**
 * What members of a role see and may do. Roles are given in the station's database, as a
 * manager would on the Team page. The Viewer journey runs on the shared server (a role is one
 * member's); the "own shows" journey changes what every DJ may do, so it has a station of its own
 * (other journeys run at the same time on the shared one).
 */
const test = base.extend<{ serverLog: string }>({
  // eslint-disable-next-line no-empty-pattern
  serverLog: async ({}, use) => use(process.env.E2E_SERVER_LOG!),
});

test.use({ allowedConsoleErrors: [refusedRequest(403)] });

const VIEWER_REASON = "Viewers can look at the station's plans but not";

/** Writes as the signed-in page, with the Origin a browser would send (cross-origin writes are refused). */
function api(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  const write = (method: string, path: string, data?: unknown) =>
    page.request.fetch(path, { method, data, headers: { Origin: origin } });
  const created = async <T>(path: string, data: unknown, key: string): Promise<T> => {
    const response = await write('POST', path, data);
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as Record<string, T>)[key]!;
  };
  return { write, created };
}

/** A week nobody else uses, in the permission journeys' own band (see randomFarWeek). */
const freshWeek = (page: Page) => randomFarWeek(page, 3600);

test('a Viewer sees no edit actions anywhere, and the API refuses them', async ({
  page,
  createAccount,
  signIn,
  serverLog,
  baseURL,
}) => {
  const { write, created } = api(page, baseURL);
  const account = await createAccount();
  await signIn(account);
  // Made while still a DJ, so there is something to look at.
  const suffix = uniqueSuffix();
  const dj = await created<{ id: string; name: string }>(
    '/api/djs',
    { name: `Viewed DJ ${suffix}` },
    'dj',
  );
  const show = await created<{ id: string; name: string }>(
    '/api/shows',
    { name: `Viewed Show ${suffix}`, duration: 2, djIds: [dj.id] },
    'show',
  );
  const week = await freshWeek(page);
  await created(
    `/api/weeks/${week}/shows`,
    { templateId: show.id, dayIndex: 2, timeIndex: 40, duration: 8 },
    'week',
  );
  await setRole(serverLog, account.email, 'Viewer');

  await page.goto('/');
  const create = page.getByRole('button', { name: 'Create Schedule' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('title', new RegExp(`^${VIEWER_REASON}`));
  await expect(create).toHaveAccessibleDescription(new RegExp(`^${VIEWER_REASON}`));
  await expectNoSeriousA11yIssues(page);
  await expect(page.getByRole('link', { name: /View\/Edit/ }).first()).toBeVisible();
  for (const action of ['Finalize', 'Revert', 'Delete']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${action}`) })).toHaveCount(0);
  }

  await page.goto('/library');
  await expect(page.getByRole('heading', { name: show.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Show' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.goto('/djs');
  await expect(page.getByText(dj.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add DJ' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.goto(`/schedule?week=${week}`);
  const grid = page.getByRole('region', { name: 'Week schedule' });
  await expect(grid.getByText(show.name)).toBeVisible();
  await expect(page.getByText(`${VIEWER_REASON} change the schedule.`)).toBeVisible();
  // The block is text, not a control; the library offers nothing to place, edit or delete.
  await expect(page.getByRole('button', { name: new RegExp(`^${show.name}, `) })).toHaveCount(0);
  const panel = page.getByRole('complementary', { name: 'Show Library' });
  await expect(panel.getByText(show.name)).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Place|Edit|Delete) / })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add' })).toBeDisabled();
  for (const action of ['Copy Week', 'Import', 'Save Draft', 'Finalize']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();

  // The server says no as well, with the same reason, and keeps everything as it was.
  const refusals = [
    await write('POST', '/api/shows', { name: 'Sneaky', duration: 1 }),
    await write('DELETE', `/api/shows/${show.id}`),
    await write('DELETE', `/api/weeks/${week}`),
    await write('POST', `/api/weeks/${week}/status`, { action: 'finalize' }),
  ];
  for (const response of refusals) {
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('forbidden');
    expect(body.error.message).toMatch(new RegExp(`^${VIEWER_REASON}`));
  }
  const shows = (await (await page.request.get('/api/shows')).json()) as {
    shows: { id: string }[];
  };
  expect(shows.shows.some((s) => s.id === show.id)).toBe(true);
});

/** A station of its own (the harness's own server start), with its server log to reach its database. */
const ownStation = base.extend<{ station: { url: string; log: string } }>({
  station: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shared = { url: process.env.E2E_BASE_URL, log: process.env.E2E_SERVER_LOG };
      const stop = await startServer();
      const station = { url: process.env.E2E_BASE_URL!, log: process.env.E2E_SERVER_LOG! };
      process.env.E2E_BASE_URL = shared.url;
      process.env.E2E_SERVER_LOG = shared.log;
      await use(station);
      await stop();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ station }, use) => use(station.url),
});

ownStation.describe('at a station whose DJs may change only their own shows', () => {
  ownStation.use({ allowedConsoleErrors: [refusedRequest(403)] });

  ownStation(
    'a DJ changes the description of a show they host and is refused another show',
    async ({ page, createAccount, signIn, station, baseURL }) => {
      const ownLog = station.log;
      const { write, created } = api(page, baseURL);
      const account = await createAccount();
      await signIn(account);
      // Set up while DJs may still change everything: their DJ entry (linked by its e-mail), a
      // show they host and one a colleague hosts.
      const own = await created<{ id: string }>(
        '/api/djs',
        { name: 'Morgan Own', email: account.email },
        'dj',
      );
      const colleague = await created<{ id: string }>('/api/djs', { name: 'Sam Other' }, 'dj');
      const hosted = await created<{ id: string }>(
        '/api/shows',
        { name: 'Jazz Hour', duration: 1, djIds: [own.id], genres: ['Jazz'] },
        'show',
      );
      const other = await created<{ id: string }>(
        '/api/shows',
        { name: 'Talk Back', duration: 1, djIds: [colleague.id] },
        'show',
      );
      try {
        await setStationSettings(ownLog, { djPermissions: 'own-shows' });

        await page.goto('/library');
        await expect(page.getByRole('button', { name: 'Add Show' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Edit Talk Back' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
        await page.getByRole('button', { name: 'Edit Jazz Hour' }).click();

        const form = page.getByRole('dialog', { name: 'Edit Show' });
        const fixed = form.getByRole('region', { name: 'Set by a station manager' });
        await expect(fixed.getByText('Jazz Hour')).toBeVisible();
        await expect(fixed.getByText(/Only a station manager can change its name/)).toBeVisible();
        await expect(form.getByLabel('Show Name')).toHaveCount(0);
        await expectNoSeriousA11yIssues(page, '[role="dialog"]');
        // On a phone the reduced form fits: the page does not scroll sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(fixed).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await form.getByLabel('Description').fill('Late-night standards, hosted by Morgan');
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expect(form).toBeHidden();
        await expect(page.getByText('Late-night standards, hosted by Morgan')).toBeVisible();
        await expect(toast(page, 'Show updated')).toBeVisible();
        const listed = (await (await page.request.get('/api/shows')).json()) as {
          shows: { id: string; name: string; description: string | null }[];
        };
        expect(listed.shows.find((s) => s.id === hosted.id)).toMatchObject({
          name: 'Jazz Hour',
          description: 'Late-night standards, hosted by Morgan',
        });

        // The other show is not theirs: the server refuses it with the reason.
        const refused = await write('PUT', `/api/shows/${other.id}`, {
          name: 'Talk Back',
          duration: 1,
          djIds: [colleague.id],
          description: 'Mine now',
        });
        expect(refused.status()).toBe(403);
        expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
          /^You can change only shows you host/,
        );

        // Their own DJ entry: editable, but not its e-mail; nobody else's.
        await page.goto('/djs');
        await expect(page.getByRole('button', { name: 'Edit Sam Other' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
        await page.getByRole('button', { name: 'Edit Morgan Own' }).click();
        const djForm = page.getByRole('dialog', { name: 'Edit DJ' });
        await expect(djForm.getByLabel('Email')).toHaveAttribute('readonly', '');
        await expect(djForm.getByRole('switch', { name: 'Active' })).toBeDisabled();
        await djForm.getByLabel('Bio').fill('Jazz since 1999');
        await djForm.getByRole('button', { name: 'Save Changes' }).click();
        await expect(djForm).toBeHidden();
        await expect(page.getByText('Jazz since 1999')).toBeVisible();
      } finally {
        await setStationSettings(ownLog, DEFAULT_ACCESS_SETTINGS);
      }
    },
  );
});
