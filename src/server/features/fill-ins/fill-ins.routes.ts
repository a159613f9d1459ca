import { Hono } from 'hono';
import { localText } from '../../../shared/i18n/local-text';
import {
  askAwayFillInsSchema,
  askFillInSchema,
  fillInActionSchema,
  fillInListQuerySchema,
} from '../../../shared/schemas/fill-ins';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson, readJsonOrNothing } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { actorOf } from '../activity/record-activity';
import { askAwayFillIns, previewAwayFillIns } from './fill-in-away-ask';
import { mailAbout, openedBy } from './fill-in-mail';
import { readFillInFor } from './fill-in-read';
import { tellAboutTake } from './fill-in-told';
import {
  askFillIn,
  decideFillIn,
  giveBackFillIn,
  listFillIns,
  readRow,
  takeFillIn,
  viewsOf,
  withdrawFillIn,
} from './fill-ins.service';

/**
 * /api/fill-ins (issue 33, decision 0066): ask for a fill-in for one airing, list, read, take,
 * withdraw, give back, approve and decline. Who may do what is decided by the service (the
 * airing's host or a manager asks; eligible members take; managers approve).
 */
export function fillInRoutes(deps: { mailer: Mailer; publicOrigin: string }) {
  const idOf = (c: { req: { param: (name: string) => string } }) =>
    parseUuidParam(c.req.param('id'), localText('fillInsServer:refusal.notFound'));
  const depsOf = (c: { var: AppEnv['Variables'] }) => ({ db: c.var.db, clock: c.var.station });
  // Every action's body is optional ({ version } at most), but a body that is there must be valid.
  const action = async (c: Parameters<typeof readJsonOrNothing>[0]) =>
    parseWith(fillInActionSchema, (await readJsonOrNothing(c)) ?? {});
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { view, after } = parseWith(fillInListQuerySchema, c.req.query());
      return c.json(await listFillIns(depsOf(c), c.var.user.id, view, after ?? null));
    })
    .get('/away/:awayId', async (c) => {
      const awayId = parseUuidParam(
        c.req.param('awayId'),
        localText('fillInsServer:refusal.awayNotFound'),
      );
      return c.json(await previewAwayFillIns(depsOf(c), await actorOf(c), awayId));
    })
    .get('/:id', async (c) => c.json(await readFillInFor(depsOf(c), c.var.user.id, idOf(c))))
    .post('/', async (c) => {
      const input = parseWith(askFillInSchema, await readJson(c));
      const actor = await actorOf(c);
      const { request, eligible } = await askFillIn(depsOf(c), actor, input);
      await mailAbout({ ...depsOf(c), ...deps }, request, eligible, openedBy(actor.name));
      return c.json({ request: (await viewsOf(c.var.db, [request]))[0] }, 201);
    })
    .post('/away/:awayId', async (c) => {
      const awayId = parseUuidParam(
        c.req.param('awayId'),
        localText('fillInsServer:refusal.awayNotFound'),
      );
      const { note } = parseWith(askAwayFillInsSchema, (await readJsonOrNothing(c)) ?? {});
      const actor = await actorOf(c);
      const { made, skipped } = await askAwayFillIns(depsOf(c), actor, awayId, note);
      for (const { request, eligible } of made)
        await mailAbout({ ...depsOf(c), ...deps }, request, eligible, openedBy(actor.name));
      const requests = await viewsOf(
        c.var.db,
        made.map((m) => m.request),
      );
      return c.json({ made: made.length, skipped, requests }, made.length > 0 ? 201 : 200);
    })
    .post('/:id/take', async (c) => {
      const id = idOf(c);
      await action(c);
      const actor = await actorOf(c);
      const row = await takeFillIn(depsOf(c), actor, id);
      const kind = row.state === 'taken' ? 'taken' : 'pending';
      await tellAboutTake({ ...depsOf(c), ...deps }, { kind, row }, actor.id);
      return c.json({ request: (await viewsOf(c.var.db, [row]))[0] });
    })
    .post('/:id/withdraw', async (c) => {
      const id = idOf(c);
      await action(c);
      const row = await withdrawFillIn(depsOf(c), await actorOf(c), id);
      return c.json({ request: (await viewsOf(c.var.db, [row]))[0] });
    })
    .post('/:id/give-back', async (c) => {
      const id = idOf(c);
      await action(c);
      const row = await giveBackFillIn(depsOf(c), await actorOf(c), id);
      return c.json({ request: (await viewsOf(c.var.db, [row]))[0] });
    })
    .post('/:id/approve', async (c) => {
      const id = idOf(c);
      const { version } = await action(c);
      const actor = await actorOf(c);
      const row = await decideFillIn(depsOf(c), actor, id, true, version);
      await tellAboutTake({ ...depsOf(c), ...deps }, { kind: 'taken', row }, actor.id);
      return c.json({ request: (await viewsOf(c.var.db, [row]))[0] });
    })
    .post('/:id/decline', async (c) => {
      const id = idOf(c);
      const { version } = await action(c);
      const actor = await actorOf(c);
      const { takenBy } = await readRow(c.var.db, id);
      const row = await decideFillIn(depsOf(c), actor, id, false, version);
      await tellAboutTake(
        { ...depsOf(c), ...deps },
        { kind: 'declined', row, takerId: takenBy },
        actor.id,
      );
      return c.json({ request: (await viewsOf(c.var.db, [row]))[0] });
    });
}
