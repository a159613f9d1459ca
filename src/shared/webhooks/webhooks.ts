import type { MessageKey } from '../i18n/catalogs';
import { keyed, localText, type LocalText, type LocalValues } from '../i18n/local-text';

/**
 * What a webhook endpoint may be told of. "schedule.changed" is a placement of a finalized week
 * changed (placed, moved, resized, deleted, restored, a series or an instance of one, a copy or
 * an import into it).
 */
export const WEBHOOK_EVENT_TYPES = [
  'week.published',
  'week.unpublished',
  'schedule.changed',
  'show.startingSoon',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LEAD_MINUTES_MIN = 1;
export const WEBHOOK_LEAD_MINUTES_MAX = 1440;
export const WEBHOOK_DEFAULT_LEAD_MINUTES = 15;
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** The headers every delivery carries; see docs/decisions/0029-webhooks.md for verifying them. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address to send events to',
  urlInvalid: 'Enter a full address such as https://example.com/hooks/radio',
  urlScheme: 'Use an https:// address (plain http:// only to this machine, for testing)',
  urlCredentials: 'Leave the user name and password out of the address',
  urlTooLong: 'At most 2000 characters',
  eventsRequired: 'Choose at least one event',
  leadMinutes: `Between ${WEBHOOK_LEAD_MINUTES_MIN} and ${WEBHOOK_LEAD_MINUTES_MAX} minutes`,
  privateAddress:
    'This address leads to a private or local network; webhooks go only to public addresses (or to this machine, for testing).',
  loopbackAddress:
    'This address leads to the server itself; webhooks go there only on a test installation (a PUBLIC_URL on localhost, or WEBHOOK_ALLOW_LOOPBACK=true).',
  unresolvable: 'This host name could not be found.',
  notFound: 'This webhook no longer exists.',
  tooMany: `A station can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks.`,
  paused: 'This webhook is paused: turn on "Send events to this address" to send a test event.',
  pausedDelivery: 'Not sent: the webhook was paused.',
  secretUnreadable:
    "This webhook's signing secret was made under another key (a backup restored from another installation, or a changed AUTH_SECRET) and cannot be used here. Rotate the secret and give the receiver the new one; nothing is sent until then.",
  secretUnreadableDelivery: 'Not sent: the signing secret cannot be read here; rotate the secret.',
} as const;

export type WebhookMessage = keyof typeof WEBHOOK_MESSAGES;

/**
 * Each message's catalog key (namespace `webhooks`), said in the reader's language where it is
 * shown; WEBHOOK_MESSAGES stays its English (the shared checks' text, and what a delivery's log
 * stores). Numbers are passed as text, so English keeps "2000", not "2,000".
 */
const WEBHOOK_KEYS = {
  urlRequired: 'webhooks:check.urlRequired',
  urlInvalid: 'webhooks:check.urlInvalid',
  urlScheme: 'webhooks:check.urlScheme',
  urlCredentials: 'webhooks:check.urlCredentials',
  urlTooLong: 'webhooks:check.tooLong',
  eventsRequired: 'webhooks:check.eventsRequired',
  leadMinutes: 'webhooks:check.leadMinutes',
  privateAddress: 'webhooks:refusal.privateAddress',
  loopbackAddress: 'webhooks:refusal.loopbackAddress',
  unresolvable: 'webhooks:refusal.unresolvable',
  notFound: 'webhooks:refusal.notFound',
  tooMany: 'webhooks:refusal.tooMany',
  paused: 'webhooks:refusal.paused',
  secretUnreadable: 'webhooks:refusal.secretUnreadable',
} as const satisfies Partial<Record<WebhookMessage, MessageKey>>;

const WEBHOOK_VALUES: Partial<Record<WebhookMessage, LocalValues>> = {
  urlTooLong: { max: '2000' },
  leadMinutes: { min: String(WEBHOOK_LEAD_MINUTES_MIN), max: String(WEBHOOK_LEAD_MINUTES_MAX) },
  tooMany: { max: String(WEBHOOK_ENDPOINTS_MAX) },
};

/** A webhook message as a text for the reader's language. */
export function webhookText(name: keyof typeof WEBHOOK_KEYS): LocalText {
  return localText(WEBHOOK_KEYS[name], WEBHOOK_VALUES[name]);
}

/** A webhook message as a shared check's message: English for the browser, the key for the server. */
export function webhookCheck(name: keyof typeof WEBHOOK_KEYS) {
  return keyed(WEBHOOK_KEYS[name], WEBHOOK_MESSAGES[name], WEBHOOK_VALUES[name]);
}

/** What is wrong with an endpoint address (the message's name), or null. */
export function webhookUrlProblem(
  value: string,
): 'urlInvalid' | 'urlScheme' | 'urlCredentials' | null {
  if (!URL.canParse(value)) return 'urlInvalid';
  const url = new URL(value);
  const scheme =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!scheme) return 'urlScheme';
  if (url.username !== '' || url.password !== '') return 'urlCredentials';
  return null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint as the Station Settings page lists it (never its secret). */
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  leadMinutes: number;
  enabled: boolean;
  createdAt: string;
  /** The newest delivery's outcome, if any. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string } | null;
  /**
   * Its secret cannot be read by this server (made under another key, e.g. restored from another
   * installation): nothing is sent until a manager rotates it.
   */
  needsNewSecret: boolean;
};

export type WebhookDelivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
};

/** "localhost", "127.0.0.1", "[::1]": names and addresses of this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
