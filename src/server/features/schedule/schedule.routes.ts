import type { z } from 'zod';
import { Hono } from 'hono';
import { copyRequestSchema } from '../../../shared/schedule/copy-week';
import { isDateInRange, servedWeekOf } from '../../../shared/schedule/week-range';
import {
  addPlacementSchema,
  exceptionChangesSchema,
  statusActionSchema,
  updatePlacementSchema,
} from '../../../shared/schemas/schedule';
import {
  createSeriesSchema,
  editSeriesSchema,
  endSeriesSchema,
} from '../../../shared/schemas/series';
import { restoreRequestSchema } from '../../../shared/schemas/undo';
import type { Action } from '../../../shared/team/permissions';
import type { AppEnv } from '../../http/app-env';
import { actorOf } from '../activity/record-activity';
import {
  HttpError,
  parseUuidParam,
  parseWith,
  readJson,
  readJsonOrNothing,
} from '../../http/errors';
import { assertCan, requirePermission } from '../../http/require-permission';
import {
  addScheduledShow,
  deleteScheduledShow,
  updateScheduledShow,
} from './placements/scheduled-shows.service';
import { copyWeek, previewCopy } from './copy-week/copy-week.service';
import { createSeries } from './series/series.service';
import { createException, removeInstance } from './series/series-instances.service';
import { editSeries, endSeriesAt } from './series-changes/series-change.service';
import { readSeries, skipFirstDate } from './series/series-first-show.service';
import { listWeeks } from './dashboard/dashboard.service';
import { restoreDeleted } from './undo/undo.service';
import { restoreInstance } from './undo/restore-instance';
import { weekAnswerResponse, type WeekAnswers } from './week-answers/week-answers';
import { changeWeekStatus, createWeek, deleteWeek } from './weeks/weeks.service';
import { SCHEDULE_REFUSALS } from './schedule-refusals';

/** What each status change asks of the permission table: saving a draft is an edit like any other. */
const STATUS_ACTION_PERMISSION = {
  'save-draft': 'schedule.edit',
  finalize: 'week.finalize',
  revert: 'week.revert',
} as const satisfies Record<z.infer<typeof statusActionSchema>['action'], Action>;

/**
 * A date in the path names the week that holds it: /api/weeks/2026-11-25 is the week of the 22nd.
 * Anything else, or a week outside WEEK_RANGE, names no week (404).
 */
export function weekParam(value: string): string {
  const weekId = servedWeekOf(value);
  if (!weekId) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.weekNotFound);
  return weekId;
}

/**
 * /api/weeks: list weeks, read a week (stored or not), store one ("Create Schedule"), change a
 * week's status, delete it, place shows on it.
 */
export function weekRoutes(answers: WeekAnswers) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listWeeks(c.var.db, c.var.station)))
    .get('/:date', async (c) => {
      const week = weekParam(c.req.param('date'));
      const revision = c.var.revisions?.schedule ?? null;
      const answer = await answers.read(c.var.db, week, c.var.station, revision);
      const { body, headers } = weekAnswerResponse(answer, c.req.header('accept-encoding'));
      return c.body(body, 200, headers);
    })
    .post('/:date', requirePermission('schedule.edit'), async (c) => {
      const { week, created } = await createWeek(
        c.var.db,
        weekParam(c.req.param('date')),
        c.var.station,
        await actorOf(c),
      );
      return c.json({ week }, created ? 201 : 200);
    })
    .post('/:date/status', async (c) => {
      const { action, acceptGaps } = parseWith(statusActionSchema, await readJson(c));
      await assertCan(c, STATUS_ACTION_PERMISSION[action]);
      return c.json({
        week: await changeWeekStatus(
          c.var.db,
          weekParam(c.req.param('date')),
          action,
          c.var.station,
          await actorOf(c),
          acceptGaps === true,
        ),
      });
    })
    .delete('/:date', requirePermission('week.delete'), async (c) => {
      await deleteWeek(c.var.db, weekParam(c.req.param('date')), c.var.station, await actorOf(c));
      return c.body(null, 204);
    })
    .post('/:date/copy/preview', requirePermission('schedule.edit'), async (c) => {
      const request = parseWith(copyRequestSchema, await readJson(c));
      const weeks = await previewCopy(
        c.var.db,
        weekParam(c.req.param('date')),
        request,
        c.var.station,
      );
      return c.json({ weeks });
    })
    .post('/:date/copy', requirePermission('schedule.edit'), async (c) => {
      const request = parseWith(copyRequestSchema, await readJson(c));
      const answer = await copyWeek(
        c.var.db,
        weekParam(c.req.param('date')),
        request,
        c.var.station,
        await actorOf(c),
      );
      return c.json(answer);
    })
    .post('/:date/shows', requirePermission('schedule.edit'), async (c) => {
      const input = parseWith(addPlacementSchema, await readJson(c));
      const week = await addScheduledShow(
        c.var.db,
        weekParam(c.req.param('date')),
        input,
        c.var.station,
        await actorOf(c),
      );
      return c.json({ week }, 201);
    });
}

