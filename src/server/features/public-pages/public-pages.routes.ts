import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { EmbedOptions } from '../../../shared/public/embed-options';
import { embedOptionsSchema } from '../../../shared/schemas/embed-options';
import { textOfIssue } from '../../../shared/i18n/local-text';
import { addDays, dateInZone } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { Revisions } from '../../db/revisions';
import { currentRevisions } from '../../realtime/revision-watch';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseUuidParam } from '../../http/errors';
import { FRAMABLE_CSP } from '../../http/security';
import {
  nowAndNext,
  PUBLIC_MESSAGES,
  publicHost,
  publicShow,
  publicStation,
  publishedOccurrences,
  ScheduleNotPublished,
  type PublicStation,
} from '../public/published-schedule';
import { embedScript } from './embed-script';
import { nowNextEmbedHtml, weekEmbedHtml } from './embed-pages';
import { displayZone, type DisplayZone } from './listener-time';
import { weekPageHtml } from './on-air-page';
import { loadWeekPage } from './on-air-view';
import { ASSETS, notPublicPage, type Html } from './page-layout';
import { pageAnswers } from './page-answers';
import { languageQuery, pageLanguage, type PageLanguage } from './page-language';
import { PageRefusal, refusalText } from './page-refusal';
import { hostPageHtml, messagePageHtml, showPageHtml } from './profile-pages';

const EMBED_SCRIPT_MAX_AGE_SECONDS = 300;

