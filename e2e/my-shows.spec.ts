import { dayDate, weekLabel, weekRangeLabel } from '../src/shared/schedule/week';
import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yIssues } from './support/library';
import { block, nearWeek, placeShow, stationZone, unique } from './support/schedule';

/**
 * My Shows: a member whose DJ Library entry carries their e-mail is linked to it, sees the shows
 * that entry hosts, opens their week in the schedule, and makes a feed of only those shows.
 */

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, {
    data,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Record<string, { id: string }>;
}

test('a member linked by e-mail sees their placed show, opens its week and makes its feed', async ({
  page,
  createAccount,
  signIn,
}) => {
  test.slow(); // an axe scan and three screens on a machine shared with other tests
  const account = await createAccount();
  await signIn(account);
  await page.goto('/my-shows');
  await expect(
    page.getByRole('heading', { name: 'Your account is not linked to a DJ entry' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Ask a station manager to link your account to your DJ entry on the Team page, or use the same e-mail in your DJ entry.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Shows' }),
  ).toHaveCount(0);

  // A DJ entry with the member's e-mail makes it theirs; the show it hosts is placed ahead.
  const dj = (await post(page, '/api/djs', { name: unique('Morgan'), email: account.email })).dj!;
  const name = unique('Morning Mix');
  const show = (await post(page, '/api/shows', { name, duration: 1, djIds: [dj.id] })).show!;
  const week = await nearWeek(page, 5);
  await placeShow(page, week, { templateId: show.id, dayIndex: 3, timeIndex: 40, duration: 4 });

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Shows' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Shows' })).toBeVisible();
  await expect(page.getByText(`Times are station time (${await stationZone(page)})`)).toBeVisible();
  const weekSection = page.getByRole('region', { name: `Week of ${weekRangeLabel(week)}` });
  await expect(weekSection).toBeVisible();
  await expect(weekSection.getByText('Not Started')).toBeVisible();
  await expect(weekSection.getByText(name)).toBeVisible();
  await expect(weekSection.getByText('10:00 - 11:00')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Phones: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(weekSection.getByText(name)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await weekSection
    .getByRole('link', { name: `Open ${name} on ${dayDate(week, 3)} in the schedule` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: weekLabel(week) })).toBeVisible();
  await expect(block(page, name)).toBeVisible();

  // The feed of only their shows: offered from My Shows, that scope chosen.
  await page.goBack();
  await page.getByRole('link', { name: 'Calendar feed of my shows' }).click();
  await expect(page.getByRole('radio', { name: 'Only my shows' })).toBeChecked();
  await page.getByRole('button', { name: 'Create Feed URL' }).click();
  await expect(page.getByLabel('Your new feed URL')).toHaveValue(/\/api\/feed\/[\w-]{43}\.ics$/);
  await expect(
    page
      .getByRole('list', { name: 'Active calendar feeds' })
      .getByText('Only my shows · Finalized weeks only'),
  ).toBeVisible();
});
