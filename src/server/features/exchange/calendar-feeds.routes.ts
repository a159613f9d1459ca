import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createFeedSchema } from '../../../shared/exchange/ical/calendar-feeds';
import { localText } from '../../../shared/i18n/local-text';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseUuidParam, parseWith, readJson } from '../../http/errors';
import { createFeed, feedCalendar, listFeeds, revokeFeed } from './calendar-feeds.service';

/** Where a feed is fetched: /api/feed/<token>.ics under the installation's public origin. */
export const feedPath = (token: string) => `/api/feed/${token}.ics`;

/** /api/calendar-feeds: the signed-in user's own feeds (list, create, revoke). */
export function calendarFeedRoutes(publicOrigin: string) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listFeeds(c.var.db, c.var.user.id)))
    .post('/', async (c) => {
      const options = parseWith(createFeedSchema, await readJson(c));
      const created = await createFeed(
        c.var.db,
        c.var.user.id,
        options,
        (token) => `${publicOrigin}${feedPath(token)}`,
      );
      return c.json(created, 201);
    })
    .delete('/:id', async (c) => {
      const id = parseUuidParam(c.req.param('id'), localText('feeds:notFound'));
      await revokeFeed(c.var.db, c.var.user.id, id);
      return c.body(null, 204);
    });
}

/**
 * /api/feed/<token>.ics: what calendar apps subscribe to. Mounted before the session check: the
 * token is the only credential, and it opens this calendar and nothing else. A revoked token is
 * a 404 even to a request with a current ETag: the token is checked before anything is kept.
 */
export function feedRoutes(host: string) {
  // A calendar app polls; an unchanged feed (kept per schedule revision) answers 304 to its ETag.
  return new Hono<AppEnv>().get('/:file', etag(), async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.ics')) throw new HttpError(404, 'not_found', localText('feeds:notFound'));
    const text = await feedCalendar(c.var.db, file.slice(0, -4), c.var.station, host);
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="radio-schedule.ics"',
      'Cache-Control': 'private, max-age=300',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
