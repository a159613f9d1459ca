import { Hono } from 'hono';
import { z } from 'zod';
import { noticeSettingsChangeSchema } from '../../../shared/schemas/notice-settings';
import { localText } from '../../../shared/i18n/local-text';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { changeNoticeSettings, readOwnNoticeSettings } from './notice-settings';
import { listNotices, markRead, unreadCount } from './notifications.service';

/** Pages past this are refused: the centre keeps 90 days, nobody pages through thousands. */
const MAX_PAGE = 500;
const listQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
});

/**
 * /api/notifications (issue 34, decision 0071): the signed-in member's own notification centre
 * and choices; there is no route to anyone else's.
 */
export function notificationRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { page } = parseWith(listQuerySchema, c.req.query());
      return c.json(await listNotices(c.var.db, c.var.user.id, page));
    })
    .get('/unread', async (c) => c.json({ unread: await unreadCount(c.var.db, c.var.user.id) }))
    .post('/read-all', async (c) =>
      c.json(await markRead(c.var.db, c.var.user.id, c.var.station.now())),
    )
    .get('/settings', async (c) =>
      c.json({ settings: await readOwnNoticeSettings(c.var.db, c.var.user.id) }),
    )
    .patch('/settings', async (c) => {
      const change = parseWith(noticeSettingsChangeSchema, await readJson(c));
      const settings = await changeNoticeSettings(
        c.var.db,
        c.var.user.id,
        change,
        c.var.station.now(),
      );
      return c.json({ settings });
    })
    .post('/:id/read', async (c) => {
      const id = parseUuidParam(c.req.param('id'), localText('notifications:notFound'));
      return c.json(await markRead(c.var.db, c.var.user.id, c.var.station.now(), id));
    });
}
