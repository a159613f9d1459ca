import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { readableAccent, textOn } from '../../../shared/public/readable-colours';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { PublicStation } from '../public/published-schedule';
import { languageQuery, type PageLanguage } from './page-language';
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
  lang: PageLanguage;
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
  /** This page in another language: the switcher's links and the alternates search engines read. */
  languageLink?: (language: Language) => string;
};

/** A public page: the station's masthead (logo, name), Open Graph, JSON-LD, its colours. */
export function publicPage(page: Page): Html {
  const { station, origin, lang, languageLink } = page;
  const { t } = lang;
  const image = absoluteUrl(origin, page.image ?? station.logoUrl);
  return html`<!doctype html>
    <html lang="${lang.language}" style="${themeStyle({ accent: station.accentColor })}">
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
        ${
          languageLink
            ? LANGUAGES.map(
                (l) =>
                  html`<link rel="alternate" hreflang="${l}" href="${origin}${languageLink(l)}" />`,
              )
            : ''
        }
        <link rel="stylesheet" href="${ASSETS.css.path}?v=${ASSETS.css.version}" />
        <script src="${ASSETS.js.path}?v=${ASSETS.js.version}" defer></script>
        ${page.structured ? jsonLd(page.structured) : ''}
      </head>
      <body>
        <a class="skip" href="#main">${t('public:page.skip')}</a>
        <header class="masthead">
          <a class="brand" href="/on-air${languageQuery(lang)}">
            ${station.logoUrl ? html`<img src="${station.logoUrl}" alt="" />` : ''}
            <span>${station.name}</span>
          </a>
          ${languageLink ? languageSwitch(lang, languageLink) : ''}
        </header>
        <main id="main">${page.body}</main>
      </body>
    </html>`;
}

/**
 * The languages, each named in itself and linked to this page in it: plain links, so it works
 * without JavaScript; the page's own language is marked, not linked.
 */
function languageSwitch(lang: PageLanguage, link: (language: Language) => string): Html {
  return html`<nav class="languages" aria-label="${lang.t('public:page.languages')}">
    <ul>
      ${LANGUAGES.map((l) =>
        l === lang.language
          ? html`<li><span aria-current="true" lang="${l}">${LANGUAGE_NAMES[l]}</span></li>`
          : html`<li>
              <a href="${link(l)}" lang="${l}" hreflang="${l}">${LANGUAGE_NAMES[l]}</a>
            </li>`,
      )}
    </ul>
  </nav>`;
}

/** The page every public address answers while the station does not publish (404). */
export function notPublicPage(lang: PageLanguage): Html {
  return html`<!doctype html>
    <html lang="${lang.language}" style="${themeStyle({ accent: '#374151' })}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${lang.t('public:notPublic.title')}</title>
        <link rel="stylesheet" href="${ASSETS.css.path}?v=${ASSETS.css.version}" />
      </head>
      <body>
        <main id="main">
          <h1>${lang.t('public:notPublic.title')}</h1>
          <p>${lang.t('public:notPublic.body')}</p>
        </main>
      </body>
    </html>`;
}
