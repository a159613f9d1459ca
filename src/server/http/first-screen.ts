import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { LogLine } from '../lib/logger';
import type { AppEnv } from './app-env';

/** The session read the app makes first (src/web/lib/session-store.ts). */
const SESSION_PATH = '/api/auth/get-session';

/** The module the web build makes for the server (vite.render.config.ts). */
type FirstScreenModule = {
  drawFirstScreen: (request: {
    path: string;
    search: string;
    user: unknown;
    answers: ReadonlyMap<string, Response>;
    phone: boolean;
    languages: readonly string[];
    width: number | undefined;
  }) => Promise<string | null>;
};

/**
 * Draws the markup of a signed-in member's page for the HTML (decision 0078): the page's first
 * reads asked of the app itself, in-process, with the visitor's own cookie (so with their rights
 * and nothing more), then the web app's first render run on the server with those answers.
 * Resolves to null when there is nothing to draw (no session, a language the server does not
 * draw in, a read that failed): the browser then draws the page itself, as it always could.
 */
export type DrawFirstScreen = (
  c: Context<AppEnv>,
  reads: readonly string[],
) => Promise<string | null>;

/**
 * Pages drawn or waiting to be drawn at once, at most: the drawing is one at a time, and past
 * this a visit gets the HTML without (as it would past the wait), so a crowd of visits never
 * queues work, or memory, the server would do after they stopped waiting.
 */
const DRAWS_AT_ONCE = 4;
/** Distinct failures logged, at most: a page that cannot be drawn fails on every visit. */
const FAILURES_LOGGED = 50;

/**
 * The drawer, or none when the web app's server module was not built. `log` hears why a page
 * could not be drawn, once per reason.
 */
export function firstScreenDrawer(
  app: Hono<AppEnv>,
  modulePath: string,
  log: LogLine = () => undefined,
): DrawFirstScreen | undefined {
  if (!existsSync(modulePath)) return undefined;
  // Loaded (with every page's code) as the server starts, not by the first member's visit.
  const loading = import(pathToFileURL(modulePath).href) as Promise<FirstScreenModule>;
  const logged = new Set<string>();
  const failed = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    if (logged.has(reason) || logged.size >= FAILURES_LOGGED) return null;
    logged.add(reason);
    log('A page could not be drawn on the server; the browser draws it', { reason });
    return null;
  };
  let inFlight = 0;
  const drawOne = drawer(app, loading);
  return async (c, reads) => {
    if (inFlight >= DRAWS_AT_ONCE) return null;
    inFlight += 1;
    try {
      return await drawOne(c, reads).catch(failed);
    } finally {
      inFlight -= 1;
    }
  };
}

function drawer(app: Hono<AppEnv>, loading: Promise<FirstScreenModule>): DrawFirstScreen {
  return async (c, reads) => {
    const { drawFirstScreen } = await loading;
    const headers = {
      cookie: c.req.header('cookie') ?? '',
      accept: 'application/json',
      'accept-language': c.req.header('accept-language') ?? '',
      'user-agent': c.req.header('user-agent') ?? '',
    };
    // The socket the HTML came by: the reads are counted and checked as the visitor's own.
    const env = { incoming: (c.env as Partial<HttpBindings> | undefined)?.incoming };
    const ask = (path: string) =>
      app.request(path, { headers }, env as { incoming: IncomingMessage });
    const [session, ...answers] = await Promise.all([SESSION_PATH, ...reads].map(ask));
    // A refused or failed read would be drawn as its error: the browser asks again itself.
    if (!session?.ok || answers.some((answer) => !answer.ok)) return null;
    const user = ((await session.json()) as { user?: unknown } | null)?.user;
    if (!user) return null;
    const url = new URL(c.req.url);
    return drawFirstScreen({
      path: url.pathname,
      search: url.search.replace(/^\?/, ''),
      user,
      answers: new Map(reads.map((path, i) => [path, answers[i]!])),
      phone: isPhone(c),
      languages: acceptedLanguages(c.req.header('accept-language')),
      width: viewportWidth(c.req.header(VIEWPORT_WIDTH_HINT)),
    });
  };
}

/**
 * The client hint that carries the window's width, which the HTML asks the browser to send
 * (Accept-CH, web-app.ts): Chromium sends it from the next page on. The panel and the columns
 * are then drawn as the window will show them.
 */
export const VIEWPORT_WIDTH_HINT = 'sec-ch-viewport-width';

/** A window's width from its hint, when it is one a screen could have. */
export function viewportWidth(hint: string | undefined): number | undefined {
  if (!hint || !/^\d{3,4}$/.test(hint.trim())) return undefined;
  const width = Number(hint);
  return width >= 200 && width <= 8000 ? width : undefined;
}

/** A phone's browser says so (Chromium's client hint; the others' user agent). */
function isPhone(c: Context): boolean {
  if (c.req.header('sec-ch-ua-mobile') === '?1') return true;
  return /\bMobi|iPhone|Android.+Mobile/.test(c.req.header('user-agent') ?? '');
}

/** A language tag's shape (BCP 47, loosely): "en", "pt-BR", "zh-Hant-TW". */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

/** Accept-Language's tags in the order the browser prefers them ("en-GB,fr;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => LANGUAGE_TAG.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 20)
    .map((entry) => entry.tag);
}
