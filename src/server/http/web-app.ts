import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { isCivilDate, weekIdOf } from '../../shared/schedule/week';
import type { AppEnv } from './app-env';
import { COMPRESS_FROM_BYTES } from './compress-answers';
import { VIEWPORT_WIDTH_HINT, type DrawFirstScreen } from './first-screen';

/** Written by the build beside index.html (scripts/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * What a signed-in page reads first, whatever the page: who the member is, what they may do and
 * the bell's count. The HTML starts them (the app takes the answers, src/web/lib/early-reads.ts)
 * so they travel while the code downloads, instead of after it has run. Only when a session
 * cookie came with the request: a visitor who is signed out would only be refused.
 */
export const EARLY_READS = ['/api/access', '/api/profile', '/api/notifications/unread'] as const;

/** What the server knows of a visit as it answers the HTML (src/server/http/visit.ts). */
export type Visit = {
  /** The station's current week (its first day, "2026-11-22"), by the station's clock. */
  currentWeekId: string | null;
  /** The session is live and its member active; false when not known. */
  member: boolean;
  /** The session's member is a station manager; false when not known. */
  manager: boolean;
};
const UNKNOWN_VISIT: Visit = { currentWeekId: null, member: false, manager: false };
/**
 * The HTML waits this long at most for the visit (a session check, kept or one query): it only
 * speeds the page up, and a database slow to answer must not hold the page back.
 */
const VISIT_WAIT_MS = 250;

/**
 * What a page itself reads first (what it shows as it paints), where the member may read it: a
 * read the member would be refused is left out, since its refusal would be one more request and
 * a console error, and the app asks again anyway. The schedule's week is the one in the address
 * (`?week=`), else the current one: the same path the app asks for (use-week-param.ts).
 */
const PAGE_READS: Readonly<Record<string, (visit: Visit, query: URLSearchParams) => string[]>> = {
  '/': () => ['/api/weeks', '/api/seasons'],
  '/library': () => ['/api/shows'],
  '/djs': () => ['/api/djs', '/api/shows'],
  '/schedule': (visit, query) => {
    const named = query.get('week');
    const week = named && isCivilDate(named) ? weekIdOf(named) : visit.currentWeekId;
    return [...(week ? [`/api/weeks/${week}`] : []), '/api/shows', '/api/djs', '/api/seasons'];
  },
  '/team': (visit) => (visit.manager ? ['/api/team'] : []),
  '/settings': (visit) =>
    visit.manager ? ['/api/station-settings', '/api/seasons', '/api/webhooks'] : [],
};
/** Variants of the HTML kept at most (they differ by page, role and week). */
const KEPT_VARIANTS = 200;
/** Read by every page, signed in or not (the station's name in the header). */
export const EARLY_PUBLIC_READS = ['/api/config'] as const;

/** better-auth's session cookie, under its plain and its https name. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** The page an address the app does not know shows a signed-in member (it goes to the dashboard). */
const FALLBACK_PAGE = '/';

/**
 * The page's first screen is drawn into the HTML when it is drawn within this (decision 0078);
 * past it the HTML goes without, and the browser draws the page as it did before.
 */
const DRAW_WAIT_MS = 400;
/** Where the app draws itself (src/web/index.html). */
const APP_ROOT = '<div id="root"></div>';

/**
 * Built assets with long caching (their names carry a hash), as the build's brotli or gzip copy
 * when the browser takes it; every other path gets the app's HTML, which names the code of the
 * page at that address and, with a session cookie, the first reads (decisions 0058 and 0069).
 * `visitOf` says what the server knows of the visit (without it: no week, no manager's reads).
 */
