import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SeriesChoice } from '../../../../shared/exchange/import-plan/import-plan';
import {
  IMPORT_REFUSALS,
  MAX_IMPORT_BYTES,
} from '../../../../shared/exchange/import-plan/import-limits';
import type { AppEnv } from '../../../http/app-env';
import { localText } from '../../../../shared/i18n/local-text';
import { HttpError } from '../../../http/errors';
import { requirePermission } from '../../../http/require-permission';
import { confirmImport, previewImport, type ImportUpload } from './import.service';
import { weekParam } from '../schedule.routes';
import { actorOf } from '../../activity/record-activity';

/**
 * POST /api/weeks/:date/import/preview and /api/weeks/:date/import: a multipart form with the
 * file in "file" and, for an .ics, optionally "sourceWeek" (a week of the file to place here).
 * Their body limit is the HTTP layer's (src/server/http/body-limits.ts).
 */
export function importRoutes() {
  return new Hono<AppEnv>()
    .post('/:date/import/preview', requirePermission('schedule.edit'), async (c) => {
      const upload = await readUpload(c);
      const weekId = weekParam(c.req.param('date'));
      return c.json({ plan: await previewImport(c.var.db, weekId, upload, c.var.station) });
    })
    .post('/:date/import', requirePermission('schedule.edit'), async (c) => {
      const upload = await readUpload(c);
      const weekId = weekParam(c.req.param('date'));
      return c.json(
        await confirmImport(c.var.db, weekId, upload, c.var.station, await actorOf(c)),
        201,
      );
    });
}

async function readUpload(c: Context<AppEnv>): Promise<ImportUpload> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new HttpError(400, 'invalid_form', localText('exchange:refusal.invalidForm'));
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new HttpError(400, 'file_missing', localText('exchange:refusal.fileMissing'));
  if (file.size > MAX_IMPORT_BYTES)
    throw new HttpError(413, 'file_too_large', IMPORT_REFUSALS.tooLarge);
  const sourceWeek = form.get('sourceWeek');
  return {
    fileName: file.name,
    text: await file.text(),
    sourceWeek: typeof sourceWeek === 'string' && sourceWeek !== '' ? sourceWeek : null,
    seriesChoices: readSeriesChoices(form.get('seriesChoices')),
  };
}

const seriesChoicesSchema = z.record(
  z.string().min(1).max(100),
  z.enum(['week-only', 'recreate'], { error: 'Choose "week-only" or "recreate" for each series' }),
);

/**
 * "seriesChoices": JSON of series key to "week-only" or "recreate". Absent means every series is
 * placed in this week only. Only the choice is read from the browser; the plan is the server's.
 */
function readSeriesChoices(value: FormDataEntryValue | null): Record<string, SeriesChoice> {
  if (value === null || value === '') return {};
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const result = seriesChoicesSchema.safeParse(parsed);
  if (!result.success || Object.keys(result.data).length > 1000) {
    const message = localText('exchange:refusal.seriesChoices');
    throw new HttpError(422, 'validation_failed', message, { seriesChoices: message });
  }
  return result.data;
}
