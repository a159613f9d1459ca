import type { Page } from '@playwright/test';
import {
  SUBJECTS,
  TEXTS,
  expect,
  openProfileSettings,
  openUserMenu,
  settingsBanner,
  test as base,
  uniqueEmail,
  userMenuButton,
  type Account,
} from './support/account';
import { expectServedImage, pngFile, toast, uniqueSuffix } from './support/library';

// The browser's zone: a profile without a saved zone starts on it.
const BROWSER_ZONE = 'Asia/Tokyo';

/** Records the profile saves the page sends. */
function profileSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/profile')
      saves.push(request.postData() ?? '');
  });
  return saves;
}

/** Each test edits its own account, signed in and on Profile Settings (reached by the menu). */
const test = base.extend<{ account: Account }>({
  account: async ({ page, createAccount, signIn }, use) => {
    const account = await createAccount({ username: `Kai ${uniqueSuffix()}` });
    await signIn(account);
    await page.goto('/');
    await openProfileSettings(page);
    await use(account);
  },
});
test.use({ timezoneId: BROWSER_ZONE });

test('username and time zone are saved and kept after a reload', async ({ page, account }) => {
  const details = page.getByRole('region', { name: 'Account Details' });
  await expect(details).toContainText(account.email);
  await expect(details.getByText('DJ', { exact: true })).toBeVisible();
  const today = new Date().toLocaleDateString('en-US', {
    timeZone: BROWSER_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(details).toContainText(`Member since${today}`);

  const username = page.getByLabel('Username');
  const timezone = page.getByRole('combobox', { name: 'Timezone' });
  await expect(username).toHaveValue(account.username);
  // No zone saved yet: the browser's zone, shown with its offset, is preselected.
  await expect(timezone).toHaveText('Tokyo (UTC+09:00)');
  // The product's select with a search box (not a native select): all zones, narrowed by typing.
  await timezone.click();
  const zones = page.getByRole('listbox', { name: 'Search time zones' });
  expect(await zones.getByRole('option').count()).toBeGreaterThanOrEqual(44);
  await expect(zones.getByRole('option', { name: 'Tokyo (UTC+09:00)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const search = page.getByRole('combobox', { name: 'Search time zones' });
  await expect(search).toBeFocused();
  await search.fill('KOLK');
  await expect(zones.getByRole('option')).toHaveCount(1);
  await expect(
    zones.getByRole('option', { name: 'India (Kolkata) (UTC+05:30)', exact: true }),
  ).toBeVisible();

  const newName = `DJ Nova ${uniqueSuffix()}`;
  await search.press('Enter');
  await expect(zones).toBeHidden();
  await expect(timezone).toBeFocused();
  await expect(timezone).toHaveText('India (Kolkata) (UTC+05:30)');
  await username.fill(newName);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(settingsBanner(page, 'success', TEXTS.profileUpdated)).toBeVisible();
  // The top bar follows at once.
  await expect(userMenuButton(page, newName)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(newName);
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveText(
    'India (Kolkata) (UTC+05:30)',
  );
  await expect(userMenuButton(page, newName)).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByText(newName, { exact: true })).toBeVisible();
});

test('the profile form refuses a short username and an invalid avatar URL', async ({
  page,
  account,
}) => {
  const saves = profileSaves(page);
  const username = page.getByLabel('Username');

  await username.fill(' x ');
  await expect(page.getByRole('radio', { name: 'Image URL' })).toBeChecked();
  await page.getByLabel('Avatar URL').fill('not a url');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(username).toHaveAccessibleDescription(TEXTS.shortUsername);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Avatar URL')).toHaveAccessibleDescription('Must be a valid URL');
  await expect(page.getByLabel('Avatar URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(settingsBanner(page, 'success', TEXTS.profileUpdated)).toHaveCount(0);

  // Fixing the username alone is not enough; the URL still blocks saving.
  await username.fill('Kai Rivers');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('Avatar URL')).toHaveAccessibleDescription('Must be a valid URL');
  await expect(username).toHaveAttribute('aria-invalid', 'false');
  expect(saves).toEqual([]);

  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await expect(page.getByLabel('Avatar URL')).toHaveValue('');
});

test('an uploaded PNG avatar is previewed and saved; a non-image file is refused', async ({
  page,
  account,
}) => {
  await expect(userMenuButton(page, account.username).locator('img')).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save Profile' });
  await page.getByRole('radio', { name: 'Upload Image' }).click();
  await expect(page.getByText('JPEG, PNG, or GIF (max 5MB)')).toBeVisible();
  const file = page.getByLabel('Avatar image file');

  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(file).toHaveAccessibleDescription(TEXTS.badImageFile);
  await expect(save).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Avatar preview' })).toHaveCount(0);

  // Remove clears the error and the file input.
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByText(TEXTS.badImageFile)).toHaveCount(0);
  await expect(file).toHaveValue('');
  await expect(save).toBeEnabled();

  await file.setInputFiles(pngFile('me.png', 48, 48, [5, 150, 105]));
  const preview = page.getByRole('img', { name: 'Avatar preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveJSProperty('naturalWidth', 48);
  await expect(save).toBeEnabled(); // the upload has finished
  await save.click();
  await expect(settingsBanner(page, 'success', TEXTS.profileUpdated)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Upload Image' })).toBeChecked();
  const stored = page.getByRole('img', { name: 'Avatar preview' });
  await expect(stored).toBeVisible();
  await expect(stored).toHaveJSProperty('naturalWidth', 48);
  const src = await stored.getAttribute('src');
  await expectServedImage(page, src);
  // The user menu shows the same picture.
  await expect(userMenuButton(page).locator('img')).toHaveAttribute('src', src!);
});

test('the e-mail address changes once the link sent to the new address is opened', async ({
  page,
  mailbox,
  account,
}) => {
  test.slow(); // a long journey: the change, its mail and four page loads
  const oldEmail = account.email;
  const details = page.getByRole('region', { name: 'Account Details' });
  await page.getByRole('tab', { name: 'Email Settings' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Email Settings' })).toContainText(oldEmail);
  await expect(
    page.getByText(
      'You will need to confirm your new email address before the change takes effect.',
    ),
  ).toBeVisible();

  const field = page.getByLabel('New Email Address');
  await field.fill('moved@');
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(field).toHaveAccessibleDescription(TEXTS.invalidEmail);

  const current = page.getByLabel('Current Password', { exact: true });
  await expect(current).toHaveAccessibleDescription(TEXTS.currentPasswordNeeded);

  const newEmail = uniqueEmail('moved');
  await field.fill(newEmail);
  await current.fill(account.password);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(settingsBanner(page, 'success', TEXTS.emailChangeStarted)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(current).toHaveValue('');
  // The old address is told once the change is made, not before.
  expect((await mailbox.to(oldEmail)).some((m) => /was changed/.test(m.subject))).toBe(false);
  const link = await mailbox.latestLink(newEmail, SUBJECTS.newAddress);
  expect((await mailbox.to(oldEmail)).some((m) => SUBJECTS.newAddress.test(m.subject))).toBe(false);

  // Nothing changes before the link is opened.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account Details' })).toContainText(oldEmail);

  await page.goto(link);
  await expect(toast(page, 'Email address updated')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(details).toContainText(newEmail);
  await expect(details).not.toContainText(oldEmail);
  await page.getByRole('tab', { name: 'Email Settings' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Email Settings' })).toContainText(newEmail);
  const menu = await openUserMenu(page);
  await expect(menu.getByText(newEmail, { exact: true })).toBeVisible();
  const notice = (await mailbox.to(oldEmail)).find((m) => /was changed/.test(m.subject));
  expect(notice?.text).toContain(newEmail);
});