/** /api/scheduled-shows/:id: move, resize, edit or delete a placed show; /restore undoes a delete. */
export function scheduledShowRoutes() {
  return new Hono<AppEnv>()
    .patch('/:id', requirePermission('schedule.edit'), async (c) => {
      const id = parseUuidParam(c.req.param('id'), SCHEDULE_REFUSALS.showGone);
      const input = parseWith(updatePlacementSchema, await readJson(c));
      return c.json({
        week: await updateScheduledShow(c.var.db, id, input, c.var.station, await actorOf(c)),
      });
    })
    .delete('/:id', requirePermission('schedule.edit'), async (c) => {
      const id = parseUuidParam(c.req.param('id'), SCHEDULE_REFUSALS.showGone);
      return c.json(await deleteScheduledShow(c.var.db, id, await actorOf(c), c.var.station));
    })
    .post('/restore', requirePermission('schedule.edit'), async (c) => {
      const { token } = parseWith(restoreRequestSchema, await readJson(c));
      const week = await restoreDeleted(c.var.db, await actorOf(c), token, c.var.station);
      return c.json({ week }, 201);
    })
    .post('/:id/series', requirePermission('schedule.edit'), async (c) => {
      const id = parseUuidParam(c.req.param('id'), SCHEDULE_REFUSALS.showGone);
      const { rule, seasonId, isRepeat } = parseWith(createSeriesSchema, await readJson(c));
      const actor = await actorOf(c);
      return c.json(
        await createSeries(c.var.db, id, rule, c.var.station, actor, seasonId, isRepeat),
        201,
      );
    });
}

/**
 * /api/series/:id/instances/:date: turn one generated instance into an exception, or remove it
 * (DELETE .../removal undoes the removal). /api/series/:id/edit (Edit Series), /end (End Series
 * Here) and /skip-first (Skip This Date on the first show) change the series itself.
 */
export function seriesRoutes() {
  const params = (c: { req: { param: (name: string) => string } }) => {
    const seriesId = parseUuidParam(c.req.param('id'), SCHEDULE_REFUSALS.notInSeries);
    const date = c.req.param('date');
    if (!isDateInRange(date))
      throw new HttpError(404, 'instance_not_found', SCHEDULE_REFUSALS.instanceGone);
    return { seriesId, date };
  };
  const seriesId = (c: { req: { param: (name: string) => string } }) =>
    parseUuidParam(c.req.param('id'), SCHEDULE_REFUSALS.notInSeries);
  return new Hono<AppEnv>()
    .get('/:id', async (c) => c.json({ series: await readSeries(c.var.db, seriesId(c)) }))
    .post('/:id/edit', requirePermission('schedule.edit'), async (c) => {
      const id = seriesId(c);
      const input = parseWith(editSeriesSchema, await readJson(c));
      return c.json(await editSeries(c.var.db, id, input, c.var.station, await actorOf(c)));
    })
    .post('/:id/end', requirePermission('schedule.edit'), async (c) => {
      const id = seriesId(c);
      const { date, preview } = parseWith(endSeriesSchema, await readJson(c));
      const actor = await actorOf(c);
      return c.json(await endSeriesAt(c.var.db, id, date, preview === true, c.var.station, actor));
    })
    .post('/:id/skip-first', requirePermission('schedule.edit'), async (c) => {
      const id = seriesId(c);
      return c.json(
        { week: await skipFirstDate(c.var.db, id, c.var.station, await actorOf(c)) },
        201,
      );
    })
    .post('/:id/instances/:date/exception', requirePermission('schedule.edit'), async (c) => {
      const { seriesId, date } = params(c);
      const changes = parseWith(exceptionChangesSchema, (await readJsonOrNothing(c)) ?? {});
      const actor = await actorOf(c);
      return c.json(
        await createException(c.var.db, seriesId, date, changes, c.var.station, actor),
        201,
      );
    })
    .post('/:id/instances/:date/removal', requirePermission('schedule.edit'), async (c) => {
      const { seriesId, date } = params(c);
      return c.json(
        { week: await removeInstance(c.var.db, seriesId, date, c.var.station, await actorOf(c)) },
        201,
      );
    })
    .delete('/:id/instances/:date/removal', requirePermission('schedule.edit'), async (c) => {
      const { seriesId, date } = params(c);
      return c.json({
        week: await restoreInstance(c.var.db, seriesId, date, c.var.station, await actorOf(c)),
      });
    });
}
