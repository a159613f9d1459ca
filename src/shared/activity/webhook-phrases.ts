type Details = Record<string, unknown>;

/** The receiving host ("hooks.example.com"): the log never keeps an endpoint's path or query. */
const host = (d: Details) =>
  typeof d.host === 'string' && d.host.trim() ? `the webhook to ${d.host}` : 'a webhook';

/** What webhook changes did, after the actor's name ("Alex added the webhook to x.example"). */
export const WEBHOOK_PHRASES: Record<string, (d: Details) => string> = {
  'webhook.create': (d) => `added ${host(d)}`,
  'webhook.update': (d) => `changed ${host(d)}`,
  'webhook.delete': (d) => `deleted ${host(d)}`,
  'webhook.rotateSecret': (d) => `rotated the secret of ${host(d)}`,
};
