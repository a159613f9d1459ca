import { expect, test } from './support/library-fixtures';
import {
  createDjThroughApi,
  expectNoSeriousA11yIssues,
  expectServedImage,
  pngFile,
  toast,
  uniqueSuffix,
} from './support/library';

test.beforeEach(async ({ libraryAccount, signIn }) => {
  await signIn(libraryAccount);
});

test('a show is created with a DJ, two genres, a colour and an uploaded image, then listed, edited and deleted', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a long journey with accessibility scans, on a machine shared with other tests
  const suffix = uniqueSuffix();
  const djName = `Ana ${suffix}`;
  const resting = `Resting ${suffix}`;
  const showName = `Late Night Jazz ${suffix}`;
  await createDjThroughApi(page, baseURL, { name: djName });
  await createDjThroughApi(page, baseURL, { name: resting, active: false });

  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Show Library', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Show' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Show' });
  await expect(form.getByLabel('Duration (hours)')).toHaveValue('1');
  await expect(form.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Hip Hop', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectNoSeriousA11yIssues(page);

  // Refused inputs, each with its message at the field.
  await form.getByLabel('Duration (hours)').fill('30');
  await form.getByRole('button', { name: 'Create Show' }).click();
  await expect(form.getByText('Show name is required')).toBeVisible();
  await expect(form.getByText('Duration must be at most 24 hours')).toBeVisible();
  await form.getByLabel('Duration (hours)').fill('0.3');
  await form.getByRole('button', { name: 'Create Show' }).click();
  await expect(form.getByText('Duration must be in steps of 0.25 hours')).toBeVisible();
  await form.getByLabel('Show image URL').fill('ftp://example.com/a.png');
  await form.getByRole('button', { name: 'Create Show' }).click();
  await expect(form.getByText('Must be a valid URL')).toBeVisible();

  // Only active DJs are offered.
  await expect(form.getByRole('checkbox', { name: djName })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: resting })).toHaveCount(0);

  await form.getByLabel('Show Name').fill(showName);
  await form.getByLabel('Duration (hours)').fill('1.5');
  await expect(form.getByText('1 hour 30 min')).toBeVisible();
  await form.getByRole('checkbox', { name: djName }).check();
  await form.getByLabel('Description').fill('Smooth jazz and soul for the small hours.');
  await form.getByRole('radio', { name: 'Red' }).click();
  await form.getByRole('button', { name: 'Jazz', exact: true }).click();
  await form.getByRole('button', { name: 'Soul', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Soul', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // An image upload: a wrong type blocks saving until a good file replaces it.
  await form.getByRole('radio', { name: 'Upload Image' }).click();
  const file = form.getByLabel('Show image file');
  await file.setInputFiles({
    name: 'x.gif',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(
    form.getByText('Please select a valid image file (JPEG, PNG, or GIF)'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create Show' })).toBeDisabled();
  await file.setInputFiles(pngFile('jazz.png', 64, 36, [59, 130, 246]));
  await expect(form.getByRole('img', { name: 'Show Image preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Show' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Show created')).toBeVisible();

  // After a reload everything is there, and the image is served by URL.
  await page.reload();
  const card = page.getByRole('article', { name: showName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(djName);
  await expect(card).toContainText('1.5 h');
  await expect(card).toContainText('1 hour 30 min');
  await expect(card.getByRole('list', { name: 'Genres' })).toHaveText(/Jazz.*Soul/);
  await expectServedImage(page, await card.locator('img').getAttribute('src'));
  await expectNoSeriousA11yIssues(page);

  // Search matches name, DJ and genre, ignoring case.
  const search = page.getByRole('searchbox', { name: 'Search shows' });
  await search.fill(djName.toUpperCase());
  await expect(card).toBeVisible();
  await search.fill(`no such show ${suffix}`);
  await expect(page.getByText('No shows found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await search.fill(suffix);

  // Edit: the form holds the show's values; add a third genre.
  await card.getByRole('button', { name: `Edit ${showName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Show' });
  await expect(edit.getByLabel('Show Name')).toHaveValue(showName);
  await expect(edit.getByLabel('Duration (hours)')).toHaveValue('1.5');
  await expect(edit.getByRole('radio', { name: 'Red' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: djName })).toBeChecked();
  await edit.getByRole('button', { name: 'Funk', exact: true }).click();
  await edit.getByLabel('Description').fill('x'.repeat(80));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Show updated')).toBeVisible();

  // The list view: two genres then "+N more", the description cut at 50 characters.
  await page.getByRole('radio', { name: 'List view' }).click();
  const table = page.getByRole('table', { name: 'Shows' });
  for (const header of ['Show', 'DJs', 'Duration', 'Genres', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = table.getByRole('row', { name: new RegExp(showName) });
  await expect(row).toContainText('+1 more');
  await expect(row).toContainText(`${'x'.repeat(50)}...`);
  await expect(row).not.toContainText('x'.repeat(51));

  // Delete asks first.
  await row.getByRole('button', { name: `Delete ${showName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this show?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Show deleted')).toBeVisible();
  await expect(row).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search shows' }).fill(suffix);
  await expect(page.getByText('No shows found matching your criteria.')).toBeVisible();
});

test('a show name with markup is shown as text and runs nothing', async ({ page }) => {
  const name = `<img src=x onerror=alert(1)> ${uniqueSuffix()}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/library');
  await page.getByRole('button', { name: 'Add Show' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Show' });
  await form.getByLabel('Show Name').fill(name);
  await form.getByRole('button', { name: 'Create Show' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(page.getByRole('table', { name: 'Shows' })).toContainText(name);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
