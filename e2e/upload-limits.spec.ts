import { expect, test } from './support/fixtures';
import { pngFile } from './support/library';

// The server's defaults: thirty new images per person per ten minutes.
const UPLOADS_PER_WINDOW = 30;

// The browser reports the refused upload itself; the page shows it as it should.
test.use({ allowedConsoleErrors: [/status of 429/] });

test('an upload past the person’s upload rate shows the server’s message at the image field', async ({
  page,
  baseURL,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  const origin = new URL(baseURL!).origin;
  // Thirty different small images straight through the API, as a busy afternoon would.
  for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
    const image = pngFile(`fill-${i}.png`, 1, 1, [i, 100, 200]);
    const response = await page.request.post('/api/media', {
      headers: { Origin: origin },
      multipart: { file: image },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/djs');
  await page.getByRole('button', { name: 'Add DJ' }).click();
  const form = page.getByRole('dialog', { name: 'Add New DJ' });
  await form.getByRole('radio', { name: 'Upload Image' }).click();
  await form
    .getByLabel('Avatar image file')
    .setInputFiles(pngFile('one-more.png', 2, 2, [1, 2, 3]));
  await expect(
    form.getByText(
      'You have uploaded 30 images in the last 10 minutes. Please wait a few minutes before uploading more.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('img', { name: 'Avatar preview' })).toHaveCount(0);
});
