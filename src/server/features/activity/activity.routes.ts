import { Hono } from 'hono';
import {
  ACTIVITY_MESSAGES,
  stationActivityQuerySchema,
  weekActivityQuerySchema,
} from '../../../shared/activity/activity-entry';
import { servedWeekOf } from '../../../shared/schedule/week-range';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseWith } from '../../http/errors';
import { mayDo, requirePermission } from '../../http/require-permission';
import { weekParam } from '../schedule/schedule.routes';
import { readActivityActors, readStationActivity, readWeekActivity } from './activity.service';

/**
 * GET /api/weeks/:date/activity: a week's history, for every member who may read the week. Those
 * who may see the station's log (managers) also get each actor's account e-mail, which tells a
 * look-alike name from the colleague it imitates; the others never see colleagues' addresses.
 */
export function weekActivityRoutes() {
  return new Hono<AppEnv>().get('/:date/activity', async (c) => {
    const weekId = weekParam(c.req.param('date'));
    const page = parseWith(weekActivityQuerySchema, c.req.query());
    const withEmail = await mayDo(c, 'activity.viewStation');
    return c.json(await readWeekActivity(c.var.db, weekId, page, { withEmail }));
  });
}

/**
 * GET /api/activity: the station's whole log with filters, and GET /api/activity/actors: who is
 * named in it (the member filter); both for those who may see it (managers).
 */
export function stationActivityRoutes() {
  return new Hono<AppEnv>()
    .use(requirePermission('activity.viewStation'))
    .get('/actors', async (c) => c.json({ actors: await readActivityActors(c.var.db) }))
    .get('/', async (c) => {
      const query = parseWith(stationActivityQuerySchema, c.req.query());
      // Any day names its week, as in the week routes; a day no week serves is a bad filter.
      const week = query.week === undefined ? undefined : servedWeekOf(query.week);
      if (week === null) {
        throw new HttpError(422, 'validation_failed', ACTIVITY_MESSAGES.weekOutOfRange, {
          week: ACTIVITY_MESSAGES.weekOutOfRange,
        });
      }
      return c.json(
        await readStationActivity(c.var.db, { ...query, week }, c.var.station.timeZone),
      );
    });
}
