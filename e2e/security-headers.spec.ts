import { expect, test } from './support/fixtures';

/**
 * DESIGN.md §6: the pages and the built scripts carry the security headers, not only the API
 * (http/security.test.ts checks those without a web build). The page must also run under its own
 * CSP: a violation would be a console error, which fails the test.
 */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const pages = [
  { path: '/', ready: { role: 'button', name: 'Sign In' } },
  { path: '/schedule', ready: { role: 'button', name: 'Sign In' } },
  { path: '/reset-password?token=x', ready: { role: 'heading', name: 'Set a new password' } },
] as const;

for (const { path, ready } of pages) {
  test(`${path} is served with a strict CSP, no framing, nosniff and a referrer policy`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');

    const script = await page.locator('script[src]').first().getAttribute('src');
    const asset = await page.request.get(script!);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
    // The page is up and running under that policy.
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
  });
}
