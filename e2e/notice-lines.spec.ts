import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withStationDatabase } from './support/station-database';

/**
 * A long notice in the notification centre (issue 34): a copy's summary names every show on a
 * line of its own, and a host with e-mail turned off reads them only here. The panel cuts a notice
 * after four lines and offers "Show all" beside it; "Show less" cuts it again.
 */
const SHOWS = [
  'Jazz Hour',
  'Morning News',
  'Night Owls',
  'Saturday Soul',
  'Folk Roots',
  'Late Mix',
];

async function isCut(lines: Locator): Promise<boolean> {
  return lines.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
}

test('a long notice is cut after four lines, "Show all" shows the rest and "Show less" cuts it again', async ({
  page,
  createAccount,
  signIn,
}) => {
  const host = await createAccount({ username: 'Bob' });
  await signIn(host);
  const lines = SHOWS.map(
    (show) => `• ${show}: 8 airings, Tue 19:00–20:00, weeks of 6 Dec – 24 Jan`,
  );
  // Written as the notices job writes it: the summary itself is the notice job's (tested in its
  // API suite); this journey is about reading a long one.
  await withStationDatabase(process.env.E2E_SERVER_LOG!, (client) =>
    client.query(
      `insert into notifications (user_id, kind, key, link, title, lines, in_app)
       select id, 'showChanges', 'notice-lines-journey', '/my-shows', $2, $3, true
       from users where email = $1`,
      [host.email, '48 new airings of your shows at Radio Station', lines],
    ),
  );

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const notice = panel.getByRole('listitem').filter({ hasText: '48 new airings' });
    const text = notice.getByText(/Jazz Hour: 8 airings/);
    await expect(text).toBeVisible();
    expect(await isCut(text)).toBe(true);

    const showAll = notice.getByRole('button', { name: 'Show all' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();
    const showLess = notice.getByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(await isCut(text)).toBe(false);
    await expect(text).toContainText('Late Mix: 8 airings');

    await showLess.click();
    await expect(notice.getByRole('button', { name: 'Show all' })).toBeVisible();
    expect(await isCut(text)).toBe(true);
    await page.keyboard.press('Escape');
  }
});
