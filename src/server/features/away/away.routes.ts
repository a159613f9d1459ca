import { Hono } from 'hono';
import type { MyAwayAnswer } from '../../../shared/away/away-periods';
import { localText } from '../../../shared/i18n/local-text';
import { awayInputSchema } from '../../../shared/schemas/away';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { actorOf } from '../activity/record-activity';
import { awayDjOf, ownDjs } from './away-access';
import { createAway, deleteAway, listAway, updateAway } from './away.service';

const periodId = (c: { req: { param: (name: string) => string | undefined } }) =>
  parseUuidParam(c.req.param('id') ?? '', localText('away:refusal.notFound'));

/**
 * /api/djs/:djId/away-periods (decision 0065): a DJ entry's away dates, kept by the member it
 * belongs to or a station manager (away-access.ts).
 */
export function awayRoutes() {
  return new Hono<AppEnv>()
    .get('/:djId/away-periods', async (c) => {
      const dj = await awayDjOf(c);
      return c.json({ periods: await listAway(c.var.db, [dj.id]) });
    })
    .post('/:djId/away-periods', async (c) => {
      const dj = await awayDjOf(c);
      const values = parseWith(awayInputSchema, await readJson(c));
      return c.json({ period: await createAway(c.var.db, dj, values, await actorOf(c)) }, 201);
    })
    .put('/:djId/away-periods/:id', async (c) => {
      const dj = await awayDjOf(c);
      const id = periodId(c);
      const values = parseWith(awayInputSchema, await readJson(c));
      return c.json({ period: await updateAway(c.var.db, dj, id, values, await actorOf(c)) });
    })
    .delete('/:djId/away-periods/:id', async (c) => {
      const dj = await awayDjOf(c);
      await deleteAway(c.var.db, dj, periodId(c), await actorOf(c));
      return c.body(null, 204);
    });
}

/** /api/my-away-periods: the signed-in member's own DJ entries and their away dates (My Shows). */
export function myAwayRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const djs = await ownDjs(c.var.db, c.var.user.id);
    const answer: MyAwayAnswer = {
      timeZone: c.var.station.timeZone,
      djs,
      periods: await listAway(
        c.var.db,
        djs.map((d) => d.id),
      ),
    };
    return c.json(answer);
  });
}
