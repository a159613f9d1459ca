import { Hono, type Context } from 'hono';
import { UNSUBSCRIBE_PAGE } from '../../../shared/messages/notifications';
import type { Database } from '../../db/connection';
import { errorBody } from '../../http/errors';
import { escapeHtml } from '../../mail/templates';
import { readStationName } from '../team/station-settings.service';
import { turnEmailOff } from './notice-settings';
import { readUnsubscribeToken } from './unsubscribe-token';

function page(c: Context, body: string, status: 200 | 400 = 200) {
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${UNSUBSCRIBE_PAGE.title}</title>
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
 * expired token is refused with a 400.
 */
export function unsubscribeRoutes(deps: { db: Database; secret: string; now: () => Date }) {
  const read = (c: Context) =>
    readUnsubscribeToken(deps.secret, c.req.query('token') ?? '', deps.now());
  return new Hono()
    .get('/', async (c) => {
      const target = read(c);
      if (!target) return page(c, `<p>${escapeHtml(UNSUBSCRIBE_PAGE.invalid)}</p>`, 400);
      const station = await readStationName(deps.db);
      const action = `/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
      return page(
        c,
        `<h1>${escapeHtml(UNSUBSCRIBE_PAGE.confirm(target.kind, station))}</h1>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${UNSUBSCRIBE_PAGE.button}</button></form>`,
      );
    })
    .post('/', async (c) => {
      const target = read(c);
      if (!target) return c.json(errorBody('invalid_token', UNSUBSCRIBE_PAGE.invalid), 400);
      await turnEmailOff(deps.db, target.userId, target.kind, deps.now());
      return page(c, `<p>${escapeHtml(UNSUBSCRIBE_PAGE.done(target.kind))}</p>`);
    });
}
