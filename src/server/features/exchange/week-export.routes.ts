import { Hono, type Context } from 'hono';
import { isCivilDate } from '../../../shared/schedule/week';
import { servedWeekOf } from '../../../shared/schedule/week-range';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import {
  EXPORT_REFUSALS,
  exportWeekCsv,
  exportWeekDocument,
  exportWeekICalendar,
} from './week-export.service';
import { SCHEDULE_REFUSALS } from '../schedule/schedule-refusals';
import { requestLanguage } from '../../http/request-language';

/**
 * A date in the path names the week that holds it; anything else is refused (422), and a week
 * outside WEEK_RANGE is none the app serves (404, as every week route answers it).
 */
function weekParam(value: string): string {
  if (!isCivilDate(value)) {
    throw new HttpError(422, 'validation_failed', EXPORT_REFUSALS.badDate, {
      date: EXPORT_REFUSALS.badDate,
    });
  }
  const weekId = servedWeekOf(value);
  if (!weekId) throw new HttpError(404, 'not_found', SCHEDULE_REFUSALS.weekNotFound);
  return weekId;
}

/** A download: the browser saves it under a name that says which week it is. */
function attachment(c: Context, body: string, type: string, fileName: string) {
  return c.body(body, 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
}

/** /api/weeks/:date/export.{ics,csv,json}: the week leaving the app (session required). */
export function weekExportRoutes(host: string) {
  return new Hono<AppEnv>()
    .get('/:date/export.ics', async (c) => {
      const weekId = weekParam(c.req.param('date'));
      const language = await requestLanguage(c);
      const text = await exportWeekICalendar(c.var.db, weekId, c.var.station, host, language);
      return attachment(c, text, 'text/calendar; charset=utf-8', `schedule-${weekId}.ics`);
    })
    .get('/:date/export.csv', async (c) => {
      const weekId = weekParam(c.req.param('date'));
      const text = await exportWeekCsv(c.var.db, weekId, c.var.station);
      return attachment(c, text, 'text/csv; charset=utf-8', `schedule-${weekId}.csv`);
    })
    .get('/:date/export.json', async (c) => {
      const weekId = weekParam(c.req.param('date'));
      const document = await exportWeekDocument(c.var.db, weekId, c.var.station);
      return attachment(
        c,
        JSON.stringify(document, null, 2),
        'application/json; charset=utf-8',
        `schedule-${weekId}.json`,
      );
    });
}