/** The script embed in each language and clock, made once (its words are all it varies by). */
const embedScripts = new Map<string, { body: string; tag: string }>();
function embedScriptIn(lang: PageLanguage) {
  const variant = `${lang.language}|${lang.clock}`;
  let script = embedScripts.get(variant);
  if (!script) {
    const body = embedScript(lang);
    script = { body, tag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    embedScripts.set(variant, script);
  }
  return script;
}

/**
 * The listeners' pages (/on-air, its show and host pages), the embeds (/embed/week,
 * /embed/now-next: the only pages other sites may frame) and the script embed (/embed.js), all
 * server-rendered from the published read model (DESIGN.md D14), no sign-in, no inline script.
 */
export function publicPageRoutes(options: {
  publicOrigin: string;
  /**
   * The public API's per-address budget, shared: anonymous visitors could otherwise make the
   * server render page after page (each zone, each week) as fast as they can ask.
   */
  rateLimit: MiddlewareHandler<AppEnv>;
  /** The handle public work reads through: a small share of the pool (public-database.ts). */
  db: Database;
}) {
  const app = new Hono<AppEnv>();
  const origin = options.publicOrigin;
  const answer = pageAnswers();
  const limit = options.rateLimit;
  // One check per request (a path can match several patterns, and each would count it).
  app.use('*', (c, next) => {
    if (!/^\/(on-air(\/|$)|embed(\/|\.js$))/.test(c.req.path)) return next();
    c.set('db', options.db);
    return limit(c, next);
  });

  app.get(ASSETS.css.path, (c) => asset(c, ASSETS.css.body, 'text/css; charset=utf-8'));
  app.get(ASSETS.js.path, (c) => asset(c, ASSETS.js.body, 'text/javascript; charset=utf-8'));

  // Another site's page loads it: CORS and a cross-origin resource policy, cached briefly so a
  // new version reaches stations' sites soon.
  app.get('/embed.js', async (c) => {
    // The station's language where the visitor's asks for none of ours; English while the
    // station does not publish (the script then says so, in the visitor's language if it can).
    // The script needs no data: with the database away it is still served (its own reads will
    // say they failed), in the visitor's language or English, rather than a 503 that breaks
    // the stations' sites that load it.
    const station = await publicStation(c.var.db, c.var.station).catch(() => null);
    const lang = await languageOf(c, station?.language ?? DEFAULT_LANGUAGE);
    const script = embedScriptIn(lang);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`);
    c.header('ETag', script.tag);
    if (c.req.header('if-none-match') === script.tag) return c.body(null, 304);
    return c.body(script.body, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  // "/on-air/" is a common way to type it; the web app would answer it otherwise.
  app.get('/on-air/', (c) => c.redirect(`/on-air${new URL(c.req.url).search}`, 301));

  app.get('/on-air', (c) =>
    page(c, { framable: false, origin }, async (station, zone, lang, key) =>
      answer(c, key(['week', c.req.query('week') ?? '']), async () => {
        const week = await loadWeekPage(c.var.db, c.var.station, zone, c.req.query('week'));
        // The page's own address (og:url) names only what the page is kept by: the week (and
        // the language, when the address named it).
        const params = new URLSearchParams(week.previousWeek ? { week: week.week } : {});
        if (lang.asked) params.set('lang', lang.asked);
        const path = params.size ? `/on-air?${params}` : '/on-air';
        return String(await weekPageHtml(week, lang, origin, path));
      }),
    ),
  );

  app.get('/on-air/shows/:id', (c) =>
    page(c, { framable: false, origin }, async (station, zone, lang, key) => {
      const id = parseUuidParam(c.req.param('id'), PUBLIC_MESSAGES.showNotFound);
      return answer(c, key(['show', id]), async () => {
        const show = await publicShow(c.var.db, c.var.station, id);
        const path = `/on-air/shows/${id}${languageQuery(lang)}`;
        const ctx = { station, lang, zone, now: c.var.station.now(), origin, path };
        return String(await showPageHtml(show, ctx));
      });
    }),
  );

  app.get('/on-air/hosts/:id', (c) =>
    page(c, { framable: false, origin }, async (station, zone, lang, key) => {
      const id = parseUuidParam(c.req.param('id'), PUBLIC_MESSAGES.hostNotFound);
      return answer(c, key(['host', id]), async () => {
        const host = await publicHost(c.var.db, c.var.station, id);
        const path = `/on-air/hosts/${id}${languageQuery(lang)}`;
        const ctx = { station, lang, zone, now: c.var.station.now(), origin, path };
        return String(await hostPageHtml(host, ctx));
      });
    }),
  );

  app.get('/embed/now-next', (c) =>
    page(c, { framable: true, origin }, async (station, zone, lang, key) => {
      const embed = embedOptions(c);
      return answer(c, key(['now-next', JSON.stringify(embed)]), async () => {
        const now = c.var.station.now();
        const { current, next } = await nowAndNext(c.var.db, c.var.station, now);
        return String(
          await nowNextEmbedHtml({ station, lang, zone, now, options: embed }, current, next),
        );
      });
    }),
  );

  app.get('/embed/week', (c) =>
    page(c, { framable: true, origin }, async (station, zone, lang, key) => {
      const embed = embedOptions(c);
      return answer(c, key(['week', JSON.stringify(embed)]), async () => {
        const now = c.var.station.now();
        const today = dateInZone(now, zone.timeZone);
        const airings = await publishedOccurrences(
          c.var.db,
          c.var.station,
          addDays(today, -1),
          addDays(today, embed.days),
        );
        const days = Array.from({ length: embed.days }, (_, i) => {
          const date = addDays(today, i);
          return {
            date,
            airings: airings.filter((a) => dateInZone(a.start, zone.timeZone) === date),
          };
        });
        return String(await weekEmbedHtml({ station, lang, zone, now, options: embed }, days));
      });
    }),
  );

  return app;
}

type KeyOf = (parts: string[]) => string | null;

/**
 * One public page: the station's public face and the schedule's revision read together (they
 * key the kept page), "not public" (404) while the station does not publish, the language
 * (page-language.ts), the display zone from `?tz=`, and every refusal as a page of its own,
 * never kept or cached.
 */
async function page(
  c: Context<AppEnv>,
  options: { framable: boolean; origin: string },
  respond: (
    station: PublicStation,
    zone: DisplayZone,
    lang: PageLanguage,
    key: KeyOf,
  ) => Promise<Response>,
): Promise<Response> {
  if (options.framable) c.header('Content-Security-Policy', FRAMABLE_CSP);
  const { db, station: clock } = c.var;
  let station: PublicStation;
  let revisions: Revisions | null;
  try {
    [station, revisions] = await Promise.all([publicStation(db, clock), currentRevisions(db)]);
  } catch (error) {
    if (error instanceof ScheduleNotPublished) {
      return refuse(c, 404, notPublicPage(await languageOf(c, DEFAULT_LANGUAGE)));
    }
    throw error;
  }
  const lang = await languageOf(c, station.language);
  const zone = displayZone(c.req.query('tz'), clock.timeZone);
  // The minute is part of the key: "on air now" and its progress move with the clock.
  const minute = Math.floor(clock.now().getTime() / 60_000);
  const key: KeyOf = (parts) =>
    revisions && zone
      ? JSON.stringify([
          revisions.schedule,
          revisions.library,
          station,
          zone.timeZone,
          lang.language,
          lang.clock,
          // Whether the links carry ?lang=: the same words, other addresses.
          lang.asked !== null,
          minute,
          ...parts,
        ])
      : null;
  try {
    if (!zone) {
      // Control characters (a NUL byte) are never echoed into the page.
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      const asked = (c.req.query('tz') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 64);
      throw new PageRefusal(400, 'invalid_request', 'public:refusal.unknownZone', { asked });
    }
    return await respond(station, zone, lang, key);
  } catch (error) {
    if (error instanceof ScheduleNotPublished) return refuse(c, 404, notPublicPage(lang));
    if (error instanceof HttpError) {
      const message = refusalText(error, lang);
      const body = messagePageHtml(station, lang, options.origin, pathOf(c), message);
      return refuse(c, error.status, body);
    }
    throw error;
  }
}

/**
 * The page's language and clock; every answer depends on the visitor's Accept-Language (their
 * language unless the address named one, their clock always) and says so (`Vary`), so a shared
 * cache keeps one per header.
 */
async function languageOf(c: Context, stationLanguage: Language): Promise<PageLanguage> {
  const lang = await pageLanguage(c, stationLanguage);
  c.header('Vary', 'Accept-Language', { append: true });
  return lang;
}

async function refuse(c: Context, status: HttpError['status'], body: Html): Promise<Response> {
  return c.html(String(await body), status, { 'Cache-Control': 'no-store' });
}

function embedOptions(c: Context): EmbedOptions {
  const parsed = embedOptionsSchema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'option');
  throw new PageRefusal(400, 'invalid_request', 'public:refusal.embedOption', {
    name,
    reason: textOfIssue(issue) ?? issue.message,
  });
}

function asset(c: Context, body: string, type: string): Response {
  const immutable = c.req.query('v') !== undefined;
  return c.body(body, 200, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}

const pathOf = (c: Context) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};
