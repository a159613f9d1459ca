import { Hono } from 'hono';
import { isCivilDate, weekIdOf } from '../../../shared/schedule/week';
import {
  addPlacementSchema,
  statusActionSchema,
  updatePlacementSchema,
} from '../../../shared/schemas/schedule';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseUuidParam, parseWith, readJson } from '../../http/errors';
import {
  addScheduledShow,
  deleteScheduledShow,
  SCHEDULED_SHOW_NOT_FOUND,
  updateScheduledShow,
} from './scheduled-shows.service';
import { changeWeekStatus, deleteWeek, listWeeks, openWeek, WEEK_NOT_FOUND } from './weeks.service';

/** A date in the path names the week that holds it: /api/weeks/2026-11-25 is the week of the 22nd. */
function weekParam(value: string): string {
  if (!isCivilDate(value)) throw new HttpError(404, 'not_found', WEEK_NOT_FOUND);
  return weekIdOf(value);
}

/** /api/weeks: open a week, list weeks, change a week's status, delete it, place shows on it. */
export function weekRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ weeks: await listWeeks(c.var.db, c.var.station) }))
    .get('/:date', async (c) =>
      c.json({ week: await openWeek(c.var.db, weekParam(c.req.param('date')), c.var.station) }),
    )
    .post('/:date/status', async (c) => {
      const { action } = parseWith(statusActionSchema, await readJson(c));
      return c.json({
        week: await changeWeekStatus(
          c.var.db,
          weekParam(c.req.param('date')),
          action,
          c.var.station,
        ),
      });
    })
    .delete('/:date', async (c) => {
      await deleteWeek(c.var.db, weekParam(c.req.param('date')), c.var.station);
      return c.body(null, 204);
    })
    .post('/:date/shows', async (c) => {
      const input = parseWith(addPlacementSchema, await readJson(c));
      const week = await addScheduledShow(
        c.var.db,
        weekParam(c.req.param('date')),
        input,
        c.var.station,
      );
      return c.json({ week }, 201);
    });
}

/** /api/scheduled-shows/:id: move, resize, edit or delete a placed show. */
export function scheduledShowRoutes() {
  return new Hono<AppEnv>()
    .patch('/:id', async (c) => {
      const id = parseUuidParam(c.req.param('id'), SCHEDULED_SHOW_NOT_FOUND);
      const input = parseWith(updatePlacementSchema, await readJson(c));
      return c.json({ week: await updateScheduledShow(c.var.db, id, input, c.var.station) });
    })
    .delete('/:id', async (c) => {
      const id = parseUuidParam(c.req.param('id'), SCHEDULED_SHOW_NOT_FOUND);
      return c.json({ week: await deleteScheduledShow(c.var.db, id, c.var.station) });
    });
}
