import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpointInput } from '../../../../shared/schemas/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../shared/webhooks/webhooks';
import { apiFetch } from '../../../lib/api-client';
import { answersEarlyRead } from '../../../lib/first-reads';
import { teamQueryKey } from '../../../lib/query-keys';

/** Under the Station Settings keys, so whatever refreshes the settings refreshes these too. */
export const webhooksQueryKey = [...teamQueryKey, 'webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksQueryKey, 'deliveries', id] as const;

const path = (id: string, rest = '') => `/api/webhooks/${encodeURIComponent(id)}${rest}`;

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQuery);
}

const webhookEndpointsQuery = queryOptions({
  queryKey: webhooksQueryKey,
  queryFn: ({ signal }) =>
    apiFetch<{ endpoints: WebhookEndpoint[] }>('/api/webhooks', { signal }).then(
      (r) => r.endpoints,
    ),
});
answersEarlyRead('/api/webhooks', () => webhookEndpointsQuery);

/** An endpoint's delivery log; read again every few seconds while a delivery is under way. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      apiFetch<{ deliveries: WebhookDelivery[] }>(path(id, '/deliveries'), { signal }).then(
        (r) => r.deliveries,
      ),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending') ? 2000 : false,
  });
}

export function createWebhook(input: WebhookEndpointInput, idempotencyKey?: string) {
  return apiFetch<{ endpoint: WebhookEndpoint; secret: string }>('/api/webhooks', {
    method: 'POST',
    json: input,
    idempotencyKey,
  });
}

export function updateWebhook({ id, input }: { id: string; input: WebhookEndpointInput }) {
  return apiFetch<{ endpoint: WebhookEndpoint }>(path(id), { method: 'PATCH', json: input });
}

export function deleteWebhook(id: string) {
  return apiFetch<unknown>(path(id), { method: 'DELETE' });
}

export function rotateWebhookSecret(id: string) {
  return apiFetch<{ secret: string }>(path(id, '/secret'), { method: 'POST' });
}

export function sendTestWebhook(id: string) {
  return apiFetch<{ eventId: string }>(path(id, '/test'), { method: 'POST' });
}
