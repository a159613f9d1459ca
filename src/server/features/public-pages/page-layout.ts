import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { readableAccent, textOn } from '../../../shared/public/readable-colours';
import type { PublicStation } from '../public/published-schedule';
import { PAGE_SCRIPT } from './page-script';
import { PUBLIC_PAGE_CSS } from './public-page-style';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const version = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
/** The stylesheet's and script's addresses carry their content's hash: cached for good. */
export const ASSETS = {
  css: {
    path: '/on-air/assets/public.css',
    version: version(PUBLIC_PAGE_CSS),
    body: PUBLIC_PAGE_CSS,
  },
  js: { path: '/on-air/assets/public.js', version: version(PAGE_SCRIPT), body: PAGE_SCRIPT },
} as const;

/** The colours a page sets on <html>: the accent made readable on the background. */
export function themeStyle(colours: { accent: string; background?: string; text?: string }) {
  const background = colours.background ?? '#ffffff';
  const accent = readableAccent(colours.accent, background);
  const text = colours.text ?? (textOn(background) === '#000000' ? '#111827' : '#f9fafb');
  return `--accent:${accent};--on-accent:${textOn(accent)};--bg:${background};--fg:${text}`;
}

/** JSON-LD inside a script element: "<" is escaped so no text can close the element. */
export function jsonLd(data: unknown) {
  return raw(
    `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
  );
}

/** An address on this server ("/media/…", "/on-air") made absolute for other sites and crawlers. */
export function absoluteUrl(origin: string, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

type Page = {
  station: PublicStation;
  origin: string;
  title: string;
  description: string;
  /** This page's path and query, for og:url. */
  path: string;
  image?: string | null;
  structured?: unknown;
  /** An .ics feed of what the page lists, announced to calendar-aware browsers. */
  calendar?: string;
  body: Html;
};

/** A public page: the station's masthead (logo, name), Open Graph, JSON-LD, its colours. */
export function publicPage(page: Page): Html {
  const { station, origin } = page;
  const image = absoluteUrl(origin, page.image ?? station.logoUrl);
  return html`<!doctype html>
    <html lang="en" style="${themeStyle({ accent: station.accentColor })}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title}</title>
        <meta name="description" content="${page.description}" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="${station.name}" />
        <meta property="og:title" content="${page.title}" />
        <meta property="og:description" content="${page.description}" />
        <meta property="og:url" content="${origin}${page.path}" />
        ${image ? html`<meta property="og:image" content="${image}" />` : ''}
        ${
          page.calendar
            ? html`<link rel="alternate" type="text/calendar" href="${page.calendar}" />`
            : ''
        }
        <link rel="stylesheet" href="${ASSETS.css.path}?v=${ASSETS.css.version}" />
        <script src="${ASSETS.js.path}?v=${ASSETS.js.version}" defer></script>
        ${page.structured ? jsonLd(page.structured) : ''}
      </head>
      <body>
        <a class="skip" href="#main">Skip to the schedule</a>
        <header class="masthead">
          <a class="brand" href="/on-air">
            ${station.logoUrl ? html`<img src="${station.logoUrl}" alt="" />` : ''}
            <span>${station.name}</span>
          </a>
        </header>
        <main id="main">${page.body}</main>
      </body>
    </html>`;
}

/** The page every public address answers while the station does not publish (404). */
export function notPublicPage(): Html {
  return html`<!doctype html>
    <html lang="en" style="${themeStyle({ accent: '#374151' })}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>This station's schedule is not public</title>
        <link rel="stylesheet" href="${ASSETS.css.path}?v=${ASSETS.css.version}" />
      </head>
      <body>
        <main id="main">
          <h1>This station's schedule is not public</h1>
          <p>The station has not published its schedule. Please check back later.</p>
        </main>
      </body>
    </html>`;
}
