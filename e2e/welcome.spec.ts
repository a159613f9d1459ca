import { expect, test } from './support/fixtures';

test.describe('signed-out welcome page', () => {
  test('greets the visitor and offers Sign In', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText(
        'Welcome to your radio station management system. Please sign in to continue.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
