import { expect, uniqueEmail } from './support/fixtures';
import { expectNoSeriousA11yIssues, toast } from './support/library';
import { testOnOwnStation } from './support/own-station';

/** A new installation of its own: its first account is the Station Manager who backs up. */
const test = testOnOwnStation({ SIGNUP_POLICY: 'open' });

test('a station manager backs up from Station Settings and sees the verified backup listed', async ({
  page,
  createAccount,
  signIn,
}) => {
  test.slow(); // the backup runs in a child process at the lowest priority on a shared machine
  const manager = await createAccount({ email: uniqueEmail('backups') });
  await signIn(manager);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Backups' });
  await expect(section.getByText('None yet')).toBeVisible();
  await expect(section.getByText('No backups yet.')).toBeVisible();

  // A double click starts one backup and says nothing red beside its success.
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/backups')
      starts.push(request.url());
  });
  await section.getByRole('button', { name: 'Back up now' }).dblclick();
  await expect(section.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
  await expect(toast(page, 'Backup made')).toBeVisible({ timeout: 60_000 });
  expect(starts).toHaveLength(1);
  await expect(toast(page, 'The backup did not start')).toHaveCount(0);
  const row = section.getByRole('list', { name: 'Backups' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/radio-station-.*\.backup/);
  await expect(row).toContainText('Verified');
  await expect(section.getByText(/just now|minute/).first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Back up now' })).toBeEnabled();

  // The health check reports it to monitoring.
  const health = await page.request.get('/api/health');
  expect((await health.json()).lastGoodBackupAt).toEqual(expect.any(String));

  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
});
