import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env';

/** Written by the build beside index.html (scripts/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * What a signed-in page reads first, whatever the page: who the member is and what they may do.
 * The HTML starts them (the app takes the answers, src/web/lib/early-reads.ts) so they travel
 * while the code downloads, instead of after it has run. Only when a session cookie came with
 * the request: a visitor who is signed out would only be refused.
 */
export const EARLY_READS = ['/api/access', '/api/profile'] as const;
/**
 * What a page itself reads first, where every member may read it (a read some roles are refused
 * is left out: its refusal would be one more request, asked again by the app anyway).
 */
const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/weeks'],
  '/library': ['/api/shows'],
  '/djs': ['/api/djs'],
};
/** Read by every page, signed in or not (the station's name in the header). */
export const EARLY_PUBLIC_READS = ['/api/config'] as const;

/** better-auth's session cookie, under its plain and its https name. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** The page an address the app does not know shows a signed-in member (it goes to the dashboard). */
const FALLBACK_PAGE = '/';

/**
 * Built assets with long caching (their names carry a hash), as the build's brotli or gzip copy
 * when the browser takes it; every other path gets the app's HTML, which names the code of the
 * page at that address and, with a session cookie, the first reads (decision 0058).
 */
export function serveWebApp(app: Hono<AppEnv>, root: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  const html = appHtml(root);
  const answerHtml = (c: Context) => {
    // The HTML differs with and without a session cookie, never by whose it is: no one's data
    // is in it, so any cache may keep it, as long as it keys it by the cookie.
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    const path = c.req.path === '/index.html' ? '/' : c.req.path;
    return c.html(html(path, SESSION_COOKIE.test(c.req.header('cookie') ?? '')));
  };
  // Before the static files: they would answer the bare index.html for these, without the
  // dashboard's code and first reads.
  app.get('/', answerHtml);
  app.get('/index.html', answerHtml);
  app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', answerHtml);
}

/**
 * The built index.html for an address: with the modulepreloads of that address's page and, for a
 * request with a session cookie, the preloads of the first reads. Each variant is built once.
 */
export function appHtml(root: string): (path: string, withSession: boolean) => string {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const preloadsFile = join(root, ROUTE_PRELOADS_FILE);
  const routes: RoutePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : {};
  const built = new Map<string, string>();
  return (path, withSession) => {
    const page = routes[path] ? path : FALLBACK_PAGE;
    const key = `${withSession ? 'session' : 'none'} ${page}`;
    let answer = built.get(key);
    if (answer === undefined) {
      const reads = withSession
        ? [...EARLY_PUBLIC_READS, ...EARLY_READS, ...(PAGE_READS[page] ?? [])]
        : EARLY_PUBLIC_READS;
      answer = template.replace(
        '</head>',
        `${headLinks(reads, withSession ? routes[page] : undefined)}</head>`,
      );
      built.set(key, answer);
    }
    return answer;
  };
}

function headLinks(reads: readonly string[], route: RoutePreloads[string] | undefined): string {
  const links = [
    // Same credentials mode as the app's own request for it (early-reads.ts), so the browser
    // hands this answer over instead of asking again.
    ...reads.map(
      (href) =>
        `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" data-early-read>`,
    ),
    // The page's code: only for a signed-in visit (signed out, the welcome page shows instead).
    ...(route
      ? [
          ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
          ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ]
      : []),
  ];
  return links.map((link) => `    ${link}\n`).join('');
}
