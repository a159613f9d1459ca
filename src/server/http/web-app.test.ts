import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { appHtml, serveWebApp } from './web-app';

const root = mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
writeFileSync(
  path.join(root, 'index.html'),
  '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
);
writeFileSync(
  path.join(root, 'route-preloads.json'),
  JSON.stringify({
    '/': { scripts: ['/assets/shell.js', '/assets/dashboard.js'], styles: [] },
    '/profile': { scripts: ['/assets/shell.js', '/assets/profile.js'], styles: ['/assets/p.css'] },
  }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the app's HTML for an address", () => {
  const html = appHtml(root);

  it("names the page's code and the first reads when a session cookie came", () => {
    const page = html('/profile', true);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/profile.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shell.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/p.css">');
    for (const read of ['/api/access', '/api/profile', '/api/config'])
      expect(page).toContain(
        `<link rel="preload" href="${read}" as="fetch" crossorigin="use-credentials" data-early-read>`,
      );
    expect(page).not.toContain('dashboard.js');
    // Inside the head, before the entry script has run.
    expect(page.indexOf('profile.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it("gives an address the app does not know the dashboard's code (where it sends the member)", () => {
    expect(html('/no-such-page', true)).toContain('href="/assets/dashboard.js"');
  });

  it("starts the page's own first read where every member may read it", () => {
    expect(html('/', true)).toContain('<link rel="preload" href="/api/weeks" as="fetch"');
    expect(html('/profile', true)).not.toContain('/api/weeks');
    expect(html('/', false)).not.toContain('/api/weeks');
  });

  it('names neither the signed-in reads nor the code without a session cookie', () => {
    const page = html('/profile', false);
    expect(page).not.toContain('/api/access');
    expect(page).not.toContain('/api/profile');
    expect(page).not.toContain('modulepreload');
    // The station's name is read signed in or not.
    expect(page).toContain('href="/api/config"');
  });
});

describe('the app served at an address', () => {
  const app = new Hono<AppEnv>();
  serveWebApp(app, root);
  const cookie = 'better-auth.session_token=abc';

  it("answers the dashboard's address with its code and first reads, not the bare index.html", async () => {
    for (const address of ['/', '/index.html']) {
      const answer = await app.request(address, { headers: { cookie } });
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expect(page, address).toContain('href="/assets/dashboard.js"');
      expect(page, address).toContain('<link rel="preload" href="/api/weeks" as="fetch"');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("answers another page's address the same way", async () => {
    const page = await (await app.request('/profile', { headers: { cookie } })).text();
    expect(page).toContain('href="/assets/profile.js"');
  });
});