export function serveWebApp(
  app: Hono<AppEnv>,
  root: string,
  visitOf?: (c: Context<AppEnv>) => Promise<Visit>,
  draw?: DrawFirstScreen,
) {
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  const html = appHtml(root);
  const answerHtml = async (c: Context<AppEnv>) => {
    // The HTML differs with and without a session cookie and by the member's role, never by
    // whose it is: no one's data is in it, so any cache may keep it, keyed by the cookie.
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    // The window's width with the next page, to draw it as wide as it will be shown.
    c.header('Accept-CH', 'Sec-CH-Viewport-Width');
    const path = c.req.path === '/index.html' ? '/' : c.req.path;
    const withSession = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    const visit =
      withSession && visitOf
        ? await atMost(visitOf(c), VISIT_WAIT_MS, UNKNOWN_VISIT)
        : UNKNOWN_VISIT;
    const query = new URL(c.req.url).searchParams;
    const page = html(path, withSession, visit, query);
    // Drawn only for a member the visit found: a stale or forged cookie costs no page's reads.
    const reads = visit.member && page.includes(APP_ROOT) ? drawnReads(path, visit, query) : null;
    const drawn = reads && draw ? await atMost(draw(c, reads), DRAW_WAIT_MS, null) : null;
    if (!drawn) return c.html(page);
    // The member's own data is in it now: no cache but theirs may keep it.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', `Cookie, ${VIEWPORT_WIDTH_HINT}`);
    return c.html(page.replace(APP_ROOT, `<div id="root">${firstScreen(drawn)}</div>`));
  };
  // A drawn page's HTML is tens of kilobytes (decision 0078): compressed, as the API's answers.
  const compressed = compress({ threshold: COMPRESS_FROM_BYTES });
  // Before the static files: they would answer the bare index.html for these, without the
  // dashboard's code and first reads.
  app.get('/', compressed, answerHtml);
  app.get('/index.html', compressed, answerHtml);
  app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', compressed, answerHtml);
}

/**
 * The built index.html for an address: with the modulepreloads of that address's page and, for a
 * request with a session cookie, the preloads of the first reads. Each variant is built once.
 */
export function appHtml(
  root: string,
): (path: string, withSession: boolean, visit?: Visit, query?: URLSearchParams) => string {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const preloadsFile = join(root, ROUTE_PRELOADS_FILE);
  const routes: RoutePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : {};
  const built = new Map<string, string>();
  return (path, withSession, visit = UNKNOWN_VISIT, query = new URLSearchParams()) => {
    const page = routes[path] ? path : FALLBACK_PAGE;
    const pageReads = withSession ? (PAGE_READS[page]?.(visit, query) ?? []) : [];
    const key = `${withSession ? 'session' : 'none'} ${page} ${pageReads.join(' ')}`;
    let answer = built.get(key);
    if (answer === undefined) {
      const reads = withSession ? signedInReads(pageReads) : EARLY_PUBLIC_READS;
      answer = template.replace(
        '</head>',
        `${headLinks(reads, withSession ? routes[page] : undefined)}</head>`,
      );
      // Weeks go by and addresses name any week: the oldest variants give way.
      if (built.size >= KEPT_VARIANTS) built.delete(built.keys().next().value!);
      built.set(key, answer);
    }
    return answer;
  };
}

/**
 * The server's drawing of the page, shown until the app's first render replaces it (React clears
 * its root as it first draws into it). Inert and hidden from assistive technology: it is a
 * picture of the page, not yet the page, so nothing in it takes a click, a key or a reader's
 * attention before the page itself is there. A plain block, as the root is, clipped at the
 * window's edge: drawn for a likely width (the browser did not say its own), it may be wider
 * than the window, and must not make the page scroll sideways before the app draws it anew.
 */
function firstScreen(markup: string): string {
  return `<div data-first-screen inert aria-hidden="true" style="overflow-x:clip">${markup}</div>`;
}

/**
 * The reads a page's drawing needs, those the HTML starts for it; null for a page not drawn: one
 * whose own reads the HTML does not start (it would be drawn loading) or an address the app
 * sends elsewhere.
 */
function drawnReads(path: string, visit: Visit, query: URLSearchParams): string[] | null {
  const own = PAGE_READS[path]?.(visit, query) ?? (path === '/profile' ? [] : null);
  return own && signedInReads(own);
}

/** What the HTML of a visit with a session cookie starts: every page's reads, then the page's. */
function signedInReads(pageReads: readonly string[]): string[] {
  return [...EARLY_PUBLIC_READS, ...EARLY_READS, ...pageReads];
}

/** What `work` settles to, or `fallback` when it fails or takes longer than `ms`. */
async function atMost<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
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
