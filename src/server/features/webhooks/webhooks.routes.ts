import { Hono } from 'hono';
import { webhookEndpointSchema } from '../../../shared/schemas/webhooks';
import { webhookText } from '../../../shared/webhooks/webhooks';
import type { AppEnv } from '../../http/app-env';
import { parseUuidParam, parseWith, readJson } from '../../http/errors';
import { requirePermission } from '../../http/require-permission';
import { actorOf } from '../activity/record-activity';
import { assertReachableAddress } from './endpoint-address';
import type { WebhookSettings } from './webhook-settings';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  queueTestEvent,
  rotateSecret,
  updateEndpoint,
} from './webhooks.service';

const idOf = (value: string) => parseUuidParam(value, webhookText('notFound'));

/** /api/webhooks: the station's webhook endpoints and their delivery logs (managers only). */
export function webhookRoutes({ secrets, addresses }: WebhookSettings) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('settings.manage'))
    .get('/', async (c) => c.json({ endpoints: await listEndpoints(c.var.db, secrets) }))
    .post('/', async (c) => {
      const values = parseWith(webhookEndpointSchema, await readJson(c));
      await assertReachableAddress(values.url, addresses);
      const created = await createEndpoint(c.var.db, secrets, values, await actorOf(c));
      // The secret is shown once: no cache, and no replay of this answer (idempotent-requests).
      return c.json(created, 201, { 'Cache-Control': 'no-store' });
    })
    .patch('/:id', async (c) => {
      const id = idOf(c.req.param('id'));
      const values = parseWith(webhookEndpointSchema, await readJson(c));
      await assertReachableAddress(values.url, addresses);
      const actor = await actorOf(c);
      return c.json({ endpoint: await updateEndpoint(c.var.db, secrets, id, values, actor) });
    })
    .delete('/:id', async (c) => {
      await deleteEndpoint(c.var.db, idOf(c.req.param('id')), await actorOf(c));
      return c.body(null, 204);
    })
    .post('/:id/secret', async (c) => {
      const id = idOf(c.req.param('id'));
      const secret = await rotateSecret(c.var.db, secrets, id, await actorOf(c));
      return c.json({ secret }, 200, { 'Cache-Control': 'no-store' });
    })
    .post('/:id/test', async (c) => {
      const id = idOf(c.req.param('id'));
      const eventId = await queueTestEvent(c.var.db, secrets, id, await actorOf(c));
      return c.json({ eventId }, 202);
    })
    .get('/:id/deliveries', async (c) =>
      c.json({ deliveries: await listDeliveries(c.var.db, idOf(c.req.param('id'))) }),
    );
}
