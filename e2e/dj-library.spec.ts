import { expect, test } from './support/library-fixtures';
import {
  expectNoSeriousA11yIssues,
  expectServedImage,
  pngFile,
  toast,
  uniqueSuffix,
} from './support/library';

test.beforeEach(async ({ libraryAccount, signIn }) => {
  await signIn(libraryAccount);
});

test('a DJ is created with preset and custom tags and an uploaded avatar, found by tag, listed, edited and deleted', async ({
  page,
}) => {
  test.slow(); // a long journey with accessibility scans, on a machine shared with other tests
  const suffix = uniqueSuffix();
  const name = `Nova ${suffix}`;
  const customTag = `Vinyl ${suffix}`;
  await page.goto('/djs');
  await expect(page.getByRole('heading', { name: 'DJ Library', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your DJs and assign them to radio shows')).toBeVisible();

  await page.getByRole('button', { name: 'Add DJ' }).click();
  const form = page.getByRole('dialog', { name: 'Add New DJ' });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Refused inputs, each with the spec's message at its field.
  await form.getByRole('button', { name: 'Create DJ' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('x'.repeat(101));
  await form.getByLabel('Bio').fill('b'.repeat(1001));
  await form.getByLabel('Avatar URL').fill('javascript:alert(1)');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone').fill('1'.repeat(21));
  await form.getByRole('button', { name: 'Create DJ' }).click();
  await expect(form.getByText('Name must be less than 100 characters')).toBeVisible();
  await expect(form.getByText('Bio must be less than 1000 characters')).toBeVisible();
  await expect(form.getByText('Must be a valid URL')).toBeVisible();
  await expect(form.getByText('Must be a valid email')).toBeVisible();
  await expect(form.getByText('Phone must be less than 20 characters')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // Switching to an upload clears the URL; bad files are refused before anything is sent.
  await form.getByRole('radio', { name: 'Upload Image' }).click();
  const file = form.getByLabel('Avatar image file');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    form.getByText('Please select a valid image file (JPEG, PNG, or GIF)'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create DJ' })).toBeDisabled();
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByText('File size must be less than 5MB')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create DJ' })).toBeDisabled();
  await file.setInputFiles(pngFile('nova.png', 32, 32, [220, 38, 38]));
  await expect(form.getByRole('img', { name: 'Avatar preview' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create DJ' })).toBeEnabled();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Bio').fill('Deep house and techno until sunrise.');
  await form.getByLabel('Email').fill(`nova-${suffix}@example.com`);
  await form.getByLabel('Phone').fill('+1 555 0100');

  // Preset chips toggle; custom tags are trimmed, and empty or duplicate ones are ignored.
  const house = form.getByRole('button', { name: 'House', exact: true });
  await house.click();
  await expect(house).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Techno', exact: true }).click();
  await form.getByRole('button', { name: 'Jazz', exact: true }).click();
  await form.getByRole('button', { name: 'Jazz', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Jazz', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const customInput = form.getByLabel('Custom tag', { exact: true });
  await customInput.fill(`  ${customTag}  `);
  await customInput.press('Enter');
  await customInput.fill(customTag.toUpperCase());
  await customInput.press('Enter');
  await customInput.fill('   ');
  await customInput.press('Enter');
  const customTags = form.getByRole('list', { name: 'Custom tags' }).getByRole('listitem');
  await expect(customTags).toHaveCount(1);
  await expect(form.getByRole('button', { name: `Remove tag ${customTag}` })).toBeVisible();
  await expect(form).toBeVisible(); // Enter in the tag box does not submit

  await form.getByRole('button', { name: 'Create DJ' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'DJ added')).toBeVisible();

  // Search by tag finds the DJ and only DJs with that tag.
  await page.getByRole('searchbox', { name: 'Search DJs' }).fill(customTag.toLowerCase());
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('list', { name: 'Tags' })).toHaveText(/House.*Techno.*Vinyl/);
  await expect(card.getByRole('link', { name: `nova-${suffix}@example.com` })).toHaveAttribute(
    'href',
    `mailto:nova-${suffix}@example.com`,
  );
  await expect(card.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );

  // After a reload it is all still there, and the avatar is served by URL.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search DJs' }).fill(customTag);
  await expect(card).toBeVisible();
  await expectServedImage(page, await card.locator('img').getAttribute('src'));
  await expectNoSeriousA11yIssues(page);

  // The list view: two tags then "+N more", and the status.
  await page.getByRole('radio', { name: 'List view' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('+1 more');
  await expect(row).toContainText('Active');

  // Edit: the form opens with the DJ's values; make them inactive.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit DJ' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByRole('button', { name: 'House', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'DJ updated')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await page.getByRole('combobox', { name: 'Show DJs' }).click();
  await page.getByRole('option', { name: 'Active Only', exact: true }).click();
  await expect(page.getByText('No DJs found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show DJs' }).click();
  await page.getByRole('option', { name: 'Inactive Only' }).click();
  await expect(row).toBeVisible();

  // Delete asks first; Cancel keeps the DJ.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'DJ deleted')).toBeVisible();
  await expect(row).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search DJs' }).fill(customTag);
  await expect(page.getByText('No DJs found matching your criteria.')).toBeVisible();
});

test('a DJ name with markup is shown as text and runs nothing', async ({ page }) => {
  const name = `<img src=x onerror=alert(1)> ${uniqueSuffix()}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/djs');
  await page.getByRole('button', { name: 'Add DJ' }).click();
  const form = page.getByRole('dialog', { name: 'Add New DJ' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create DJ' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
