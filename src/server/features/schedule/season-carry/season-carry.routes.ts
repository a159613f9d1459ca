import { Hono } from 'hono';
import type { Context } from 'hono';
import { localText, type LocalText } from '../../../../shared/i18n/local-text';
import { carrySeasonSchema, type CarryPreview } from '../../../../shared/schedule/seasons';
import type { AppEnv } from '../../../http/app-env';
import { parseWith, readJson, say } from '../../../http/errors';
import { requestTranslator } from '../../../http/request-language';
import { requirePermission } from '../../../http/require-permission';
import { idParam } from '../../../http/settings-list-routes';
import { actorOf } from '../../activity/record-activity';
import { carrySeason, previewCarry } from './season-carry.service';

/**
 * /api/seasons/:id/carry: the preview (GET) and the carry forward (POST) of a season's schedule
 * into the next season, for station managers (it starts from Station Settings → Seasons).
 */
export function seasonCarryRoutes() {
  const id = idParam(localText('seasons:refusal.notFound'));
  return new Hono<AppEnv>()
    .use('/:id/carry', requirePermission('settings.manage'))
    .get('/:id/carry', async (c) =>
      c.json({ preview: await saidIn(c, await previewCarry(c.var.db, id(c), c.var.station)) }),
    )
    .post('/:id/carry', async (c) => {
      const seasonId = id(c);
      const { seriesIds } = parseWith(carrySeasonSchema, await readJson(c));
      return c.json(
        await carrySeason(c.var.db, seasonId, seriesIds, c.var.station, await actorOf(c)),
      );
    });
}

/**
 * The preview with its clashes said in the request's language (decision 0074): the language is
 * read only when there is a clash to say.
 */
async function saidIn(c: Context, preview: CarryPreview<LocalText>): Promise<CarryPreview> {
  const anyClash = preview.candidates.some((candidate) => candidate.clashes.length > 0);
  const translator = anyClash ? await requestTranslator(c) : null;
  return {
    ...preview,
    candidates: preview.candidates.map((candidate) => ({
      ...candidate,
      clashes: translator
        ? candidate.clashes.map((clash) => say(translator.t, clash, translator.language))
        : [],
    })),
  };
}
