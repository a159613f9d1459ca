import { Hono, type Context } from 'hono';
import { languageOfAcceptLanguage } from '../../../shared/i18n/languages';
import { translatorFor, type Translate } from '../../../shared/i18n/translator';
import type { Database } from '../../db/connection';
import { errorBody } from '../../http/errors';
import { readStationLanguage, wordsForAddress } from '../../i18n/languages-read';
import { escapeHtml } from '../../mail/templates';
import { readStationName } from '../team/station-settings.service';
import { KIND_NAMES } from './notice-mail';
import { turnEmailOff } from './notice-settings';
import { readUnsubscribeToken } from './unsubscribe-token';

type Words = { language: string; t: Translate };

function page(c: Context, words: Words, body: string, status: 200 | 400 = 200) {
  return c.html(
    `<!doctype html>
<html lang="${words.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(words.t('api:unsubscribe.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827}
button{font:inherit;background:#4f46e5;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}</style>
</head><body>${body}</body></html>`,
    status,
  );
}

/**
 * /unsubscribe?token=… (RFC 8058), without a session: GET shows a confirm page (a link scanner
 * that follows links in mail turns nothing off), POST (the mail program's one click, or the
 * page's button) turns the token's kind of e-mail off for its person. A forged, altered or
 * expired token is refused with a 400. The page is in its person's language (as their e-mails
 * are); a token that names nobody is answered in the browser's, else the station's.
 */
export function unsubscribeRoutes(deps: { db: Database; secret: string; now: () => Date }) {
  const read = (c: Context) =>
    readUnsubscribeToken(deps.secret, c.req.query('token') ?? '', deps.now());
  const nobodysWords = async (c: Context): Promise<Words> =>
    translatorFor(
      languageOfAcceptLanguage(c.req.header('accept-language')) ??
        (await readStationLanguage(deps.db)),
    );
  return new Hono()
    .get('/', async (c) => {
      const target = read(c);
      if (!target) {
        const words = await nobodysWords(c);
        return page(c, words, `<p>${escapeHtml(words.t('api:unsubscribe.invalid'))}</p>`, 400);
      }
      const words = await wordsForAddress(deps.db, target.userId);
      const station = await readStationName(deps.db);
      const action = `/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
      const kind = words.t(KIND_NAMES[target.kind]);
      return page(
        c,
        words,
        `<h1>${escapeHtml(words.t('api:unsubscribe.confirm', { kind, station }))}</h1>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(words.t('api:unsubscribe.button'))}</button></form>`,
      );
    })
    .post('/', async (c) => {
      const target = read(c);
      if (!target) {
        const words = await nobodysWords(c);
        return c.json(errorBody('invalid_token', words.t('api:unsubscribe.invalid')), 400);
      }
      await turnEmailOff(deps.db, target.userId, target.kind, deps.now());
      const words = await wordsForAddress(deps.db, target.userId);
      const kind = words.t(KIND_NAMES[target.kind]);
      return page(c, words, `<p>${escapeHtml(words.t('api:unsubscribe.done', { kind }))}</p>`);
    });
}
