import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { DrawFirstScreen } from './first-screen';
import { appHtml, serveWebApp, type Visit } from './web-app';

/** A built web app's folder: its index.html and the code each address preloads. */
function builtWebApp(
  indexHtml: string,
  routes: Record<string, { scripts: string[]; styles: string[] }>,
) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  writeFileSync(path.join(folder, 'index.html'), indexHtml);
  writeFileSync(path.join(folder, 'route-preloads.json'), JSON.stringify(routes));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const root = builtWebApp(
  '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  {
    '/': { scripts: ['/assets/shell.js', '/assets/dashboard.js'], styles: [] },
    '/profile': { scripts: ['/assets/shell.js', '/assets/profile.js'], styles: ['/assets/p.css'] },
    '/schedule': { scripts: ['/assets/shell.js', '/assets/schedule.js'], styles: [] },
    '/team': { scripts: ['/assets/shell.js', '/assets/team.js'], styles: [] },
    '/settings': { scripts: ['/assets/shell.js', '/assets/settings.js'], styles: [] },
  },
);

describe("the app's HTML for an address", () => {
  const html = appHtml(root);

  it("names the page's code and the first reads when a session cookie came", () => {
    const page = html('/profile', true);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/profile.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shell.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/p.css">');
    for (const read of ['/api/access', '/api/profile', '/api/notifications/unread', '/api/config'])
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

  const preload = (read: string) =>
    `<link rel="preload" href="${read}" as="fetch" crossorigin="use-credentials" data-early-read>`;
  const dj: Visit = { currentWeekId: '2026-11-22', member: true, manager: false };
  const manager: Visit = { currentWeekId: '2026-11-22', member: true, manager: true };

  it("starts the schedule's week (the current one, or the address's) and the library's reads", () => {
    const current = html('/schedule', true, dj);
    for (const read of ['/api/weeks/2026-11-22', '/api/shows', '/api/djs', '/api/seasons'])
      expect(current).toContain(preload(read));
    // Any date in the address names the week holding it, as the app reads it (use-week-param).
    const named = html('/schedule', true, dj, new URLSearchParams({ week: '2027-01-06' }));
    expect(named).toContain(preload('/api/weeks/2027-01-03'));
    expect(named).not.toContain('/api/weeks/2026-11-22');
    // A week the address names wrongly is the current one, as in the app.
    const wrong = html('/schedule', true, dj, new URLSearchParams({ week: '2027-13-45' }));
    expect(wrong).toContain(preload('/api/weeks/2026-11-22'));
    // Without the station's clock, no week: the app asks for it.
    expect(html('/schedule', true)).not.toMatch(/\/api\/weeks\//);
    expect(html('/schedule', true)).toContain(preload('/api/shows'));
  });

  it("starts a station manager's pages' reads for a manager only (others would be refused)", () => {
    expect(html('/team', true, manager)).toContain(preload('/api/team'));
    for (const read of ['/api/station-settings', '/api/webhooks', '/api/seasons'])
      expect(html('/settings', true, manager)).toContain(preload(read));
    for (const page of ['/team', '/settings']) {
      const others = html(page, true, dj);
      for (const read of ['/api/team', '/api/station-settings', '/api/webhooks'])
        expect(others).not.toContain(read);
    }
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
  const visits: string[] = [];
  serveWebApp(app, root, async (c) => {
    visits.push(c.req.header('cookie') ?? '');
    return { currentWeekId: '2026-11-22', member: true, manager: true };
  });
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

  it("names the visit's reads: the schedule's week in the address, a manager's pages", async () => {
    const schedule = await app.request('/schedule?week=2026-12-01', { headers: { cookie } });
    expect(await schedule.text()).toContain('<link rel="preload" href="/api/weeks/2026-11-29"');
    const team = await (await app.request('/team', { headers: { cookie } })).text();
    expect(team).toContain('<link rel="preload" href="/api/team"');
  });

  it('asks nothing of the visit without a session cookie', async () => {
    visits.length = 0;
    const page = await (await app.request('/team')).text();
    expect(page).not.toContain('/api/team');
    expect(visits).toEqual([]);
  });

  it('answers the HTML without the visit when it cannot be known', async () => {
    const failing = new Hono<AppEnv>();
    serveWebApp(failing, root, () => Promise.reject(new Error('the database is away')));
    const answer = await failing.request('/schedule', { headers: { cookie } });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('href="/assets/schedule.js"');
    expect(page).not.toMatch(/\/api\/weeks\//);
  });

  it('answers the HTML without the visit when it takes too long (a slow database)', async () => {
    const slow = new Hono<AppEnv>();
    serveWebApp(slow, root, () => new Promise(() => undefined));
    const answer = await slow.request('/team', { headers: { cookie } });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('href="/assets/team.js"');
    expect(page).not.toContain('/api/team');
  });
});

describe("a member's page drawn into the HTML (decision 0078)", () => {
  const drawnRoot = builtWebApp(
    '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    { '/profile': { scripts: [], styles: [] }, '/team': { scripts: [], styles: [] } },
  );
  const cookie = 'better-auth.session_token=abc';
  const member: Visit = { currentWeekId: '2026-11-22', member: true, manager: false };

  function served(visit: Visit, draw: DrawFirstScreen) {
    const app = new Hono<AppEnv>();
    serveWebApp(app, drawnRoot, async () => visit, draw);
    return app;
  }

  it("puts the drawing in the app's root, inert and hidden until the app replaces it; kept by no one else", async () => {
    const asked: (readonly string[])[] = [];
    const app = served(member, async (_c, reads) => {
      asked.push(reads);
      return '<main><h1>Profile Settings</h1></main>';
    });
    const answer = await app.request('/profile', { headers: { cookie } });
    const page = await answer.text();
    expect(page).toContain(
      '<div id="root"><div data-first-screen inert aria-hidden="true" style="overflow-x:clip"><main><h1>Profile Settings</h1></main></div></div>',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toMatch(/^Cookie, sec-ch-viewport-width\b/);
    // The window's width with the next page, so the page is drawn as wide as it is shown.
    expect(answer.headers.get('accept-ch')).toBe('Sec-CH-Viewport-Width');
    // The reads the HTML starts, which the app takes: the page is drawn with the same answers.
    expect(asked).toEqual([
      ['/api/config', '/api/access', '/api/profile', '/api/notifications/unread'],
    ]);
  });

  it('draws only for a member the visit found, on a page whose reads the HTML starts', async () => {
    let draws = 0;
    const draw: DrawFirstScreen = async () => {
      draws += 1;
      return '<main>drawn</main>';
    };
    const stranger = served({ currentWeekId: '2026-11-22', member: false, manager: false }, draw);
    expect(await (await stranger.request('/profile', { headers: { cookie } })).text()).toContain(
      '<div id="root"></div>',
    );
    expect(await (await served(member, draw).request('/profile')).text()).toContain(
      '<div id="root"></div>',
    );
    // /fill-ins: its own reads are not started by the HTML, so it would be drawn loading.
    expect(
      await (await served(member, draw).request('/fill-ins', { headers: { cookie } })).text(),
    ).toContain('<div id="root"></div>');
    expect(draws).toBe(0);
  });

  it('goes gzipped to a browser that takes it (a drawn page is tens of kilobytes)', async () => {
    const app = served(
      member,
      async () => `<main>${'<p>A show of the station</p>'.repeat(500)}</main>`,
    );
    const answer = await app.request('/profile', {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers without the drawing when drawing fails, says there is none, or takes too long', async () => {
    for (const draw of [
      () => Promise.reject(new Error('no window here')),
      async () => null,
      () => new Promise<string>(() => undefined),
    ] satisfies DrawFirstScreen[]) {
      const answer = await served(member, draw).request('/profile', { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<div id="root"></div>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
